import type { TranslationMessages } from 'react-admin';
import { deepMerge } from './deepMerge';
import { english } from './english';
import { areas as enAreas } from './en/areas';
import { vietnamese } from './vietnamese';
import { areas as viAreas } from './vi/areas';

/** Both languages complete, for tests and tools (the console loads them in parts, see index.ts). */
export const allMessages: Record<'vi' | 'en', TranslationMessages> = {
    vi: deepMerge(vietnamese, viAreas) as TranslationMessages,
    en: deepMerge(english, enAreas) as TranslationMessages,
};
