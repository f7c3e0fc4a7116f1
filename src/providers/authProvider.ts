import type { AuthProvider } from 'react-admin';
import { call } from './http';
import { can, type Action } from './access';
import type { ResourceName } from '../features/resourceNames';
import { getAccessToken, getStoredAccessToken, getStoredRefreshToken, isRefusal } from './tokens';
import { currentRole, getSession, isSessionEndShown, signOut, startSession } from './session';
import { forgetListState } from './listMemory';
import { dropDraftsExcept } from '../kit/draftStore';

export const HOME_PATH = '/home';

export interface SsoLoginParams {
    code: string;
    redirectUri: string;
    /** Calls to start as soon as the tokens are stored, alongside loading the user (one round trip saved). */
    alongside?: () => void;
}

/**
 * react-admin's view of the session. Sign-in is SSO only: `login` exchanges the code the SSO page
 * returned for tokens. Role checks read the one role table (access.ts).
 */
export const authProvider: AuthProvider = {
    async login({ code, redirectUri, alongside }: SsoLoginParams) {
        const data = await call('ssoLogin', {
            body: { code, redirect_uri: redirectUri },
        });
        if (!data?.accessToken || !data?.refreshToken) throw new Error('xts.errors.unexpected_shape');
        await startSession(data.accessToken, data.refreshToken, alongside);
        // Another person signing in on this tab finds nothing of the previous one's drafts.
        const me = getSession().me;
        if (me) dropDraftsExcept(me.id);
        // No redirectTo: useLogin then goes where the caller asked (the page before sign-in).
    },

    async logout() {
        await signOut();
        // An explicit sign-out leaves nothing of the person on this browser: drafts, list searches.
        dropDraftsExcept(null);
        if (typeof localStorage !== 'undefined') forgetListState();
        return HOME_PATH;
    },

    async checkAuth() {
        // A server out of reach refused nothing: the page stays, with the connection banner.
        const token = await getAccessToken().catch((error: unknown) =>
            isRefusal(error) ? null : getStoredAccessToken(),
        );
        if (!token) throw { redirectTo: HOME_PATH, message: false };
    },

    async checkError(error) {
        const status = error?.status;
        // The session has ended and the page is warning about the work it kept: it stays.
        if (status === 401 && isSessionEndShown()) return;
        // http.ts has already refreshed once and tried again: while the session holds (the refresh
        // was not refused), a 401 is this call's failure, shown by the page, not the end of the session.
        if (status === 401 && getStoredRefreshToken()) return;
        if (status === 401) {
            throw { redirectTo: HOME_PATH, message: 'xts.errors.unauthorized' };
        }
        // 403 and everything else: stay signed in, the page shows the error.
    },

    async getIdentity() {
        const { me } = getSession();
        if (!me) throw new Error('not signed in');
        return {
            id: me.id,
            fullName: me.name || me.phone || me.email || String(me.id),
            avatar: me.avatar ?? undefined,
        };
    },

    async getPermissions() {
        return currentRole();
    },

    async canAccess({ action, resource }) {
        return can(currentRole(), resource as ResourceName, action as Action);
    },
};
