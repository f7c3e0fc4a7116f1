#!/usr/bin/env node
// npm run api:types: src/providers/api-types.ts, api-requests.ts and api-calls.ts from api/openapi.yaml
// (tests/contract/generate.ts); a unit test fails when the committed files differ.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const vite = await createServer({
    root: ROOT,
    configFile: false,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
});
try {
    const generate = await vite.ssrLoadModule('/tests/contract/generate.ts');
    const { loadDocument } = await vite.ssrLoadModule('/tests/contract/document.ts');
    const document = await loadDocument();
    await writeFile(generate.API_TYPES_PATH, await generate.generateApiTypes(document));
    await writeFile(generate.API_REQUESTS_PATH, await generate.generateApiRequests(document));
    await writeFile(generate.API_CALLS_PATH, await generate.generateApiCalls(document));
    console.log('wrote src/providers/api-types.ts, api-requests.ts and api-calls.ts');
} finally {
    await vite.close();
}
