import admin from './admin';
import catalogue from './catalogue';
import stamps from './stamps';
import lots from './lots';
import dashboard from './dashboard';
import scans from './scans';
import account from './account';
import numbers from './numbers';
import mock from './mock';
import mui from './mui';

declare const __XTS_MOCK__: boolean;

/**
 * Messages of each area of the console, one file per area (merged by ../messages.ts):
 * `resources.<resource>` for react-admin resources, `xts.<area>` for custom pages.
 */
export const areas: Record<string, unknown>[] = [
    admin,
    catalogue,
    stamps,
    lots,
    dashboard,
    scans,
    account,
    numbers,
    mui,
    ...(__XTS_MOCK__ ? [mock] : []),
];
