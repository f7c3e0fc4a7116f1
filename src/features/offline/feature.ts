import { defineFeature } from '../kit';
import { everyone } from '../../providers/roles';

/**
 * Field work without a signal: the outbox of writes made with no connection, kept on the device
 * and sent once the connection returns (docs/outbox.md). It has no calls of its own: its items
 * are the plots', the stamps' and the lots' writes, sent through the call layer with their keys.
 */
export default defineFeature({
    name: 'offline',
    resources: {
        // Every role has its outbox page: each person sees only the items they made in this business.
        outbox: { grant: everyone },
    },
    calls: {},
});
