import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

/** The root of the API contract (OpenAPI 3.1, split over api/paths and api/components). */
export const DOCUMENT_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../api/openapi.yaml');

export type OpenApiDocument = Record<string, any>;

/**
 * The contract as one document: every file of api/ bundled into the root, references between
 * files turned into `#/components/...` references (Redocly's bundler, as `redocly bundle` does).
 */
export async function loadDocument(path = DOCUMENT_PATH): Promise<OpenApiDocument> {
    const config = await createConfig({});
    const { bundle: result, problems } = await bundle({ ref: path, config });
    const broken = problems.filter((problem) => problem.severity === 'error');
    if (broken.length) {
        throw new Error(
            `api/openapi.yaml does not bundle:\n${broken.map((p) => `- ${p.message}`).join('\n')}`,
        );
    }
    return result.parsed as OpenApiDocument;
}
