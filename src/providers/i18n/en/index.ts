import { deepMerge } from '../deepMerge';
import { common } from './common';
import { areas } from './areas';

/** Messages of the console; vi/ and en/ mirror each other key for key. */
export const messages = deepMerge(common, areas);
