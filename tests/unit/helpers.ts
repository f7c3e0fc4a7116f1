import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import { setTokens } from '../../src/providers/tokens';

/** Signs a demo persona in, as the SSO round trip would, and returns its tokens. */
export async function signInAs(persona: string, options: { store?: boolean } = {}) {
    const db = getDb();
    const user = db.users.find((u) => u.persona === persona);
    if (!user) throw new Error(`no persona ${persona}`);
    const tokens = await issueTokens(db, user.id, db.defaultBiz[user.id] ?? null);
    if (options.store !== false) setTokens(tokens.accessToken, tokens.refreshToken);
    return { user, ...tokens };
}
