import { getDb } from '../../src/mocks/db';
import type { MockDb } from '../../src/mocks/state';
import { buildSeed } from '../../src/mocks/seed';
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

/** A business of its own (id 99) with one active product, template, shop and location: no dependence on other seeds. */
export function freshDb({
    productName = 'Sản phẩm thử',
    shopName = 'Điểm bán thử',
    gtin = null as string | null,
} = {}): MockDb {
    const db = buildSeed();
    db.businesses.push({ ...db.businesses[0], id: 99, code: 'TEST99', name: 'Chủ thể thử' });
    db.products.push({
        id: 9901,
        bizId: 99,
        code: 'SP',
        name: productName,
        gtin,
        unit: 'gói',
        status: 'active',
    });
    db.stampTemplates.push({
        id: 9901,
        bizId: 99,
        name: 'Mẫu thử',
        kind: 'physical',
        widthMm: 40,
        heightMm: 25,
        status: 'active',
    });
    db.shops.push({ id: 9901, bizId: 99, name: shopName, status: 'active' });
    db.bizLocations.push({ id: 9901, bizId: 99, name: 'Vùng trồng thử', status: 'active' });
    return db;
}
