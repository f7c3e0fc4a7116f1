import { raVietnameseShell } from '../raVietnamese';
import { common } from './common';
import admin from './admin';
import geo from './geo';
import overlaps from './overlaps';
import plotScreens from './plotScreens';
import account from './account';
import numbers from './numbers';
import gs1 from './gs1';
import mui from './mui';
import safeguards from './safeguards';
import media from './media';
import { shellWords } from '../../../features/registry/shellWords';

/**
 * Messages of each area of the console, one file per area (merged by ../messages.ts):
 * `resources.<resource>` for react-admin resources, `xts.<area>` for custom pages. They come after
 * the Vietnamese core's words that /login does not show (react-admin's and the shell's).
 */
export const areas: Record<string, unknown>[] = [
    raVietnameseShell,
    common,
    admin,
    geo,
    overlaps,
    plotScreens,
    account,
    numbers,
    gs1,
    mui,
    safeguards,
    media,
    // What the shell shows of each feature (src/features/<name>/shellWords.ts); the rest of a
    // feature's words come with its pages (routes/kit.ts).
    ...shellWords.map((words) => words.vi),
];
