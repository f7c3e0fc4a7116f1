import englishMessages from 'ra-language-english';
import { common } from './en/common';

/** The English core's parts (merged by messages.ts): fetched the first time a user picks English. */
export const englishCore = [englishMessages, common];
