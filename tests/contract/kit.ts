import type { CallName } from '../../src/providers/callTypes';
import { taxCodeCheckDigit } from '../../src/domain/validation';
import { addDays, vietnamToday } from '../../src/domain/dates';

/**
 * What the contract's scenarios are made of (tests/contract/scenarios.ts lists them, each feature's
 * beside it in src/features/<name>/contract.ts). The contract scenarios: for every call of the endpoint table, at least one request the API
 * answers with success and one it answers with an error, in an order where each finds what it needs
 * (records created before they are read, edited or operated on; stamps printed before they are
 * activated, activated before they are sold). Values taken from earlier answers go into `state`.
 * The same table runs against the mock in the unit suite and against any server from the CLI.
 */

export type Persona = 'owner' | 'user' | 'observer' | 'newcomer' | 'locked';

/** A part of a multipart body: text, or a file. */
export type FormValue = string | { file: string; type: string; bytes: Uint8Array };

export interface ScenarioRequest {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    /** A multipart body, field by field (an array sends the field once per value). */
    form?: Record<string, FormValue | FormValue[]>;
    /** Headers of the request beyond the token and the content type (an Idempotency-Key). */
    headers?: Record<string, string>;
}

/** What scenarios remember from earlier answers (ids, codes, tokens). */
export type State = Record<string, any>;

export interface Scenario {
    call: CallName;
    /** What the scenario does, in a few words. */
    title: string;
    /** Whose access token goes with the request (default owner); `none` sends none. */
    as?: Persona | 'none';
    /** A bearer token taken from the state instead (the refresh token, an application's token). */
    token?: (state: State) => string | undefined;
    /** The HTTP status the API must answer. */
    expect: number;
    request?: (state: State) => ScenarioRequest;
    /** Reads what later scenarios need from the answer's `data`. */
    keep?: (data: any, state: State) => void;
    /**
     * The request breaks the contract on purpose (a missing or wrong field): it is not checked
     * against the request schema, the answer must be the error.
     */
    invalid?: boolean;
    /** Why the scenario cannot run yet (its prerequisite was not met); undefined: it runs. */
    needs?: (state: State) => string | undefined;
    /**
     * A QA control of the mock posted first (`POST <api><path>`, e.g. how the EU stand-in answers):
     * a server without it (a real one, or the reference server without --qa) skips the scenario.
     */
    control?: (state: State) => { path: string; body: unknown };
    /** Checks the whole answer (the envelope, an error's `code` or `errors` too); throws what is wrong. */
    inspect?: (answer: any, state: State) => void;
}

/** A 1 × 1 px PNG. */
export const PNG_BYTES = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
);
export const png = (file = 'anh.png'): FormValue => ({ file, type: 'image/png', bytes: PNG_BYTES });
/** An SVG with script, sent as a PNG by name and type: the server reads the bytes. */
export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>';
export const svgAsPng = (file = 'anh.png'): FormValue => ({
    file,
    type: 'image/png',
    bytes: new TextEncoder().encode(SVG),
});
export const SVG_AS_PNG_URL = `data:image/png;base64,${btoa(SVG)}`;
export const text = (file = 'ghichu.txt'): FormValue => ({
    file,
    type: 'text/plain',
    bytes: new TextEncoder().encode('không phải ảnh'),
});

/** An id no record has. */
export const MISSING_ID = 987654321;
/** A business date (Vietnam's calendar, as the server counts "today"), `offset` days from today. */
export const day = (offset = 0) => addDays(vietnamToday(), offset);
/** Digits that differ between runs, so names and codes a server keeps stay unique. */
export const RUN = String(Date.now()).slice(-7);
/** One Idempotency-Key per run, for the print batch sent twice. */
export const BATCH_KEY = `contract-${RUN}-${Math.random().toString(36).slice(2)}`;
/** The business switch's Idempotency-Key, sent again as after a lost answer. */
export const SWITCH_KEY = `contract-switch-${RUN}-${Math.random().toString(36).slice(2)}`;
export const runPhone = (prefix: string) => `09${prefix}${RUN}`.slice(0, 10);
/** A tax code of this run with a right check digit (the 9th digit moves on while a body has none). */
export function runTaxCode() {
    for (let ninth = 0; ; ninth++) {
        const body = `03${RUN}`.slice(0, 8) + String((Number(RUN[6]) + ninth) % 10);
        const check = taxCodeCheckDigit(body);
        if (check !== null) return `${body}${check}`;
    }
}
export const need = (key: string) => (state: State) =>
    state[key] === undefined ? `no ${key} from an earlier answer` : undefined;

/** Demo values of the reference data (the mock's seed; docs/oauth.md). */
export const FIXTURES = {
    province: '68',
    ward: '68002',
    affiliateCode: 'NONGSANVIET2026',
    oauthClient: {
        id: 'so-kho-minh-an',
        secret: 'so-kho-minh-an-demo-secret',
        redirect: 'https://sokho.minhan.example/oauth/callback',
    },
};
export const address = { province: FIXTURES.province, ward: FIXTURES.ward, address: '12 Trần Phú' };

/** Values for the required fields of a diary activity kind (its own field list). */
export function activityValues(kind: any): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of kind?.fields ?? []) {
        if (!field.required) continue;
        values[field.key] =
            field.type === 'number'
                ? Math.max(Number(field.min ?? 0), 1)
                : field.type === 'select'
                  ? field.options?.[0]
                  : 'Ghi chép thử';
    }
    return values;
}

export const listOk = (
    call: CallName,
    title: string,
    keep?: Scenario['keep'],
    query: Record<string, unknown> = { page: 1, limit: 20 },
): Scenario => ({
    call,
    title,
    expect: 200,
    request: () => ({ query }),
    keep,
});
export const noToken = (call: CallName, request?: Scenario['request']): Scenario => ({
    call,
    title: 'without a token',
    as: 'none',
    expect: 401,
    request,
});
export const missing = (call: CallName, body?: unknown): Scenario => ({
    call,
    title: 'a record that does not exist',
    expect: 404,
    request: () => ({ params: { id: MISSING_ID }, ...(body === undefined ? {} : { body }) }),
});
