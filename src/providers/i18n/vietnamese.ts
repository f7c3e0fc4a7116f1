import type { TranslationMessages } from 'react-admin';
import raVietnamese from './raVietnamese';
import { common } from './vi/common';
import { deepMerge } from './deepMerge';

/** The default language's core (react-admin, sign-in, errors, shell), in the first download. */
export const vietnamese = deepMerge(raVietnamese, common) as TranslationMessages;
