import { HttpResponse } from 'msw';
import type { MockDb } from './state';

/** An error the mock answers in the API's envelope. */
export class MockError extends Error {
    constructor(
        public status: number,
        message: string,
        public errors?: Record<string, string>,
    ) {
        super(message);
    }
}

export const ok = (data: unknown = null, message = 'OK') =>
    HttpResponse.json({ status: 'success', data, message });

export const fail = (status: number, message: string, errors?: Record<string, string>) =>
    HttpResponse.json({ status: 'error', data: null, message, ...(errors ? { errors } : {}) }, { status });

export const badRequest = (message: string, errors?: Record<string, string>) =>
    new MockError(400, message, errors);

export const notFound = (message = 'Không tìm thấy dữ liệu') => new MockError(404, message);

export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này') =>
    new MockError(403, message);

/** A record that exists but belongs to another business than the token's, one the caller belongs to. */
export const OTHER_BUSINESS = 'Bản ghi này thuộc một chủ thể khác. Hãy đổi sang chủ thể đó để xem.';

/**
 * The answer for a record of another business than the token's: "switch to it" (403) only to an
 * active member of that business; to anyone else the same 404 as a missing record, so that ids
 * never tell an outsider what exists.
 */
export function notYours(
    db: MockDb,
    userId: number,
    recordBizId: number,
    notFoundMessage: string,
): MockError {
    const member = db.memberships.some(
        (m) => m.userId === userId && m.bizId === recordBizId && m.status === 'active',
    );
    return member ? forbidden(OTHER_BUSINESS) : notFound(notFoundMessage);
}

export const forbiddenResponse = () => fail(403, 'Bạn không có quyền thực hiện thao tác này');
