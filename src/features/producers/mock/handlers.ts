import type { FeatureHandlers } from '../../../mocks/state';
import { badRequest, paginate, route, type Ctx } from '../../../mocks/kit';
import { findOwn, refuseInvalid, required, str, type FieldErrors } from '../../../mocks/crud';
import { notFound } from '../../../mocks/answers';
import { checkLength, checkNameText, checkPhone, normalisePhone } from '../../../domain/validation';
import { ID_NUMBER } from '../../../domain/geo/plotRules';
import { matchProducers, nameKey } from '../../../domain/producers';
import { plotsOf } from '../../../mocks/plots/model';
import { consentHandlers, consentedPurposes, consentsOf } from './consents';
import { transferHandlers } from './transfers';
import {
    plotCounts,
    presentProducer,
    producerAuditOf,
    producersOf,
    revealFor,
    type MockProducer,
} from './model';
import { conflict, holderOf } from './link';
import { accessLogHandlers, logAccess } from './accessLog';
import { refuseErased, rightsHandlers } from './rights';

const NOT_FOUND = 'Không tìm thấy hộ sản xuất';
const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const byOf = (ctx: Ctx) => ctx.session.user.name?.trim() || ctx.session.user.email;
const has = (input: Record<string, unknown>, field: string) => field in input;

/** The register's rules of a producer's fields (those sent; all of them on create). */
function checkProducer(input: Record<string, unknown>, creating: boolean): FieldErrors {
    const idNumber = str(input.idNumber);
    return {
        name:
            creating || has(input, 'name')
                ? (required(input.name) ?? checkLength(input.name, 200) ?? checkNameText(input.name))
                : undefined,
        idNumber: idNumber && !ID_NUMBER.test(idNumber) ? 'xts.geo.validation.id_number' : undefined,
        phone: checkPhone(input.phone),
        wardCode: checkLength(input.wardCode, 20),
        provinceCode: checkLength(input.provinceCode, 20),
    };
}

/** The fields an input sets (a field left out keeps its value on update). */
function producerFields(input: Record<string, unknown>, existing?: MockProducer) {
    const pick = <K extends 'idNumber' | 'phone' | 'provinceCode' | 'wardCode'>(field: K) =>
        has(input, field) ? str(input[field]) || null : (existing?.[field] ?? null);
    const phone = pick('phone');
    return {
        name: has(input, 'name') || !existing ? str(input.name) : existing.name,
        idNumber: pick('idNumber'),
        phone: phone ? normalisePhone(phone) : null,
        provinceCode: pick('provinceCode'),
        wardCode: pick('wardCode'),
    };
}

const present = (ctx: Ctx, producer: MockProducer, ownPage = false) =>
    presentProducer(ctx.db, producer, revealFor(ctx.session.role, ownPage));

export const handlers: FeatureHandlers = [
    route('producerList', (ctx) => {
        const counts = plotCounts(ctx.db, bizOf(ctx));
        const missingAbroad = ctx.query.get('consent') === 'missing_abroad';
        const erased = ctx.query.get('erased');
        const ids = ctx.query.get('ids');
        const only = ids ? new Set(ids.split(',').map(Number)) : null;
        const rows = producersOf(ctx.db)
            .filter((p) => p.bizId === bizOf(ctx))
            .filter((p) => (erased === 'only' ? p.anonymised : erased === 'include' || !p.anonymised))
            .filter((p) => !only || only.has(p.id))
            .filter((p) => !missingAbroad || !consentedPurposes(ctx.db, p.id).includes('abroad'))
            .map((p) => ({ ...p, plots: counts.get(p.id) ?? 0 }));
        const page = paginate(rows, ctx.query, {
            search: ['name'],
            filters: ['wardCode', 'provinceCode'],
            defaultSort: { field: 'name', order: 'asc' },
        });
        const reveal = revealFor(ctx.session.role);
        return { ...page, items: page.items.map((p) => presentProducer(ctx.db, p, reveal, counts)) };
    }),
    // Every view of a producer's page is written to the access log.
    route(
        'producerDetail',
        (ctx) => {
            const producer = findOwn(producersOf(ctx.db), ctx, ctx.params.id, NOT_FOUND);
            logAccess(ctx, 'view', [producer.id]);
            return present(ctx, producer, true);
        },
        { saves: true },
    ),
    route('producerCreate', (ctx) => {
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        refuseInvalid(checkProducer(input, true));
        const fields = producerFields(input);
        const taken = holderOf(ctx.db, bizOf(ctx), fields.idNumber, fields.phone);
        if (taken) throw conflict(taken.field);
        const now = new Date().toISOString();
        const producer: MockProducer = {
            ...fields,
            id: (ctx.db.seq.producers = (ctx.db.seq.producers ?? 0) + 1),
            bizId: bizOf(ctx),
            anonymised: false,
            createdAt: now,
            updatedAt: now,
        };
        producersOf(ctx.db).push(producer);
        return present(ctx, producer);
    }),
    route('producerUpdate', (ctx) => {
        const existing = findOwn(producersOf(ctx.db), ctx, ctx.params.id, NOT_FOUND);
        refuseErased(existing);
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        // A masked value sent back as it was shown changes nothing.
        for (const field of ['idNumber', 'phone'])
            if (typeof input[field] === 'string' && (input[field] as string).includes('•'))
                delete input[field];
        refuseInvalid(checkProducer(input, false));
        const fields = producerFields(input, existing);
        const taken = holderOf(ctx.db, bizOf(ctx), fields.idNumber, fields.phone, existing.id);
        if (taken) throw conflict(taken.field);
        Object.assign(existing, fields, { updatedAt: new Date().toISOString() });
        return present(ctx, existing, true);
    }),
    route('producerMatch', (ctx) => {
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        if (!str(input.name)) throw badRequest('Hãy nhập tên hộ', { name: 'Hãy nhập tên hộ' });
        // A household whose data were deleted is no one to link a plot to again.
        const own = producersOf(ctx.db).filter((p) => p.bizId === bizOf(ctx) && !p.anonymised);
        const { exact, proposed } = matchProducers(own, {
            name: str(input.name),
            idNumber: str(input.idNumber) || null,
            phone: str(input.phone) || null,
            wardCode: str(input.wardCode) || null,
        });
        const counts = plotCounts(ctx.db, bizOf(ctx));
        const reveal = revealFor(ctx.session.role);
        return {
            exact: exact ? presentProducer(ctx.db, exact, reveal, counts) : null,
            proposed: proposed.map((p) => presentProducer(ctx.db, p, reveal, counts)),
        };
    }),
    route('producerMerge', (ctx) => {
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        const reason = str(input.reason);
        refuseInvalid({
            reason: required(reason) ?? checkLength(reason, 500),
            mergeId: Number(input.keepId) === Number(input.mergeId) ? 'Hai hộ phải khác nhau' : undefined,
        });
        const own = producersOf(ctx.db);
        const keep = own.find((p) => p.id === Number(input.keepId) && p.bizId === bizOf(ctx));
        const merged = own.find((p) => p.id === Number(input.mergeId) && p.bizId === bizOf(ctx));
        if (!keep || !merged) throw notFound(NOT_FOUND);
        refuseErased(keep);
        refuseErased(merged);
        for (const plot of plotsOf(ctx.db)) if (plot.producerId === merged.id) plot.producerId = keep.id;
        for (const consent of consentsOf(ctx.db))
            if (consent.producerId === merged.id) consent.producerId = keep.id;
        keep.idNumber ??= merged.idNumber;
        keep.phone ??= merged.phone;
        keep.wardCode ??= merged.wardCode;
        keep.provinceCode ??= merged.provinceCode;
        keep.updatedAt = new Date().toISOString();
        own.splice(own.indexOf(merged), 1);
        const audit = producerAuditOf(ctx.db);
        audit.push({
            id: (ctx.db.seq.producerAudit = (ctx.db.seq.producerAudit ?? 0) + 1),
            bizId: bizOf(ctx),
            at: keep.updatedAt,
            by: byOf(ctx),
            action: 'merge',
            keepId: keep.id,
            mergeId: merged.id,
            mergedName: nameKey(merged.name) === nameKey(keep.name) ? keep.name : merged.name,
            reason,
        });
        return present(ctx, keep);
    }),
    ...consentHandlers,
    ...transferHandlers,
    ...rightsHandlers,
    ...accessLogHandlers,
];
