import { createRequire } from 'node:module';
import type TypeScript from 'typescript';

/**
 * TypeScript's compiler API for the checks that read the sources and for openapi-typescript;
 * vitest.config.ts sends their `import ts from 'typescript'` here. Required, not imported: Node
 * scans a CommonJS package that is imported for the names it exports, and TypeScript's is one 9 MB
 * file (about a second per worker).
 */
export default createRequire(import.meta.url)('typescript') as typeof TypeScript;
