import type { FeatureSeed } from '../../../mocks/state';
import { isoDaysAgo } from '../../../mocks/seed/core';
import { migratePlotProducers } from './migration';
import { seedConsents } from './consentStore';

/**
 * The register starts from the land's demo plots (seeded before it), as a stored state of an older
 * version does (src/mocks/schema.ts): each household typed on them becomes one producer.
 */
export const seed: FeatureSeed = {
    after: ['land'],
    run(db, now) {
        db.producers ??= [];
        db.producerAudit ??= [];
        db.seq = { ...db.seq, producers: db.seq.producers ?? 0 };
        migratePlotProducers(db, isoDaysAgo(30, now));
        seedConsents(db, now);
    },
};
