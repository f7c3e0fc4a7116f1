import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { messages as en } from './en';
import { deepMerge } from './deepMerge';

/** The second language: loaded the first time a user picks it, not with the first page. */
export const english = deepMerge(englishMessages, en) as TranslationMessages;
