// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import account from '../account/vi';
import business from '../business/vi';
import oauth from '../oauth/vi';
import network from '../network/vi';
import land from '../land/vi';
import producers from '../producers/vi';
import catalogue from '../catalogue/vi';
import stamps from '../stamps/vi';
import team from '../team/vi';
import scans from '../scans/vi';
import lots from '../lots/vi';
import statements from '../statements/vi';
import trace from '../trace/vi';
import dashboard from '../dashboard/vi';
import offline from '../offline/vi';
import qa from '../qa/vi';

/** Every feature's words in Vietnamese (vi.ts), merged with the areas' words. */
export const words: Record<string, unknown>[] = [
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
];
