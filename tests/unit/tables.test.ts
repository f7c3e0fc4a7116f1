import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './sources';

/*
 * A table of the console's own pages is a ScrollTable (src/kit/ScrollTable.tsx): on a
 * phone it scrolls in its own box, says so, and keeps its words whole. Lists use react-admin's
 * DataTable (FieldTable), which shows cards on a phone.
 */
describe("MUI's Table", () => {
    it('is used through ScrollTable only', () => {
        const users = sourceFiles()
            .filter((file) => /\.tsx$/.test(file) && !file.endsWith('ScrollTable.tsx'))
            .filter((file) =>
                /import\s*\{[^}]*\bTable\b[^}]*\}\s*from\s*'@mui\/material'|from '@mui\/material\/Table'/.test(
                    readFileSync(file, 'utf8'),
                ),
            )
            .map((file) => relative(SRC, file));
        expect(users).toEqual([]);
    });
});
