// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import account from '../account/screens';
import business from '../business/screens';
import oauth from '../oauth/screens';
import network from '../network/screens';
import land from '../land/screens';
import producers from '../producers/screens';
import catalogue from '../catalogue/screens';
import stamps from '../stamps/screens';
import team from '../team/screens';
import scans from '../scans/screens';
import lots from '../lots/screens';
import statements from '../statements/screens';
import trace from '../trace/screens';
import dashboard from '../dashboard/screens';
import offline from '../offline/screens';
import qa from '../qa/screens';

/** Every feature's pages (screens.ts: its resources' screens and its other pages), read by the route table. */
export const screens = [
    ...account,
    ...business,
    ...oauth,
    ...network,
    ...land,
    ...producers,
    ...catalogue,
    ...stamps,
    ...team,
    ...scans,
    ...lots,
    ...statements,
    ...trace,
    ...dashboard,
    ...offline,
    ...qa,
];
