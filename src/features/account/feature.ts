import { defineFeature } from '../kit';
import { everyone, ownerOnly } from '../../providers/roles';

/**
 * The signed-in person's own account: the profile, the ways to sign in, issue reports and the
 * affiliate programmes. Their role in a business does not limit it, but for an affiliate link's
 * confirmation, which binds the business (its owner's). Its calls need only the person's token,
 * the affiliate decisions aside.
 */
export default defineFeature({
    name: 'account',
    resources: {
        profile: { grant: everyone },
        credentials: { grant: everyone },
        affiliate: { grant: ownerOnly },
    },
    calls: {
        affiliateAccept: ['affiliate', 'edit'],
        affiliateReject: ['affiliate', 'edit'],
    },
});
