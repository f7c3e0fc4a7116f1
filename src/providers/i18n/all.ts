import { englishCore } from './english';
import { areas as englishAreas } from './en/areas';
import { assemble, vietnameseCore } from './messages';
import { areas as vietnameseAreas } from './vi/areas';
import { words as vietnameseFeatureWords } from '../../features/registry/vi';
import { words as englishFeatureWords } from '../../features/registry/en';

/*
 * Both languages whole, read at once: for tests, tools and the mock backend (the console loads
 * them in parts, see messages.ts, which puts them together here as well).
 */
export const vietnameseMessages = /* @__PURE__ */ assemble(
    vietnameseCore,
    ...vietnameseAreas,
    ...vietnameseFeatureWords,
);
export const englishMessages = /* @__PURE__ */ assemble(
    ...englishCore,
    ...englishAreas,
    ...englishFeatureWords,
);
export const allMessages = { vi: vietnameseMessages, en: englishMessages };
