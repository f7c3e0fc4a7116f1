import { call, statusOf } from '../../providers/http';
import { errorText, fieldErrorsOf } from '../../kit/errors';
import type {
    Statement,
    StatementActivity,
    StatementInput,
    StatementState,
    UpstreamVerification,
} from '../../domain/statements';
import type { LotKey } from '../lots/lotApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the EU system says of another operator's numbers (statementVerify). */
export interface Verification {
    result: UpstreamVerification;
    statement: {
        activity: StatementActivity;
        hsHeading: string;
        countryOfProduction: string;
        netMassKg: number;
        operatorName: string;
        state: StatementState;
    } | null;
}

/** The declared snapshot against the lots' current origin plots (statementDiff). */
export interface StatementDiff {
    plots: {
        plotId: number;
        code: string;
        declaredVersion: number;
        currentVersion: number;
        fields: string[];
    }[];
    added: { plotId: number; code: string }[];
    removed: { plotId: number; code: string }[];
}

export interface StatementFile {
    name: string;
    text: string;
    sha256: string;
    bytes: number;
}

export interface Numbers {
    referenceNumber: string;
    verificationNumber: string;
}

export const fetchStatement = (id: number | string, signal?: AbortSignal) =>
    call<Statement>('statementDetail', { params: { id }, signal });

export const fetchDiff = (id: number | string, signal?: AbortSignal) =>
    call<StatementDiff>('statementDiff', { params: { id }, signal });

export const fetchFile = (id: number | string, name: string) =>
    call<StatementFile>('statementFile', { params: { id }, query: { name } });

/** The statements that declare one lot (the lot's page). */
export const fetchLotStatements = (lot: LotKey, signal?: AbortSignal) =>
    call<{ rows?: Statement[]; items?: Statement[]; total: number }>('statementList', {
        query: { productId: String(lot.productId), lot: lot.lot, page: 1, limit: 50 },
        signal,
    }).then((page) => page.rows ?? page.items ?? []);

/**
 * Files the statement with the EU system. `call` keeps one Idempotency-Key for this statement's
 * submit until a definite answer comes, so pressing again after a lost answer or a 503 never files
 * it twice (providers/idempotency.ts).
 */
export const submitStatement = (id: number) => call<Statement>('statementSubmit', { params: { id } });

export const amendStatement = (id: number, input: StatementInput) =>
    call<Statement>('statementAmend', { params: { id }, body: input as never });

export const withdrawStatement = (id: number, reason: string) =>
    call<Statement>('statementWithdraw', { params: { id }, body: { reason } });

export const verifyStatement = (numbers: Numbers) => call<Verification>('statementVerify', { body: numbers });

export const retrieveStatement = (numbers: Numbers) =>
    call<Statement>('statementRetrieve', { query: { ...numbers } });

/** Seconds the EU system asks to wait (the Retry-After of a 429, which the answer repeats), when it said. */
export function retryAfterOf(error: unknown): number | null {
    const body = (error as { body?: { retryAfterSeconds?: unknown } } | null)?.body;
    const seconds = Number(body?.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A gap of the pack that stopped a submit (422 `pack_gaps`): which plot or lot, and what it lacks. */
export interface SubmitGap {
    code: string;
    lot: string | null;
    plotId: number | null;
    plotCode: string | null;
}

export function gapsOf(error: unknown): SubmitGap[] {
    const gaps = (error as { body?: { gaps?: unknown } } | null)?.body?.gaps;
    return Array.isArray(gaps) ? (gaps as SubmitGap[]) : [];
}

/** A field of the statement named by the API (`referencedStatements.0.referenceNumber`…) in words. */
export function fieldName(field: string, translate: Translate): string {
    const ref = /^referencedStatements\.(\d+)\.(referenceNumber|verificationNumber)$/.exec(field);
    if (ref) return translate(`xts.statements.ref_field.${ref[2]}`, { index: Number(ref[1]) + 1 });
    return translate(`resources.statements.fields.${field}`, { _: field });
}

/**
 * A write that failed, in words: the EU system busy (429, with how long to wait), out of reach
 * (503: nothing was filed), a field refused (422, naming the field), or the server's own message.
 */
export function writeErrorText(error: unknown, translate: Translate): string {
    const status = statusOf(error);
    if (status === 429) {
        const seconds = retryAfterOf(error);
        return seconds
            ? translate('xts.statements.errors.busy_wait', { seconds })
            : translate('xts.statements.errors.busy');
    }
    if (status === 503) return translate('xts.statements.errors.eu_down');
    const fields = fieldErrorsOf(error);
    if (status === 422 && fields) {
        const named = Object.keys(fields).map((field) => fieldName(field, translate));
        return translate('xts.statements.errors.fields', {
            fields: named.join(', '),
            message: errorText(error, translate),
        });
    }
    if (status === 409)
        return translate('xts.statements.errors.conflict', { message: errorText(error, translate) });
    return errorText(error, translate);
}
