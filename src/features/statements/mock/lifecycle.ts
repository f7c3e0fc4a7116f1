/**
 * What a statement goes through on the server: prepared (draft), filed (submit, amend: the pack
 * built from the lots' current plots and frozen, then sent to the EU stand-in), withdrawn, or
 * recorded by the numbers of a filing made elsewhere.
 */
import type { MockDb } from '../../../mocks/state';
import { presentOrigin } from '../../../mocks/plots/origins';
import { AMEND_WINDOW_HOURS, type StatementInput } from '../../../domain/statements';
import { conflict, refusal, statementsOf, type MockStatement } from './model';
import { fileWithEu } from './euStandIn';
import { packOf } from './snapshot';
import { declaredPlots, splitStatements } from '../../../domain/geo/statementSplit';
import { freeze, gapsOf } from './freeze';
import { baseNameOf, newStatement } from './records';
import { EU_RECIPIENT, recordTransfer } from '../../producers/mock/transfers';

type LotRef = { productId: number; lot: string };

/** A filing sends the producers' data to the EU: recorded in the register of transfers abroad. */
const fileTransfer = (db: MockDb, statement: MockStatement, lots: LotRef[], by: string, now: number) =>
    recordTransfer(
        db,
        statement.bizId,
        { lots, recipient: EU_RECIPIENT, kind: 'statement_filed', statementId: statement.id },
        by,
        now,
    );

/** The pack of the statement's lots now, frozen; 422 with the gaps (each naming its plot) when it cannot be built. */
function frozenPack(
    db: MockDb,
    statement: MockStatement,
    lots: LotRef[],
    part: StatementInput['part'],
    at: string,
) {
    const { inputs, pack } = packOf(db, statement.bizId, lots, baseNameOf(statement), part);
    if (!pack.ok)
        throw refusal(
            422,
            'Bộ hồ sơ EUDR của các lô còn thiếu thông tin: hãy bổ sung các mục được nêu rồi gửi lại',
            { code: 'pack_gaps', gaps: gapsOf(pack) },
        );
    // A whole shipment over a limit of one statement is filed as its parts, never as one.
    const parts = part && part.of > 1 ? 1 : splitStatements(declaredPlots(inputs)).parts.length;
    if (parts > 1)
        throw refusal(
            422,
            `Lô hàng vượt giới hạn của một tờ khai trên hệ thống thông tin EU: hãy lập ${parts} tờ khai, mỗi phần một tờ khai, từ trang bộ hồ sơ EUDR`,
            { code: 'must_split', parts },
        );
    return freeze(inputs, pack, at);
}

/** Files a draft or a rejected statement: state submitted, or a thrown refusal with nothing changed. */
export function submit(db: MockDb, statement: MockStatement, by: string, now = Date.now()) {
    if (statement.state !== 'draft' && statement.state !== 'rejected')
        throw conflict('invalid_state', 'Chỉ gửi được tờ khai nháp hoặc tờ khai bị từ chối');
    const at = new Date(now).toISOString();
    const frozen = frozenPack(db, statement, statement.lots, statement.part, at);
    const answer = fileWithEu(db, statement, frozen.snapshot.plots.length, now);
    fileTransfer(db, statement, statement.lots, by, now);
    Object.assign(statement, {
        ...frozen,
        state: 'submitted',
        submittedAt: at,
        amendableUntil: null,
        rejection: [],
        euAnswer: answer,
        updatedAt: at,
    });
    statement.history.push({ at, by, event: 'submitted' });
}

/** Amends an available (or rejected) statement within its window: a new snapshot, filed again. */
export function amend(
    db: MockDb,
    statement: MockStatement,
    input: StatementInput,
    by: string,
    now = Date.now(),
) {
    if (statement.state !== 'available' && statement.state !== 'rejected')
        throw conflict('invalid_state', 'Chỉ sửa đổi được tờ khai đã được chấp nhận hoặc bị từ chối');
    if (!statement.amendableUntil || Date.parse(statement.amendableUntil) <= now)
        throw conflict(
            'amend_window_closed',
            `Đã quá ${AMEND_WINDOW_HOURS} giờ kể từ khi gửi: tờ khai không còn sửa đổi được. Hãy lập tờ khai mới.`,
        );
    const at = new Date(now).toISOString();
    const frozen = frozenPack(db, statement, input.lots, input.part, at);
    const answer = fileWithEu(db, { ...statement, ...input }, frozen.snapshot.plots.length, now);
    fileTransfer(db, statement, input.lots, by, now);
    Object.assign(statement, input, {
        ...frozen,
        state: 'submitted',
        rejection: [],
        euAnswer: answer,
        updatedAt: at,
    });
    statement.history.push({ at, by, event: 'amended' });
}

/** Withdraws an available statement within its window. */
export function withdraw(statement: MockStatement, reason: string, by: string, now = Date.now()) {
    if (statement.state !== 'available')
        throw conflict('invalid_state', 'Chỉ rút được tờ khai đang có hiệu lực');
    if (!statement.amendableUntil || Date.parse(statement.amendableUntil) <= now)
        throw conflict('amend_window_closed', 'Đã quá thời hạn rút tờ khai này');
    const at = new Date(now).toISOString();
    Object.assign(statement, { state: 'withdrawn', amendableUntil: null, updatedAt: at });
    statement.history.push({ at, by, event: 'withdrawn', note: reason });
}

/**
 * A statement filed elsewhere, by its numbers (already checked): the business's statement with the
 * same numbers when there is one, else a new one in state recorded, its lots' pack frozen when it can
 * be built (a lot without a complete origin is recorded without a snapshot).
 */
export function record(
    db: MockDb,
    bizId: number,
    lots: LotRef[],
    numbers: { referenceNumber: string; verificationNumber: string },
    by: string,
    now = Date.now(),
): MockStatement {
    const known = statementsOf(db).find(
        (s) =>
            s.bizId === bizId &&
            s.referenceNumber === numbers.referenceNumber &&
            s.verificationNumber === numbers.verificationNumber,
    );
    if (known) return known;
    const first = lots[0];
    const product = db.products.find((p) => p.id === first?.productId && p.bizId === bizId);
    const origins = lots.map((key) => presentOrigin(db, bizId, key));
    const statement = newStatement(
        db,
        bizId,
        {
            activity: 'export',
            hsHeading: String(product?.hsCode ?? ''),
            description: String(product?.name ?? ''),
            netMassKg: origins.reduce((sum, o) => sum + o.totals.quantityKg, 0),
            supplementaryUnits: null,
            countryOfProduction: 'VN',
            lots,
            part: null,
            referencedStatements: [],
        },
        by,
        'recorded',
        now,
    );
    const at = new Date(now).toISOString();
    const { inputs, pack } = packOf(db, bizId, lots, baseNameOf(statement));
    Object.assign(statement, numbers, pack.ok ? freeze(inputs, pack, at) : {});
    return statement;
}
