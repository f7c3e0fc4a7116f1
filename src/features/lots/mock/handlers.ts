import type { FeatureHandlers } from '../../../mocks/state';
import { lotHandlers } from './lots';
import { lotOriginHandlers } from './origins';

/**
 * The lots' calls: the list, a lot, its history and its recall (./lots.ts), its origin and due
 * diligence statement (./origins.ts). The lots themselves are the stamp machine's
 * (src/mocks/ledger/lots.ts: the activations make them), their origins src/mocks/plots/origins.ts's,
 * seeded after the stamps (src/mocks/seed/origins.ts).
 */
export const handlers: FeatureHandlers = [...lotHandlers, ...lotOriginHandlers];
