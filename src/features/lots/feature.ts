import { defineFeature } from '../kit';
import { ALL, READ } from '../../providers/roles';

/**
 * Lots: a product and a lot number, made by activating stamps. Their list, one lot's page with its
 * origin (the plots it comes from, its due diligence statement) and its recall, the recall report,
 * the EPCIS export, and the EUDR pack of one lot or of a shipment of several. Workers read and
 * export them; recalling a lot (it cannot be undone) and setting its origin are the owner's. The
 * stamp activations show and set a lot's origin with this feature's parts (ActivationOrigin,
 * originField) and link to its page (LotLinkButton); the trace links to it too (TraceLotLinks).
 */
export default defineFeature({
    name: 'lots',
    resources: {
        // Pages of their own (screens.ts), no CRUD screens.
        'stamp-lots': { grant: { owner: ALL, user: READ, observer: READ } },
    },
    calls: {
        lotList: ['stamp-lots', 'list'],
        lotDetail: ['stamp-lots', 'show'],
        lotHistory: ['stamp-lots', 'export'],
        lotRecall: ['stamp-lots', 'operate'],
        lotOrigin: ['stamp-lots', 'show'],
        lotOriginUpdate: ['stamp-lots', 'edit'],
        lotDdsUpdate: ['stamp-lots', 'edit'],
    },
    // The stamps' states and operations shown in a lot's tables (stamps); a lot's statements and
    // the way to prepare one from a lot, a shipment or its pack (statements); the recording of the
    // transfer of the producers' data abroad before the pack's downloads (producers).
    wordsFrom: ['stamps', 'statements', 'producers'],
});
