import type { TranslationMessages } from 'react-admin';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Message trees put together, a later one adding keys to an earlier one or replacing its words, as
 * react-admin's `mergeTranslations` does. Its own module, importing nothing but types: the mock
 * backend and the tools read the messages in Node, where importing react-admin for this would load
 * the whole of react-admin and MUI (seconds at each start of the reference server).
 */
export function mergeMessages(...parts: Tree[]): TranslationMessages {
    const merged: Tree = {};
    const into = (target: Tree, source: Tree) => {
        for (const [key, value] of Object.entries(source)) {
            if (value === undefined) continue;
            if (isTree(value)) into(isTree(target[key]) ? (target[key] as Tree) : (target[key] = {}), value);
            else target[key] = value;
        }
    };
    for (const part of parts) into(merged, part);
    return merged as TranslationMessages;
}
