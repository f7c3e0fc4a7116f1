/**
 * Consents in the mock's state, without the routes: what the lots' origins (src/mocks/plots/origins.ts),
 * the register's presenter and seed, and the transfer register read of them. It imports nothing that
 * reaches the mock's state module, which seeds through it.
 */
import type { MockDb } from '../../../mocks/state';
import type { Plot } from '../../../domain/geo/types';
import { CONSENT_PURPOSES, type Consent, type ConsentPurpose } from '../../../domain/producers';

export interface MockConsent extends Consent {
    bizId: number;
    withdrawReason: string | null;
}

declare module '../../../mocks/state' {
    interface MockDb {
        consents?: MockConsent[];
    }
}

/** The producers' collection as the register keeps it (./seed.ts): what consents need of it. */
export interface ProducerRow {
    id: number;
    bizId: number;
    name: string;
    /** Its personal data deleted at its request (./rights.ts): no new consent is recorded. */
    anonymised?: boolean;
}

export const consentsOf = (db: MockDb) => (db.consents ??= []);
export const producersOf = (db: MockDb) =>
    ((db as unknown as { producers?: ProducerRow[] }).producers ?? []) as ProducerRow[];

/** A producer's name as the register keeps it. */
export const producerNameOf = (db: MockDb, id: number): string | undefined =>
    producersOf(db).find((p) => p.id === id)?.name;

const isCurrent = (c: MockConsent) => !c.withdrawnAt;

/** The consents in force of one producer, newest first. */
const currentOf = (db: MockDb, producerId: number) =>
    consentsOf(db)
        .filter((c) => c.producerId === producerId && isCurrent(c))
        .sort((a, b) => b.givenAt.localeCompare(a.givenAt) || b.id - a.id);

/** The purposes a producer consents to now, in the order of CONSENT_PURPOSES. */
export function consentedPurposes(db: MockDb, producerId: number | null | undefined): ConsentPurpose[] {
    if (producerId === null || producerId === undefined) return [];
    const given = new Set(currentOf(db, producerId).flatMap((c) => c.purposes));
    return CONSENT_PURPOSES.filter((p) => given.has(p));
}

/** The newest consent in force for a transfer abroad, which a transfer is recorded under. */
export const abroadConsentOf = (db: MockDb, producerId: number): MockConsent | undefined =>
    currentOf(db, producerId).find((c) => c.purposes.includes('abroad'));

export function presentConsent(consent: MockConsent): Consent {
    const { bizId: _biz, withdrawReason: _reason, ...rest } = consent;
    return { ...rest, purposes: [...rest.purposes] };
}

/** A consent as the rules of ./consents.ts let it in. */
export type ConsentInput = Pick<Consent, 'purposes' | 'method' | 'evidenceUrl' | 'witness' | 'givenAt'>;

export function createConsent(
    db: MockDb,
    bizId: number,
    producerId: number,
    input: ConsentInput,
    by: string,
) {
    const consents = consentsOf(db);
    db.seq.consents = Math.max(db.seq.consents ?? 0, ...consents.map((c) => c.id)) + 1;
    const consent: MockConsent = {
        id: db.seq.consents,
        bizId,
        producerId,
        ...input,
        recordedBy: by,
        withdrawnAt: null,
        withdrawnBy: null,
        withdrawReason: null,
    };
    consents.push(consent);
    return consent;
}

/**
 * A plot of a lot's origin with the purposes its producer consents to now, which the EUDR pack reads
 * (src/domain/geo/packConsent.ts). A plot not linked to a producer is left as it is.
 */
export function withConsent<P extends Plot>(db: MockDb, plot: P): P {
    const { producerId } = plot as P & { producerId?: number | null };
    return typeof producerId === 'number'
        ? { ...plot, producerConsented: consentedPurposes(db, producerId) }
        : plot;
}

/**
 * The demo households' consents (after the register's seed): each consents to every purpose, half
 * before a named witness, half in the app, so that the demo's lots can be packed and filed.
 */
export function seedConsents(db: MockDb, now: number) {
    const given = new Date(now - 25 * 86_400_000).toISOString();
    for (const [i, producer] of producersOf(db).entries()) {
        if (consentsOf(db).some((c) => c.producerId === producer.id)) continue;
        const verbal = i % 2 === 0;
        createConsent(
            db,
            producer.bizId,
            producer.id,
            {
                purposes: [...CONSENT_PURPOSES],
                method: verbal ? 'verbal' : 'app',
                evidenceUrl: null,
                witness: verbal ? 'Trưởng thôn Phạm Văn Bình' : null,
                givenAt: given,
            },
            'Nguyễn Văn An',
        );
    }
}
