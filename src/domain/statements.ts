/**
 * Due diligence statements (EUDR, Regulation 2023/1115): what the XTS API files with the EU
 * Information System on a business's behalf, and what it keeps of each. Shared by the console, the
 * mock backend (with its stand-in of the EU system) and the contract; pure TypeScript, no React.
 *
 * The API holds the business's EU credentials; the console never sees them. A statement is prepared
 * (draft), submitted, then made available or rejected by the EU system; an available one may be
 * amended within AMEND_WINDOW_HOURS of its submission, or withdrawn while the system allows. A
 * statement filed elsewhere is recorded by its numbers. Submitting or recording freezes the pack it
 * declares (snapshot): later plot edits make new plot versions and never change it.
 */

/** The EU system's reference number: year (2 digits), country (2 letters), 10 letters or digits. */
export const REFERENCE_NUMBER = /^\d{2}[A-Z]{2}[A-Z0-9]{10}$/;
/** The EU system's verification number: 8 letters or digits. */
export const VERIFICATION_NUMBER = /^[A-Z0-9]{8}$/;
/** HS heading of the product (Annex I of the EUDR), 4 or 6 digits. */
export const HS_HEADING = /^\d{4}(\d{2})?$/;

/** An available statement can be amended this long after its submission. */
export const AMEND_WINDOW_HOURS = 72;

/** The EU system's limits of one statement (a shipment over any of them is split). */
export const STATEMENT_LIMITS = {
    /** Geolocation of one statement, as UTF-8 GeoJSON bytes. */
    geolocationBytes: 25_000_000,
    /** Producers of one commodity in one statement. */
    producersPerCommodity: 1_000,
    /** Producers in one statement, all commodities. */
    producers: 10_000,
} as const;

export type StatementActivity = 'export' | 'import' | 'domestic';

export type StatementState =
    /** Prepared in the console (a user may prepare; an owner submits). */
    | 'draft'
    /** Sent to the EU system, its answer not in yet. */
    | 'submitted'
    /** Accepted: it has a reference and a verification number. */
    | 'available'
    /** Refused by the EU system, with its reasons. */
    | 'rejected'
    /** Withdrawn by the business. */
    | 'withdrawn'
    /** Filed elsewhere; only its numbers were typed in. */
    | 'recorded';

export type StatementEvent =
    'prepared' | 'submitted' | 'available' | 'rejected' | 'amended' | 'withdrawn' | 'recorded';

/** One reason of a rejection; a plot's when the EU system names one (by its position in the file). */
export interface StatementRejection {
    code: string;
    message: string;
    plotId: number | null;
    plotCode: string | null;
}

/** A statement of another operator that this one references (traders buying from operators). */
export interface ReferencedStatement {
    referenceNumber: string;
    verificationNumber: string;
}

export interface SnapshotFile {
    name: string;
    /** Lower-case hex SHA-256 of the file's UTF-8 bytes. */
    sha256: string;
    bytes: number;
    features: number;
}

/** The pack as declared: its files (with their hashes) and the plot versions it was made of. */
export interface StatementSnapshot {
    takenAt: string;
    files: SnapshotFile[];
    summary: SnapshotFile;
    plots: { plotId: number; code: string; version: number }[];
}

export interface StatementInput {
    activity: StatementActivity;
    hsHeading: string;
    description: string;
    netMassKg: number;
    supplementaryUnits: { unit: string; quantity: number } | null;
    countryOfProduction: string;
    /** The lots whose origin plots it declares. */
    lots: { productId: number; lot: string }[];
    /** Which part of a shipment split by STATEMENT_LIMITS (1-based), or null when not split. */
    part: { index: number; of: number } | null;
    referencedStatements: ReferencedStatement[];
}

export interface Statement extends StatementInput {
    id: number;
    /** The business's own reference, e.g. "XTS-2026-0007". */
    internalReference: string;
    state: StatementState;
    referenceNumber: string | null;
    verificationNumber: string | null;
    rejection: StatementRejection[];
    snapshot: StatementSnapshot | null;
    submittedAt: string | null;
    /** Until when an amendment is accepted (submittedAt + AMEND_WINDOW_HOURS), when available. */
    amendableUntil: string | null;
    history: { at: string; by: string; event: StatementEvent; note?: string }[];
    createdAt: string;
    updatedAt: string;
}

/** What verifying another operator's numbers answers. */
export type UpstreamVerification = 'usable' | 'not_usable' | 'not_found';

/** Which field of a statement's input breaks which format (the error names the field). */
export function statementFieldErrors(input: Partial<StatementInput>): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!input.activity || !['export', 'import', 'domestic'].includes(input.activity))
        errors.activity = 'activity';
    if (!input.hsHeading || !HS_HEADING.test(input.hsHeading)) errors.hsHeading = 'hs_heading';
    if (!input.description?.trim()) errors.description = 'required';
    if (typeof input.netMassKg !== 'number' || !(input.netMassKg > 0)) errors.netMassKg = 'net_mass';
    if (!input.countryOfProduction || !/^[A-Z]{2}$/.test(input.countryOfProduction))
        errors.countryOfProduction = 'country';
    (input.referencedStatements ?? []).forEach((ref, i) => {
        if (!REFERENCE_NUMBER.test(ref.referenceNumber))
            errors[`referencedStatements.${i}.referenceNumber`] = 'reference_number';
        if (!VERIFICATION_NUMBER.test(ref.verificationNumber))
            errors[`referencedStatements.${i}.verificationNumber`] = 'verification_number';
    });
    return errors;
}
