import { defineFeature } from '../kit';
import { everyone, ownerOnly } from '../../providers/roles';

/**
 * The business itself: created by a signed-in person, then read and edited by its owner; and the
 * invitations a person receives to join one (their own, whatever their role).
 */
export default defineFeature({
    name: 'business',
    resources: {
        business: { grant: ownerOnly },
        // Read through the data provider only (providers/endpoints.ts names its calls).
        'my-invitations': { grant: everyone },
    },
    calls: {
        businessCurrent: ['business', 'show'],
        businessUpdate: ['business', 'edit'],
        uploadBizImages: ['business', 'edit'],
        cloneBizResource: ['business', 'edit'],
    },
});
