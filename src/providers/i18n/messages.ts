import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './merge';
import { raVietnameseSignIn } from './raVietnameseSignIn';
import { signIn as vietnameseSignIn } from './vi/signIn';
import { wordLoaders } from '../../features/registry/wordLoaders';

/*
 * The one place where a language's messages are put together. A language's tree is, in this
 * order (a later part adds keys to an earlier one, or replaces them):
 *   1. react-admin's own words: raVietnamese.ts, or ra-language-english;
 *   2. the console's common words (<locale>/common.ts: shell, sign-in, dialogs, errors);
 *   3. the areas (<locale>/areas.ts lists one file per area, and every feature's sidebar entries;
 *      the QA tools' words come with the QA feature, in mock mode only);
 *   4. the words of the features whose pages have been opened (src/features/<name>/<locale>.ts,
 *      fetched with the feature's first page: routes/kit.ts).
 * 1 and 2 make the core. A first visit downloads the Vietnamese core only, and only what /login
 * shows of it (raVietnameseSignIn.ts and vi/signIn.ts): the rest of the Vietnamese core
 * (raVietnamese.ts's `raVietnameseShell`, vi/common.ts) heads vi/areas.ts and loads with the areas,
 * before the shell or any other page renders. The English core (english.ts) is fetched whole the
 * first time it is chosen, the areas the first time they are needed. Tests, tools and the mock
 * backend read both languages whole from all.ts, which is built with `assemble` below.
 */

export type Locale = 'vi' | 'en';
export type MessagePart = Record<string, unknown>;

/** A language's tree from its parts, in the order above. */
export const assemble = (...parts: MessagePart[]): TranslationMessages => mergeMessages(...parts);

/** What /login shows of the Vietnamese core, in the first download. */
export const vietnameseCore = assemble(raVietnameseSignIn, vietnameseSignIn);

/** A language's core: the Vietnamese one at once, the English one fetched the first time it is chosen. */
export const coreMessages = (locale: Locale): TranslationMessages | Promise<TranslationMessages> =>
    locale === 'en' ? import('./english').then((module) => assemble(...module.englishCore)) : vietnameseCore;

/** A language's area parts, fetched with the first page that needs them. */
export const areaParts = (locale: Locale): Promise<MessagePart[]> =>
    (locale === 'en' ? import('./en/areas') : import('./vi/areas')).then((module) => module.areas);

/** A feature's folder name (src/features/index.ts). */
export type FeatureName = keyof typeof wordLoaders;

/** Words downloaded with the pages that show them: a feature's. */
export type WordGroup = FeatureName;

const groupLoaders = wordLoaders;

/** The words of `groups` in a language, each fetched the first time it is needed. */
export const groupParts = (locale: Locale, groups: readonly WordGroup[]): Promise<MessagePart[]> =>
    Promise.all(groups.map((group) => groupLoaders[group][locale]().then((module) => module.default)));

/** A language's tree: the core and, when asked for, every area and the words of `groups`. */
export async function loadMessages(
    locale: Locale,
    withAreas = true,
    groups: readonly WordGroup[] = [],
): Promise<TranslationMessages> {
    const [core, areas, words] = await Promise.all([
        coreMessages(locale),
        withAreas ? areaParts(locale) : [],
        groupParts(locale, groups),
    ]);
    return areas.length || words.length ? assemble(core, ...areas, ...words) : core;
}
