/**
 * Producers in the mock's state (src/domain/producers.ts): the register of each business, what the
 * console is answered of each one by role, and the audit of merges.
 */
import type { MockDb } from '../../../mocks/state';
import type { Producer } from '../../../domain/producers';
import { maskedIdNumber, maskedPhone } from '../../../domain/producers';
import { Role } from '../../../providers/roles';
import { consentedPurposes } from './consentStore';

export interface MockProducer {
    id: number;
    bizId: number;
    name: string;
    idNumber: string | null;
    phone: string | null;
    provinceCode: string | null;
    wardCode: string | null;
    anonymised: boolean;
    createdAt: string;
    updatedAt: string;
    [key: string]: unknown;
}

/** Who merged which producer into which, when and why (the owner answers for it). */
export interface MockProducerAudit {
    id: number;
    bizId: number;
    at: string;
    by: string;
    action: 'merge';
    keepId: number;
    mergeId: number;
    mergedName: string;
    reason: string;
}

declare module '../../../mocks/state' {
    interface MockDb {
        producers?: MockProducer[];
        producerAudit?: MockProducerAudit[];
    }
}

export const producersOf = (db: MockDb) => (db.producers ??= []);
export const producerAuditOf = (db: MockDb) => (db.producerAudit ??= []);

/** Where each producer sits in its list: a plot list of ten thousand names each plot's producer. */
const positions = new WeakMap<MockProducer[], { length: number; index: Map<number, number> }>();

export function producerOf(db: MockDb, bizId: number, id: unknown): MockProducer | undefined {
    if (id === null || id === undefined || id === '') return undefined;
    const wanted = Number(id);
    const list = producersOf(db);
    let known = positions.get(list);
    // Read again once producers were added or removed; a position is checked on each use.
    if (!known || known.length !== list.length) {
        known = { length: list.length, index: new Map(list.map((p, i) => [p.id, i])) };
        positions.set(list, known);
    }
    const found = list[known.index.get(wanted) ?? -1];
    if (found && found.id === wanted && found.bizId === bizId) return found;
    return list.find((p) => p.bizId === bizId && p.id === wanted);
}

/**
 * How much of a producer's ID number and phone a role receives: `whole` only for an owner on the
 * producer's own page, `masked` for owners and users elsewhere, `none` for observers (and anyone
 * the server cannot place), who are never sent them.
 */
export type Reveal = 'whole' | 'masked' | 'none';

export const revealFor = (role: number | null | undefined, ownPage = false): Reveal =>
    role === Role.owner ? (ownPage ? 'whole' : 'masked') : role === Role.user ? 'masked' : 'none';

export const revealIdNumber = (idNumber: string | null, reveal: Reveal) =>
    reveal === 'whole' ? idNumber : reveal === 'masked' ? maskedIdNumber(idNumber) : null;

export const revealPhone = (phone: string | null, reveal: Reveal) =>
    reveal === 'whole' ? phone : reveal === 'masked' ? maskedPhone(phone) : null;

/** The plots of a business linked to each producer, counted once. */
export const plotCounts = (db: MockDb, bizId: number) => {
    const counts = new Map<number, number>();
    for (const plot of db.plots ?? [])
        if (plot.bizId === bizId && typeof plot.producerId === 'number')
            counts.set(plot.producerId, (counts.get(plot.producerId) ?? 0) + 1);
    return counts;
};

/** A producer as the API answers it to a role. */
export function presentProducer(
    db: MockDb,
    producer: MockProducer,
    reveal: Reveal,
    counts: Map<number, number> = plotCounts(db, producer.bizId),
): Producer {
    return {
        id: producer.id,
        name: producer.name,
        idNumber: revealIdNumber(producer.idNumber, reveal),
        phone: revealPhone(producer.phone, reveal),
        provinceCode: producer.provinceCode,
        wardCode: producer.wardCode,
        plots: counts.get(producer.id) ?? 0,
        consented: consentedPurposes(db, producer.id),
        anonymised: producer.anonymised,
        createdAt: producer.createdAt,
        updatedAt: producer.updatedAt,
    };
}
