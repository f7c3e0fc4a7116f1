/**
 * The EU Information System as the mock plays it, so that the browser mock and the reference server
 * file, answer and verify alike. By default it accepts a filing (available, with new numbers, at the
 * next read); the QA control POST /__mock/eu sets how it answers its next calls: reject (reasons
 * naming plots by their position in the file), rate_limit (429), slow (the answer waits ~2 s), down
 * (503). A refusal of the system changes nothing on our side: the statement stays as it was.
 */
import { http, HttpResponse } from 'msw';
import { getDb, saveDb } from '../../../mocks/db';
import type { MockDb } from '../../../mocks/state';
import { AMEND_WINDOW_HOURS, type StatementState } from '../../../domain/statements';
import {
    EU_SYSTEM,
    refusal,
    standInOf,
    statementsOf,
    type EuAnswer,
    type EuMode,
    type MockStatement,
} from './model';

const MODES: readonly EuMode[] = ['accept', 'reject', 'rate_limit', 'slow', 'down'];
export const RETRY_AFTER_SECONDS = 30;
const SLOW_MS = 2000;
const HOUR_MS = 3_600_000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';

const randomText = (length: number) =>
    Array.from({ length }, () => ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)]).join('');

/** New numbers in the system's formats (REFERENCE_NUMBER, VERIFICATION_NUMBER). */
export function newNumbers(db: MockDb, country: string, now = Date.now()) {
    const year = String(new Date(now).getUTCFullYear()).slice(-2);
    const prefix = `${year}${/^[A-Z]{2}$/.test(country) ? country : 'VN'}`;
    let referenceNumber = `${prefix}${randomText(10)}`;
    while (statementsOf(db).some((s) => s.referenceNumber === referenceNumber))
        referenceNumber = `${prefix}${randomText(10)}`;
    return { referenceNumber, verificationNumber: randomText(8) };
}

/** The mode of the next call of a kind; filings take every mode, verifications only the failures. */
function takeMode(db: MockDb, kind: 'file' | 'verify'): EuMode {
    const rules = standInOf(db).rules;
    const rule = rules[0];
    if (!rule || (kind === 'verify' && rule.mode !== 'rate_limit' && rule.mode !== 'down')) return 'accept';
    rule.remaining -= 1;
    if (rule.remaining <= 0) rules.shift();
    return rule.mode;
}

/** Answers 429 or 503 (thrown) when the system refuses the call; nothing is filed then. */
function refuseWhenUnavailable(mode: EuMode) {
    if (mode === 'rate_limit')
        throw refusal(
            429,
            `Hệ thống thông tin EU đang giới hạn số yêu cầu: tờ khai chưa được gửi, hãy thử lại sau ${RETRY_AFTER_SECONDS} giây`,
            { code: 'eu_rate_limited', retryAfterSeconds: RETRY_AFTER_SECONDS },
            { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        );
    if (mode === 'down')
        throw refusal(
            503,
            'Hệ thống thông tin EU đang tạm ngừng: tờ khai chưa được gửi, trạng thái giữ nguyên. Hãy thử lại sau.',
            { code: 'eu_unavailable' },
        );
}

/**
 * Sends a statement's snapshot: its answer (decided now, shown from `readyAt`), or a thrown 429 / 503.
 * A rejection names the second plot of the file (the first when there is one), as the system names
 * plots by their position.
 */
export function fileWithEu(
    db: MockDb,
    statement: MockStatement,
    plotCount: number,
    now = Date.now(),
): EuAnswer {
    const mode = takeMode(db, 'file');
    refuseWhenUnavailable(mode);
    if (mode === 'reject') {
        const position = plotCount > 1 ? 1 : plotCount === 1 ? 0 : null;
        return {
            result: 'rejected',
            readyAt: now,
            referenceNumber: null,
            verificationNumber: null,
            reasons: [
                {
                    code: 'geometry_invalid',
                    message: `Thửa ở vị trí ${position === null ? '?' : position + 1} trong tệp GeoJSON: ranh giới không hợp lệ theo quy tắc của hệ thống thông tin EU`,
                    position,
                },
            ],
        };
    }
    const numbers =
        statement.referenceNumber && statement.verificationNumber
            ? { referenceNumber: statement.referenceNumber, verificationNumber: statement.verificationNumber }
            : newNumbers(db, statement.countryOfProduction, now);
    return { result: 'available', readyAt: now + (mode === 'slow' ? SLOW_MS : 0), ...numbers, reasons: [] };
}

/** Verification first asks the system, which may be rate-limited or down (thrown). */
export const askEuToVerify = (db: MockDb) => refuseWhenUnavailable(takeMode(db, 'verify'));

/** Takes the system's answer into a submitted statement once it is in (true when it changed). */
export function settle(statement: MockStatement, now = Date.now()): boolean {
    const answer = statement.euAnswer;
    if (statement.state !== 'submitted' || !answer || answer.readyAt > now) return false;
    const at = new Date(Math.max(answer.readyAt, Date.parse(statement.updatedAt) || 0)).toISOString();
    const plots = statement.snapshot?.plots ?? [];
    statement.state = answer.result;
    statement.euAnswer = null;
    statement.updatedAt = at;
    statement.amendableUntil = statement.submittedAt
        ? new Date(Date.parse(statement.submittedAt) + AMEND_WINDOW_HOURS * HOUR_MS).toISOString()
        : null;
    if (answer.result === 'available') {
        statement.referenceNumber = answer.referenceNumber;
        statement.verificationNumber = answer.verificationNumber;
        statement.rejection = [];
        statement.history.push({ at, by: EU_SYSTEM, event: 'available' });
    } else {
        statement.rejection = answer.reasons.map((reason) => {
            const plot = reason.position === null ? undefined : plots[reason.position];
            return {
                code: reason.code,
                message: reason.message,
                plotId: plot?.plotId ?? null,
                plotCode: plot?.code ?? null,
            };
        });
        statement.history.push({ at, by: EU_SYSTEM, event: 'rejected' });
    }
    return true;
}

export interface Verified {
    result: 'usable' | 'not_usable' | 'not_found';
    statement: {
        activity: MockStatement['activity'];
        hsHeading: string;
        countryOfProduction: string;
        netMassKg: number;
        operatorName: string;
        state: StatementState;
    } | null;
}

/**
 * What the system says of a pair of numbers: every statement it made available, of any business
 * (usable; withdrawn: not usable), and the seeded upstream operators' statements.
 */
export function verifyNumbers(db: MockDb, referenceNumber: string, verificationNumber: string): Verified {
    const own = statementsOf(db).find(
        (s) =>
            s.referenceNumber === referenceNumber &&
            s.verificationNumber === verificationNumber &&
            s.state !== 'recorded',
    );
    if (own) {
        settle(own);
        const known = own.state === 'available' || own.state === 'withdrawn' || own.state === 'submitted';
        if (!known) return { result: 'not_found', statement: null };
        return {
            result: own.state === 'withdrawn' ? 'not_usable' : 'usable',
            statement: {
                activity: own.activity,
                hsHeading: own.hsHeading,
                countryOfProduction: own.countryOfProduction,
                netMassKg: own.netMassKg,
                operatorName: db.businesses.find((b) => b.id === own.bizId)?.name ?? '',
                state: own.state === 'submitted' ? 'available' : own.state,
            },
        };
    }
    const upstream = standInOf(db).upstream.find(
        (u) => u.referenceNumber === referenceNumber && u.verificationNumber === verificationNumber,
    );
    if (!upstream) return { result: 'not_found', statement: null };
    const { referenceNumber: _r, verificationNumber: _v, ...facts } = upstream;
    return { result: upstream.state === 'available' ? 'usable' : 'not_usable', statement: facts };
}

/**
 * The QA control (mock builds and the reference server with --qa only): how the system answers
 * its next `count` calls (default 1; a negative count: until changed); `{ mode: 'accept' }` with no
 * count clears the rules.
 */
export const euControlHandler = http.post('*/__mock/eu', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { mode?: string; count?: number } | null;
    const mode = body?.mode as EuMode;
    if (!MODES.includes(mode))
        return HttpResponse.json({ error: `mode: ${MODES.join(', ')}` }, { status: 400 });
    const db = getDb();
    const standIn = standInOf(db);
    if (mode === 'accept' && body?.count === undefined) standIn.rules = [];
    else {
        const count = body?.count === undefined ? 1 : body.count < 0 ? Number.MAX_SAFE_INTEGER : body.count;
        standIn.rules.push({ mode, remaining: count });
    }
    saveDb();
    return HttpResponse.json({ ok: true, rules: standIn.rules });
});
