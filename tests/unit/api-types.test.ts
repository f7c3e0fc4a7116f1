import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../contract/document';
import {
    API_CALLS_PATH,
    API_REQUESTS_PATH,
    API_TYPES_PATH,
    generateApiCalls,
    generateApiRequests,
    generateApiTypes,
} from '../contract/generate';

describe('types generated from the API contract', () => {
    it('src/providers/api-types.ts, api-requests.ts and api-calls.ts are what `npm run api:types` writes from api/openapi.yaml', async () => {
        const document = await loadDocument();
        // Compared line by line so a difference names the line.
        expect(readFileSync(API_TYPES_PATH, 'utf8').split('\n'), 'run `npm run api:types`').toEqual(
            (await generateApiTypes(document)).split('\n'),
        );
        expect(readFileSync(API_REQUESTS_PATH, 'utf8').split('\n'), 'run `npm run api:types`').toEqual(
            (await generateApiRequests(document)).split('\n'),
        );
        expect(readFileSync(API_CALLS_PATH, 'utf8').split('\n'), 'run `npm run api:types`').toEqual(
            (await generateApiCalls(document)).split('\n'),
        );
    });
});
