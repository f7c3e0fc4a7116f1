import type { TranslationMessages } from 'react-admin';
import raVietnamese from './raVietnamese';
import { messages as vi } from './vi';
import { deepMerge } from './deepMerge';

/** The default language, in the first download. */
export const vietnamese = deepMerge(raVietnamese, vi) as TranslationMessages;
