#!/usr/bin/env node
// npm run features: writes the feature registries (src/features/registry/) from the list in
// src/features/index.ts (scripts/lib/features.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { REGISTRY, featureRegistries } from './lib/features.mjs';

mkdirSync(REGISTRY, { recursive: true });
for (const [path, text] of Object.entries(await featureRegistries())) {
    writeFileSync(path, text);
    console.log(`wrote ${relative(process.cwd(), path)}`);
}
