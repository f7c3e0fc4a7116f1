// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import network from '../network/feature';
import land from '../land/feature';
import producers from '../producers/feature';
import catalogue from '../catalogue/feature';
import stamps from '../stamps/feature';
import team from '../team/feature';
import scans from '../scans/feature';
import lots from '../lots/feature';
import statements from '../statements/feature';
import trace from '../trace/feature';
import dashboard from '../dashboard/feature';
import offline from '../offline/feature';

/** Every feature's declaration (feature.ts), read by the role table, the endpoint table and the screens' paths. */
export const declarations = [
    network,
    land,
    producers,
    catalogue,
    stamps,
    team,
    scans,
    lots,
    statements,
    trace,
    dashboard,
    offline,
] as const;
