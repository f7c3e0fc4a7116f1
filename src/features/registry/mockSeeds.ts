// Written by `npm run features` from the list in src/features/index.ts: do not edit.

import type { FeatureSeed } from '../../mocks/state';
import { seed as network } from '../network/mock/seed';
import { seed as land } from '../land/mock/seed';
import { seed as producers } from '../producers/mock/seed';
import { seed as catalogue } from '../catalogue/mock/seed';
import { seed as statements } from '../statements/mock/seed';

/** Every feature's seeder of the mock's state (mock/seed.ts), by feature: src/mocks/seed/index.ts orders them by what each reads. */
export const seeds: Record<string, FeatureSeed> = {
    network: network,
    land: land,
    producers: producers,
    catalogue: catalogue,
    statements: statements,
};
