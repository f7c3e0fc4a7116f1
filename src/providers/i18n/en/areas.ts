import { deepMerge } from '../deepMerge';

/**
 * Messages of each area of the console, one file per area, merged here:
 * `resources.<resource>` for react-admin resources, `xts.<area>` for custom pages.
 */
const parts: Record<string, unknown>[] = [];

export const areas = deepMerge(...parts);
