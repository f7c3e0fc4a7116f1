import { deepMerge } from '../deepMerge';
import admin from './admin';
import catalogue from './catalogue';
import stamps from './stamps';
import lots from './lots';
import dashboard from './dashboard';
import account from './account';
import numbers from './numbers';
import mock from './mock';
import mui from './mui';

declare const __XTS_MOCK__: boolean;

/**
 * Messages of each area of the console, one file per area, merged here:
 * `resources.<resource>` for react-admin resources, `xts.<area>` for custom pages.
 */
const parts: Record<string, unknown>[] = [
    admin,
    catalogue,
    stamps,
    lots,
    dashboard,
    account,
    numbers,
    mui,
    ...(__XTS_MOCK__ ? [mock] : []),
];

export const areas = deepMerge(...parts);
