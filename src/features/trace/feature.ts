import { defineFeature } from '../kit';
import { readForAll } from '../../providers/roles';

/**
 * The trace: what a scanned, pasted or typed stamp code says about its product, its lot, its
 * journey from printing on and its consumers' scans (the suspicious ones with the rule they break),
 * and what the consumer sees. Every role reads it. It links to the lot's page (src/features/lots).
 */
export default defineFeature({
    name: 'trace',
    resources: {
        // A page of its own (screens.ts), no CRUD screens.
        trace: { grant: readForAll },
    },
    calls: { trace: ['trace', 'list'] },
    // The lot's links and history (lots), the scans' details and rules (scans), the product's
    // certifications (catalogue), the stamp's states and the scan dialog (stamps).
    wordsFrom: ['lots', 'scans', 'catalogue', 'stamps'],
});
