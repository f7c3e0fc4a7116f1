// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import account from '../account/feature';
import business from '../business/feature';
import oauth from '../oauth/feature';
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
import qa from '../qa/feature';

/** Every feature's declaration (feature.ts), read by the role table, the endpoint table and the screens' paths. */
export const declarations = [
    account,
    business,
    oauth,
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
    qa,
] as const;
