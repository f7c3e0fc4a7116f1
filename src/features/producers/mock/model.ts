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

export const producerOf = (db: MockDb, bizId: number, id: unknown) =>
    producersOf(db).find((p) => p.bizId === bizId && p.id === Number(id));

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
