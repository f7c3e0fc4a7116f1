// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import type { ShellWords } from '../kit';
import network from '../network/shellWords';
import land from '../land/shellWords';
import producers from '../producers/shellWords';
import catalogue from '../catalogue/shellWords';
import stamps from '../stamps/shellWords';
import team from '../team/shellWords';
import scans from '../scans/shellWords';
import lots from '../lots/shellWords';
import statements from '../statements/shellWords';
import offline from '../offline/shellWords';
import qa from '../qa/shellWords';

/** Every feature's words that the shell shows on every page, in both languages (shellWords.ts). */
export const shellWords: ShellWords[] = [
    network,
    land,
    producers,
    catalogue,
    stamps,
    team,
    scans,
    lots,
    statements,
    offline,
    qa,
];
