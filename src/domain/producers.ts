/**
 * Producers (hộ sản xuất): the households and farms whose plots a business declares, as people
 * under Vietnam's Law on Personal Data Protection (Law 91/2025/QH15, Decree 356/2025/ND-CP).
 * Shared by the console, the mock backend and the contract; pure TypeScript, no React.
 *
 * A plot links to one producer (`producerId`) instead of repeating a name. Their ID number (CCCD)
 * and phone are personal data shown whole only where needed (maskedIdNumber, maskedPhone); consent
 * says for which purposes their data may be used; every transfer of their data abroad is recorded.
 */

/** What a producer's data may be used for, each consented to (or not) on its own. */
export const CONSENT_PURPOSES = ['traceability', 'buyers', 'abroad'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent was obtained. */
export type ConsentMethod = 'paper' | 'verbal' | 'app';

export interface Consent {
    id: number;
    producerId: number;
    purposes: ConsentPurpose[];
    method: ConsentMethod;
    /** A photo of the signed paper form (method paper): an uploaded file's address. */
    evidenceUrl: string | null;
    /** The witness of a verbal consent. */
    witness: string | null;
    givenAt: string;
    recordedBy: string;
    withdrawnAt: string | null;
    withdrawnBy: string | null;
    /** When the household's personal data were deleted: withdrawn, its photo and witness removed. */
    erasedAt?: string | null;
}

export interface ProducerInput {
    name: string;
    /** 12-digit personal ID (CCCD), optional. */
    idNumber?: string | null;
    phone?: string | null;
    /** The commune or ward (post-2025 administrative unit) code and its province's. */
    provinceCode?: string | null;
    wardCode?: string | null;
}

export interface Producer {
    id: number;
    name: string;
    /** Whole only for owners on the producer's own page; otherwise masked (maskedIdNumber) or null. */
    idNumber: string | null;
    phone: string | null;
    provinceCode: string | null;
    wardCode: string | null;
    plots: number;
    /** The purposes consented to now (withdrawn consents left out). */
    consented: ConsentPurpose[];
    /** Anonymised at the household's request: the name is replaced, ID number and phone removed. */
    anonymised: boolean;
    createdAt: string;
    updatedAt: string;
}

/** One transfer of producers' data out of Vietnam (an EUDR pack downloaded, a statement filed). */
export interface Transfer {
    id: number;
    at: string;
    by: string;
    kind: 'pack_download' | 'statement_filed';
    /** Whom to: the buyer named when downloading, or the EU Information System. */
    recipient: string;
    producerIds: number[];
    /** The consent each producer's data left under. */
    consentIds: number[];
    lots: { productId: number; lot: string }[];
    statementId: number | null;
}

/** An ID number as most people see it: the last 4 digits. */
export const maskedIdNumber = (idNumber: string | null | undefined): string | null =>
    idNumber ? `${'•'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}` : null;

/** A phone as most people see it: the last 3 digits. */
export const maskedPhone = (phone: string | null | undefined): string | null => {
    if (!phone) return null;
    const digits = phone.replace(/\D/g, '');
    return `${'•'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
};

/**
 * A name compared for matching: lower case, no diacritics (đ as d), spaces collapsed. Two names
 * equal this way in the same commune are proposed as the same household, never merged silently.
 */
export const nameKey = (name: string): string =>
    name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim();

/** A phone compared for matching: its digits, a leading +84 read as 0. */
export const phoneKey = (phone: string | null | undefined): string => {
    const digits = (phone ?? '').replace(/\D/g, '');
    return digits.startsWith('84') && digits.length > 10 ? `0${digits.slice(2)}` : digits;
};

/** What matching reads of a producer. */
export interface MatchCandidate {
    id: number;
    name: string;
    idNumber: string | null;
    phone: string | null;
    wardCode: string | null;
}

export interface MatchQuery {
    name: string;
    idNumber?: string | null;
    phone?: string | null;
    wardCode?: string | null;
}

/** Two households whose ID numbers are both known and differ are never the same one. */
const differentIds = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a !== b;

/**
 * Which known producers a typed household may be: `exact` the one with the same ID number, else the
 * one with the same phone (unless their ID numbers differ); `proposed` those with the same name key in
 * the same commune, for a person to confirm. Nothing here links or merges anyone.
 */
export function matchProducers<P extends MatchCandidate>(
    producers: readonly P[],
    query: MatchQuery,
): { exact: P | null; proposed: P[] } {
    const idNumber = query.idNumber?.trim() || null;
    const phone = phoneKey(query.phone);
    const exact =
        (idNumber && producers.find((p) => p.idNumber === idNumber)) ||
        (phone &&
            producers.find((p) => phoneKey(p.phone) === phone && !differentIds(p.idNumber, idNumber))) ||
        null;
    const key = nameKey(query.name);
    const ward = query.wardCode || null;
    const proposed = exact
        ? []
        : producers.filter(
              (p) =>
                  !!key &&
                  nameKey(p.name) === key &&
                  (p.wardCode || null) === ward &&
                  !differentIds(p.idNumber, idNumber),
          );
    return { exact, proposed };
}
