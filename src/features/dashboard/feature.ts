import { defineFeature } from '../kit';
import { readForAll } from '../../providers/roles';

/**
 * The dashboard, the console's home: the business's figures (records, stamps by state, activity,
 * consumer scans and the suspicious ones, traceability readiness), its latest stamp operations and
 * invitations, and shortcuts. Every role reads it; each widget shows what the role may open. Its data
 * is asked for alongside sign-in when sign-in lands on it (early.ts, from the SSO return page).
 */
export default defineFeature({
    name: 'dashboard',
    resources: {
        // Pages of their own (screens.ts), no CRUD screens.
        dashboard: { grant: readForAll },
    },
    calls: { dashboard: ['dashboard', 'list'] },
});
