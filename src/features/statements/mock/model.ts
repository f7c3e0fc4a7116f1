/**
 * Statements in the mock's state, the EU Information System stand-in's own state beside them, and
 * the answers they share: refusals carrying more than field errors (a code, the pack's gaps,
 * Retry-After) and the Vietnamese words of the field rules.
 */
import { HttpResponse } from 'msw';
import type { MockDb } from '../../../mocks/state';
import type { Statement, StatementRejection } from '../../../domain/statements';
import type { UpstreamStatement } from '../upstream';

/** What the stand-in decided of a filing; it shows once `readyAt` has passed (statement.ts settles it). */
export interface EuAnswer {
    result: 'available' | 'rejected';
    readyAt: number;
    referenceNumber: string | null;
    verificationNumber: string | null;
    /** Reasons naming plots by their position in the file (0-based), mapped to plots when settled. */
    reasons: { code: string; message: string; position: number | null }[];
}

export interface MockStatement extends Statement {
    bizId: number;
    /** The frozen files' text by name (the snapshot's hashes are of these). */
    texts: Record<string, string>;
    /** The stand-in's answer to the last filing, until it is settled. */
    euAnswer: EuAnswer | null;
}

export type EuMode = 'accept' | 'reject' | 'rate_limit' | 'slow' | 'down';

export interface EuStandIn {
    /** Modes set by the QA control, each for its remaining calls, oldest first. */
    rules: { mode: EuMode; remaining: number }[];
    upstream: UpstreamStatement[];
}

declare module '../../../mocks/state' {
    interface MockDb {
        statements?: MockStatement[];
        euStandIn?: EuStandIn;
    }
}

export const statementsOf = (db: MockDb) => (db.statements ??= []);
export const standInOf = (db: MockDb) => (db.euStandIn ??= { rules: [], upstream: [] });

/** Who the EU system's own events are by. */
export const EU_SYSTEM = 'Hệ thống thông tin EU';
export const NOT_FOUND = 'Không tìm thấy tờ khai';

/** A refusal answered as it is (the route's MockError carries field errors only). */
export class Refusal extends Error {
    constructor(public response: Response) {
        super('refused');
    }
}

export const refusal = (
    status: number,
    message: string,
    extra: { code?: string; errors?: Record<string, string>; [key: string]: unknown } = {},
    headers: Record<string, string> = {},
) => new Refusal(HttpResponse.json({ status: 'error', data: null, message, ...extra }, { status, headers }));

/** 422 naming each field that broke its rule, in Vietnamese. */
export const invalid = (errors: Record<string, string>) =>
    refusal(422, 'Tờ khai chưa hợp lệ, vui lòng kiểm tra các trường báo lỗi', {
        code: 'invalid',
        errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, FIELD_WORDS[v] ?? v])),
    });

export const conflict = (code: 'invalid_state' | 'amend_window_closed', message: string) =>
    refusal(409, message, { code });

/** The rules' codes (statementFieldErrors and the mock's own) as the server's Vietnamese sentences. */
const FIELD_WORDS: Record<string, string> = {
    activity: 'Chọn hoạt động: xuất khẩu, nhập khẩu hoặc trong nước',
    hs_heading: 'Mã HS gồm 4 hoặc 6 chữ số',
    required: 'Không được để trống',
    net_mass: 'Khối lượng tịnh phải là một số lớn hơn 0 (kg)',
    country: 'Mã nước sản xuất gồm 2 chữ cái in hoa (ví dụ VN)',
    reference_number:
        'Số tham chiếu gồm 2 chữ số năm, 2 chữ cái mã nước và 10 chữ cái in hoa hoặc chữ số (ví dụ 26VNA1B2C3D4E5)',
    verification_number: 'Mã xác minh gồm 8 chữ cái in hoa hoặc chữ số',
    lots: 'Chọn ít nhất một lô',
    lot: 'Lô này chưa được kích hoạt trong chủ thể',
    lot_twice: 'Lô này đã có trong tờ khai',
    supplementary: 'Đơn vị bổ sung cần tên đơn vị và số lượng lớn hơn 0',
    part: 'Phần phải là số từ 1 đến tổng số phần',
    too_long: 'Nội dung quá dài',
};

/** The statement as the API answers it (without the mock's own fields). */
export function presentStatement(statement: MockStatement): Statement {
    const { bizId: _biz, texts: _texts, euAnswer: _answer, ...rest } = statement;
    return structuredClone(rest);
}

export type { StatementRejection };
