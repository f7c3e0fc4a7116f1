import { businessHandlers } from './business';
import { myInvitationHandlers } from './myInvitations';
import type { FeatureHandlers } from '../../../mocks/state';

/** The business's answers: the business itself and the invitations a person receives. */
export const handlers: FeatureHandlers = [...businessHandlers, ...myInvitationHandlers];
