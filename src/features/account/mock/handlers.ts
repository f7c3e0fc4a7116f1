import { accountHandlers } from './account';
import { credentialHandlers } from './credentials';
import type { FeatureHandlers } from '../../../mocks/state';

/** The account's answers: the profile, affiliate programmes, issue reports and sign-in methods. */
export const handlers: FeatureHandlers = [...accountHandlers, ...credentialHandlers];
