/**
 * The access log of producers' personal data (Law 91/2025/QH15): who viewed a producer's page or
 * exported their data, with which role, when and which producers. The server writes it as it
 * answers; the owner reads it, and a household's export holds the entries about it.
 */
import type { MockDb } from '../../../mocks/state';
import { paginate, route, type Ctx } from '../../../mocks/kit';
import { roleName, type RoleName } from '../../../providers/roles';
import { producersOf } from './model';

export type AccessAction = 'view' | 'export_json' | 'export_print' | 'export_csv' | 'erase';

export interface MockAccessEntry {
    id: number;
    bizId: number;
    at: string;
    userId: number;
    by: string;
    role: RoleName;
    action: AccessAction;
    producerIds: number[];
}

export interface AccessEntry {
    id: number;
    at: string;
    by: string;
    role: RoleName;
    action: AccessAction;
    producers: { id: number; name: string }[];
}

declare module '../../../mocks/state' {
    interface MockDb {
        accessLog?: MockAccessEntry[];
    }
}

export const accessLogOf = (db: MockDb) => (db.accessLog ??= []);

/** A page read again and again (a refresh, a tab brought back) is one view a minute. */
const SAME_VIEW_MS = 60_000;

/** Writes one entry for the caller; a view the same person made of the same producer within a minute is not repeated. */
export function logAccess(ctx: Ctx, action: AccessAction, producerIds: number[], now = Date.now()) {
    const log = accessLogOf(ctx.db);
    const { user } = ctx.session;
    const bizId = ctx.session.biz!.id;
    if (action === 'view') {
        const recent = log.findLast(
            (e) =>
                e.bizId === bizId &&
                e.userId === user.id &&
                e.action === 'view' &&
                e.producerIds.length === 1 &&
                e.producerIds[0] === producerIds[0],
        );
        if (recent && now - Date.parse(recent.at) < SAME_VIEW_MS) return recent;
    }
    ctx.db.seq.accessLog = Math.max(ctx.db.seq.accessLog ?? 0, ...log.map((e) => e.id)) + 1;
    const entry: MockAccessEntry = {
        id: ctx.db.seq.accessLog,
        bizId,
        at: new Date(now).toISOString(),
        userId: user.id,
        by: user.name?.trim() || user.email || user.phone,
        role: roleName(ctx.session.role) ?? 'observer',
        action,
        producerIds: [...producerIds],
    };
    log.push(entry);
    return entry;
}

/** An entry as the owner reads it: the producers by their name now (an erased one by its new name). */
export function presentEntry(db: MockDb, entry: MockAccessEntry): AccessEntry {
    const names = new Map(producersOf(db).map((p) => [p.id, p.name]));
    return {
        id: entry.id,
        at: entry.at,
        by: entry.by,
        role: entry.role,
        action: entry.action,
        producers: entry.producerIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    };
}

/** The entries of a business about one producer (or all), newest first. */
export const entriesOf = (db: MockDb, bizId: number, producerId?: number) =>
    accessLogOf(db)
        .filter((e) => e.bizId === bizId && (producerId === undefined || e.producerIds.includes(producerId)))
        .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

export const accessLogHandlers = [
    route('producerAccessLog', (ctx) => {
        const raw = ctx.query.get('producerId');
        const producerId = raw ? Number(raw) : undefined;
        const rows = entriesOf(ctx.db, ctx.session.biz!.id, producerId);
        const query = new URLSearchParams(ctx.query);
        query.delete('producerId');
        const page = paginate(rows, query, { dateField: 'at' });
        return { ...page, items: page.items.map((e) => presentEntry(ctx.db, e)) };
    }),
];
