/**
 * A new statement record (a draft, or one recorded by its numbers) and its amendment window. Pure:
 * the seed makes the demo statements with it.
 */
import type { MockDb } from '../../../mocks/state';
import { nextIdIn } from '../../../mocks/ids';
import { AMEND_WINDOW_HOURS, type StatementEvent, type StatementInput } from '../../../domain/statements';
import { statementsOf, type MockStatement } from './model';

const HOUR_MS = 3_600_000;

function internalReference(db: MockDb, bizId: number, now: number) {
    const year = new Date(now).getUTCFullYear();
    const count = statementsOf(db).filter((s) => s.bizId === bizId).length + 1;
    return `XTS-${year}-${String(count).padStart(4, '0')}`;
}

export function newStatement(
    db: MockDb,
    bizId: number,
    input: StatementInput,
    by: string,
    event: StatementEvent,
    now = Date.now(),
): MockStatement {
    const at = new Date(now).toISOString();
    const statement: MockStatement = {
        ...input,
        id: nextIdIn(db, 'statements'),
        bizId,
        internalReference: internalReference(db, bizId, now),
        state: event === 'recorded' ? 'recorded' : 'draft',
        referenceNumber: null,
        verificationNumber: null,
        rejection: [],
        snapshot: null,
        submittedAt: null,
        amendableUntil: null,
        history: [{ at, by, event }],
        createdAt: at,
        updatedAt: at,
        texts: {},
        euAnswer: null,
    };
    statementsOf(db).push(statement);
    return statement;
}

/** Until when a statement submitted at `submittedAt` can be amended. */
export const amendableUntilOf = (submittedAt: string) =>
    new Date(Date.parse(submittedAt) + AMEND_WINDOW_HOURS * HOUR_MS).toISOString();

/** The files of a statement are named after its internal reference. */
export const baseNameOf = (statement: Pick<MockStatement, 'internalReference'>) =>
    statement.internalReference.toLowerCase();
