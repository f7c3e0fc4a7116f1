import { route, paginate, fold, notFound, type Ctx } from '../../../mocks/kit';
import { findOwn, type BizRecord } from '../../../mocks/crud';
import type { CallName } from '../../../providers/callTypes';
import type { FeatureHandlers } from '../../../mocks/state';
import {
    NOT_FOUND,
    Refusal,
    conflict,
    invalid,
    presentStatement,
    statementsOf,
    type MockStatement,
} from './model';
import { askEuToVerify, euControlHandler, settle, verifyNumbers } from './euStandIn';
import { readInput, readLots, readNumbers } from './input';
import { amend, record, submit, withdraw } from './lifecycle';
import { newStatement } from './records';
import { diffOf } from './snapshot';
import { sha256Text } from '../../../domain/sha256';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const byOf = (ctx: Ctx) => ctx.session.user.name || ctx.session.user.phone;
const bodyOf = (ctx: Ctx) => (ctx.body ?? {}) as Record<string, unknown>;

/** A route whose handler may answer a Refusal (a code, gaps, Retry-After) as it is. */
const statementRoute = (name: CallName, handler: (ctx: Ctx) => unknown, options?: { saves?: boolean }) =>
    route(
        name,
        async (ctx) => {
            try {
                return await handler(ctx);
            } catch (error) {
                if (error instanceof Refusal) return error.response;
                throw error;
            }
        },
        options,
    );

/** The caller's statement (404, or "switch business" for another of theirs), its EU answer taken in. */
function own(ctx: Ctx): MockStatement {
    const rows = statementsOf(ctx.db) as unknown as BizRecord[];
    const statement = findOwn(rows, ctx, ctx.params.id, NOT_FOUND) as unknown as MockStatement;
    settle(statement);
    return statement;
}

const searchText = (s: MockStatement) =>
    fold([s.internalReference, s.referenceNumber, s.description, ...s.lots.map((l) => l.lot)].join(' '));

/**
 * Due diligence statements (src/domain/statements.ts, api/paths/statements.yaml): the role table
 * lets a worker prepare and an owner file; the EU Information System is the stand-in of
 * ./euStandIn.ts, with its QA control.
 */
export const handlers: FeatureHandlers = [
    statementRoute(
        'statementList',
        (ctx) => {
            const productId = ctx.query.get('productId');
            const lot = ctx.query.get('lot');
            const query = new URLSearchParams(ctx.query);
            if (!query.get('limit') && query.get('size')) query.set('limit', query.get('size')!);
            const q = query.get('q');
            query.delete('q');
            const needle = q ? fold(q.trim()) : '';
            const rows = statementsOf(ctx.db).filter((s) => {
                if (s.bizId !== bizOf(ctx)) return false;
                settle(s);
                if (productId && !s.lots.some((l) => String(l.productId) === productId)) return false;
                if (lot && !s.lots.some((l) => l.lot === lot)) return false;
                return !needle || searchText(s).includes(needle);
            });
            const page = paginate(rows, query, {
                filters: ['state'],
                defaultSort: { field: 'createdAt', order: 'desc' },
            });
            return { ...page, items: page.items.map(presentStatement) };
        },
        { saves: true },
    ),
    statementRoute('statementDetail', (ctx) => presentStatement(own(ctx)), { saves: true }),
    statementRoute('statementCreate', (ctx) =>
        presentStatement(
            newStatement(
                ctx.db,
                bizOf(ctx),
                readInput(ctx.db, bizOf(ctx), bodyOf(ctx)),
                byOf(ctx),
                'prepared',
            ),
        ),
    ),
    statementRoute('statementUpdate', (ctx) => {
        const statement = own(ctx);
        if (statement.state !== 'draft' && statement.state !== 'rejected')
            throw conflict('invalid_state', 'Chỉ sửa được tờ khai nháp hoặc tờ khai bị từ chối');
        const { id: _id, ...current } = presentStatement(statement);
        const input = readInput(ctx.db, bizOf(ctx), { ...current, ...bodyOf(ctx) });
        Object.assign(statement, input, { updatedAt: new Date().toISOString() });
        return presentStatement(statement);
    }),
    statementRoute('statementSubmit', (ctx) => {
        const statement = own(ctx);
        submit(ctx.db, statement, byOf(ctx));
        return presentStatement(statement);
    }),
    statementRoute('statementAmend', (ctx) => {
        const statement = own(ctx);
        const { id: _id, ...current } = presentStatement(statement);
        const input = readInput(ctx.db, bizOf(ctx), { ...current, ...bodyOf(ctx) });
        amend(ctx.db, statement, input, byOf(ctx));
        return presentStatement(statement);
    }),
    statementRoute('statementWithdraw', (ctx) => {
        const statement = own(ctx);
        const reason = typeof bodyOf(ctx).reason === 'string' ? String(bodyOf(ctx).reason).trim() : '';
        if (statement.state === 'available' && !reason) throw invalid({ reason: 'required' });
        withdraw(statement, reason, byOf(ctx));
        return presentStatement(statement);
    }),
    statementRoute('statementRecord', (ctx) => {
        const body = bodyOf(ctx);
        const errors: Record<string, string> = {};
        const lots = readLots(ctx.db, bizOf(ctx), body.lots, errors);
        let numbers: ReturnType<typeof readNumbers> | null = null;
        try {
            numbers = readNumbers(body);
        } catch (error) {
            if (!(error instanceof Refusal) || !Object.keys(errors).length) throw error;
        }
        if (Object.keys(errors).length || !numbers) throw invalid(errors);
        return presentStatement(record(ctx.db, bizOf(ctx), lots, numbers, byOf(ctx)));
    }),
    statementRoute(
        'statementRetrieve',
        (ctx) => {
            const numbers = readNumbers({
                referenceNumber: ctx.query.get('referenceNumber'),
                verificationNumber: ctx.query.get('verificationNumber'),
            });
            const statement = statementsOf(ctx.db).find(
                (s) =>
                    s.bizId === bizOf(ctx) &&
                    s.referenceNumber === numbers.referenceNumber &&
                    s.verificationNumber === numbers.verificationNumber,
            );
            if (!statement)
                throw notFound('Không có tờ khai nào của chủ thể với số tham chiếu và mã xác minh này');
            settle(statement);
            return presentStatement(statement);
        },
        { saves: true },
    ),
    statementRoute('statementVerify', (ctx) => {
        const numbers = readNumbers(bodyOf(ctx));
        askEuToVerify(ctx.db);
        return verifyNumbers(ctx.db, numbers.referenceNumber, numbers.verificationNumber);
    }),
    statementRoute('statementDiff', (ctx) => diffOf(ctx.db, own(ctx)), { saves: true }),
    statementRoute(
        'statementFile',
        (ctx) => {
            const statement = own(ctx);
            const name = ctx.query.get('name') ?? '';
            const text = Object.hasOwn(statement.texts, name) ? statement.texts[name] : undefined;
            if (text === undefined) throw notFound('Tờ khai không có tệp này');
            return { name, text, sha256: sha256Text(text), bytes: new TextEncoder().encode(text).length };
        },
        { saves: true },
    ),
    euControlHandler,
];
