import { defineFeature } from '../kit';
import { ALL, READ } from '../../providers/roles';

/**
 * The scan rules: what makes a consumer's scan of a stamp suspicious (scanned before activation or
 * after destruction, too often, far apart, outside the lot's market). Everyone reads them, the owner
 * tunes them; the stamps they flag are listed by src/features/stamps, the trace shows why a scan was
 * flagged. The rules themselves are src/domain/scanRules.ts, which the mock applies too.
 */
export default defineFeature({
    name: 'scans',
    resources: {
        // A page of its own (screens.ts), no CRUD screens.
        'scan-rules': { grant: { owner: ALL, user: READ, observer: READ } },
    },
    calls: {
        scanRules: ['scan-rules', 'show'],
        scanRulesUpdate: ['scan-rules', 'edit'],
    },
});
