import type { components } from '../providers/api-types';

/** Why a lot is recalled: the contract's `RecallReason` (api/components/lots.yaml). */
export type RecallReason = components['schemas']['RecallReason'];

/** Every reason, in the order the recall dialog offers them. */
export const RECALL_REASONS = [
    'safety',
    'quality',
    'contamination',
    'labelling',
    'authority',
    'other',
] as const satisfies readonly RecallReason[];

// A reason the contract adds and this list lacks fails the type check here.
const everyReason: Exclude<RecallReason, (typeof RECALL_REASONS)[number]> extends never ? true : never = true;
void everyReason;
