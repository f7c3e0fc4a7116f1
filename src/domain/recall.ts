/** Why a lot is recalled (the contract's `RecallReason`), in the order the recall dialog offers them. */
export type RecallReason = 'safety' | 'quality' | 'contamination' | 'labelling' | 'authority' | 'other';
export const RECALL_REASONS: RecallReason[] = [
    'safety',
    'quality',
    'contamination',
    'labelling',
    'authority',
    'other',
];
