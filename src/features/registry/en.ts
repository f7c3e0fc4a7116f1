// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import account from '../account/en';
import business from '../business/en';
import oauth from '../oauth/en';
import network from '../network/en';
import land from '../land/en';
import producers from '../producers/en';
import catalogue from '../catalogue/en';
import stamps from '../stamps/en';
import team from '../team/en';
import scans from '../scans/en';
import lots from '../lots/en';
import statements from '../statements/en';
import trace from '../trace/en';
import dashboard from '../dashboard/en';
import offline from '../offline/en';
import qa from '../qa/en';

/** Every feature's words in English (en.ts), merged with the areas' words. */
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
