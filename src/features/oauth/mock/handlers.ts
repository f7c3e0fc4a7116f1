import { oauthHandlers } from './oauth';
import type { FeatureHandlers } from '../../../mocks/state';

/** The consent to a partner application's access, and its token exchange. */
export const handlers: FeatureHandlers = oauthHandlers;
