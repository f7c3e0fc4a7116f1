type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
    !!value && typeof value === 'object' && !Array.isArray(value);

/** Merges message trees so an area can add keys under a namespace the shell already uses. */
export function deepMerge(...trees: Tree[]): Tree {
    const result: Tree = {};
    for (const tree of trees) {
        for (const [key, value] of Object.entries(tree)) {
            result[key] =
                isTree(value) && isTree(result[key]) ? deepMerge(result[key] as Tree, value) : value;
        }
    }
    return result;
}
