/**
 * A household's rights over its data (Law 91/2025/QH15): the owner exports everything the business
 * holds about one producer, and deletes their personal data except what the law makes the business
 * keep: a filed statement's snapshot stays as declared for five years (EUDR, Article 12), and with
 * it the plot versions it declared and the consent records the transfer register names.
 */
import type { MockDb } from '../../../mocks/state';
import { fold, MockError, notFound, route, type Ctx } from '../../../mocks/kit';
import { str } from '../../../mocks/crud';
import { plotsOf, type MockPlot } from '../../../mocks/plots/model';
import { PLOT_VERSION_FIELDS, plotVersionsOf, updatePlot } from '../../../mocks/plots/versions';
import type { PlotRecordFields } from '../../../mocks/plots/model';
import { statementsOf } from '../../statements/mock/model';
import { consentsOf, presentConsent } from './consentStore';
import { transfersOf, presentTransfer } from './transfers';
import { plotCounts, presentProducer, producersOf, type MockProducer } from './model';
import { entriesOf, logAccess, presentEntry } from './accessLog';

const NOT_FOUND = 'Không tìm thấy hộ sản xuất';
/** How long a filed statement is kept as declared. */
export const KEEP_YEARS = 5;
export const ERASED_NAME = (id: number) => `Hộ đã xoá dữ liệu #${id}`;
const ERASE_REASON = 'Xoá dữ liệu cá nhân theo yêu cầu của hộ';

const bizOf = (ctx: Ctx) => ctx.session.biz!.id;
const byOf = (ctx: Ctx) => ctx.session.user.name?.trim() || ctx.session.user.email;

export function ownProducer(ctx: Ctx, id: unknown): MockProducer {
    const producer = producersOf(ctx.db).find((p) => p.id === Number(id) && p.bizId === bizOf(ctx));
    if (!producer) throw notFound(NOT_FOUND);
    return producer;
}

/** 409 for a producer whose data were deleted: nothing may be added to it again. */
export function refuseErased(producer: { anonymised?: boolean }) {
    if (producer.anonymised)
        throw new MockError(
            409,
            'Dữ liệu cá nhân của hộ này đã được xoá theo yêu cầu: không thể sửa, ghi nhận đồng ý hay gộp hộ này nữa',
        );
}

const plotsOfProducer = (db: MockDb, producer: MockProducer) =>
    plotsOf(db).filter((p) => p.bizId === producer.bizId && p.producerId === producer.id);

const yearsAfter = (iso: string, years: number) => {
    const date = new Date(iso);
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString();
};

/** The filed statements whose snapshot declared one of the producer's plots, each with its keeping date. */
export function retainedOf(db: MockDb, producer: MockProducer) {
    const plotIds = new Set(plotsOfProducer(db, producer).map((p) => p.id));
    return statementsOf(db)
        .filter((s) => s.bizId === producer.bizId && s.snapshot?.plots.some((p) => plotIds.has(p.plotId)))
        .map((s) => {
            const declaredAt = s.submittedAt ?? s.snapshot!.takenAt;
            return {
                id: s.id,
                internalReference: s.internalReference,
                referenceNumber: s.referenceNumber,
                state: s.state,
                declaredAt,
                keptUntil: yearsAfter(declaredAt, KEEP_YEARS),
                plotVersions: s.snapshot!.plots.filter((p) => plotIds.has(p.plotId)),
            };
        })
        .sort((a, b) => a.declaredAt.localeCompare(b.declaredAt) || a.id - b.id);
}

const presentRetained = (db: MockDb, producer: MockProducer) => ({
    producerId: producer.id,
    anonymised: producer.anonymised,
    statements: retainedOf(db, producer).map(({ plotVersions: _versions, ...kept }) => kept),
});

const withoutPersonalData = (fields: PlotRecordFields, name: string): PlotRecordFields => ({
    ...fields,
    producerName: name,
    producerIdNumber: null,
    producerPhone: null,
});

/**
 * Deletes the producer's personal data: its name replaced, ID number and phone removed, consents
 * withdrawn and erased, its plots kept linked under the new name, and the earlier versions of those
 * plots scrubbed, except the versions a filed statement declared.
 */
export function eraseProducer(db: MockDb, producer: MockProducer, by: string, now = Date.now()) {
    const at = new Date(now).toISOString();
    const declared = new Set(
        retainedOf(db, producer).flatMap((s) => s.plotVersions.map((p) => `${p.plotId}:${p.version}`)),
    );
    const name = ERASED_NAME(producer.id);
    Object.assign(producer, { name, idNumber: null, phone: null, anonymised: true, updatedAt: at });
    for (const consent of consentsOf(db).filter((c) => c.producerId === producer.id)) {
        if (!consent.withdrawnAt)
            Object.assign(consent, { withdrawnAt: at, withdrawnBy: by, withdrawReason: ERASE_REASON });
        Object.assign(consent, { evidenceUrl: null, witness: null, erasedAt: at });
    }
    const plots: MockPlot[] = plotsOfProducer(db, producer);
    for (const plot of plots) {
        const current = Object.fromEntries(
            PLOT_VERSION_FIELDS.map((field) => [field, plot[field]]),
        ) as unknown as PlotRecordFields;
        updatePlot(db, plot, withoutPersonalData(current, name), at);
    }
    const ids = new Set(plots.map((p) => p.id));
    for (const version of plotVersionsOf(db))
        if (ids.has(version.plotId) && !declared.has(`${version.plotId}:${version.version}`))
            version.fields = withoutPersonalData(version.fields, name);
}

/** Everything the business holds about one producer, their ID number and phone whole. */
function exportOf(ctx: Ctx, producer: MockProducer) {
    const { db } = ctx;
    const locations = new Map(db.bizLocations.map((l) => [l.id, l.name]));
    return {
        exportedAt: new Date().toISOString(),
        business: ctx.session.biz!.name,
        producer: presentProducer(db, producer, 'whole'),
        consents: consentsOf(db)
            .filter((c) => c.producerId === producer.id)
            .sort((a, b) => b.givenAt.localeCompare(a.givenAt) || b.id - a.id)
            .map(presentConsent),
        plots: plotsOfProducer(db, producer).map((p) => ({
            id: p.id,
            code: p.code,
            crop: p.crop,
            locationName: locations.get(p.locationId) ?? '',
            declaredAreaHa: p.declaredAreaHa,
            areaHa: p.areaHa,
            status: p.status,
            geometry: structuredClone(p.geometry),
        })),
        transfers: transfersOf(db)
            .filter((t) => t.bizId === producer.bizId && t.producerIds.includes(producer.id))
            .map(presentTransfer),
        statements: presentRetained(db, producer).statements,
        accessLog: entriesOf(db, producer.bizId, producer.id).map((e) => presentEntry(db, e)),
    };
}

export const rightsHandlers = [
    route(
        'producerExport',
        (ctx) => {
            const producer = ownProducer(ctx, ctx.params.id);
            logAccess(ctx, ctx.query.get('as') === 'print' ? 'export_print' : 'export_json', [producer.id]);
            return exportOf(ctx, producer);
        },
        { saves: true },
    ),
    route('producerErase', (ctx) => {
        const producer = ownProducer(ctx, ctx.params.id);
        const reason = str((ctx.body ?? {}).reason);
        if (reason.length > 500)
            throw new MockError(400, 'Ghi chú tối đa 500 ký tự', { reason: 'Ghi chú tối đa 500 ký tự' });
        if (!producer.anonymised) {
            eraseProducer(ctx.db, producer, byOf(ctx));
            logAccess(ctx, 'erase', [producer.id]);
        }
        return presentRetained(ctx.db, producer);
    }),
    route('producerRetained', (ctx) => presentRetained(ctx.db, ownProducer(ctx, ctx.params.id))),
    route(
        'producerWholeExport',
        (ctx) => {
            const q = fold(ctx.query.get('q')?.trim() ?? '');
            const ward = ctx.query.get('wardCode');
            const counts = plotCounts(ctx.db, bizOf(ctx));
            const rows = producersOf(ctx.db)
                .filter((p) => p.bizId === bizOf(ctx))
                .filter((p) => (!q || fold(p.name).includes(q)) && (!ward || p.wardCode === ward))
                .sort((a, b) => a.name.localeCompare(b.name, 'vi'))
                .map((p) => ({
                    id: p.id,
                    name: p.name,
                    idNumber: p.idNumber,
                    phone: p.phone,
                    provinceCode: p.provinceCode,
                    wardCode: p.wardCode,
                    plots: counts.get(p.id) ?? 0,
                }));
            if (rows.length)
                logAccess(
                    ctx,
                    'export_csv',
                    rows.map((r) => r.id),
                );
            return rows;
        },
        { saves: true },
    ),
];
