import { defineFeature } from '../kit';
import { everyone } from '../../providers/roles';

/** A partner application asks a person for access to their business's data (OAuth consent). */
export default defineFeature({
    name: 'oauth',
    resources: {
        authorize: { grant: everyone },
    },
    calls: {},
});
