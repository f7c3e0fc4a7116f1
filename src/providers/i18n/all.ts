import type { TranslationMessages } from 'react-admin';
import { english } from './english';
import { vietnamese } from './vietnamese';

/** Both languages at once, for tests and tools (the console loads English only when it is chosen). */
export const allMessages: Record<'vi' | 'en', TranslationMessages> = { vi: vietnamese, en: english };
