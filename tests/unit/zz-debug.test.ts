import { it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { issueTokens } from '../../src/mocks/session';
import { loadContract } from '../contract/contract';
import { formatOutcomes, runScenarios } from '../contract/runner';
const API = 'http://localhost';
it('debug', async () => {
    const contract = await loadContract();
    const outcomes = await runScenarios(contract, {
        api: API, callback: `${API}/sso/callback`,
        async tokens(persona) { const db = getDb(); const user = db.users.find((u) => u.persona === persona); return user ? issueTokens(db, user.id, db.defaultBiz[user.id] ?? null) : null; },
        async ssoCode(persona, redirectUri) {
            const r = await fetch(`${API}/__mock/sso/authorize`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ persona, state: 'c', redirect_uri: redirectUri }) });
            const { redirect } = (await r.json()) as any; return redirect ? new URL(redirect).searchParams.get('code') : null;
        },
    });
    const bad = outcomes.filter((o) => o.skipped || o.got !== o.expected || o.errors.some((e) => !/no operation/.test(e)));
    console.log(formatOutcomes(bad));
}, 120000);
