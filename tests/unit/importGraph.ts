import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The source file a relative import names (a file, or a folder's index), or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}
