import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { common } from './en/common';
import { deepMerge } from './deepMerge';

/** The second language's core: loaded the first time a user picks it, not with the first page. */
export const english = deepMerge(englishMessages, common) as TranslationMessages;
