import { deepMerge } from '../deepMerge';
import admin from './admin';

/**
 * Messages of each area of the console, one file per area, merged here:
 * `resources.<resource>` for react-admin resources, `xts.<area>` for custom pages.
 */
const parts: Record<string, unknown>[] = [admin];

export const areas = deepMerge(...parts);
