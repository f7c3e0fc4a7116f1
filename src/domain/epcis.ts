/**
 * A stamp's or a lot's history as an EPCIS 2.0 JSON-LD document (GS1 EPCIS 2.0 / CBV 2.0, the
 * standard TCVN 12850:2019 follows). Pure: the history in, the document out.
 *
 * - EPC: the GS1 Digital Link of the stamp, `https://id.gs1.org/01/<GTIN-14>/21/<code>`, when the
 *   product has a GTIN (built and checked by ./gs1); else the private URN
 *   `urn:xts:stamp:<business code>:<code>`.
 * - Lot master data: `cbvmda:lotNumber` is the lot's GS1 lot code (AI 10 rules), never text GS1
 *   refuses; the lot as people write it (Vietnamese) goes beside it in `xts:lotText`.
 * - printed -> ObjectEvent ADD, encoding / encoded; activated -> ADD, commissioning / active, with
 *   the lot master data (ILMD); sold -> OBSERVE, retail_selling / retail_sold at the sales point;
 *   destroyed -> DELETE, destroying / destroyed; recalled -> OBSERVE, holding / recalled; a
 *   consumer's scan -> OBSERVE, inspecting (no disposition).
 * - Places: sales points and growing locations as `urn:xts:<business code>:shop:<id>` /
 *   `...:location:<name>`; the province of a scan as text in the `xts:province` extension.
 */
import { AiValueError, digitalLinkUri, gtin14, isGs1Lot, suggestGs1Lot } from './gs1';

export { gtin14 };

export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';
/** The namespace of the console's extensions (`xts:` in the documents). */
export const XTS_NAMESPACE = 'https://xacthucso.vn/epcis/';
/** Vietnam time, the zone every business date is in. */
const ZONE = '+07:00';

export type HistoryKind = 'printed' | 'activated' | 'sold' | 'destroyed' | 'recalled';

export interface HistoryEvent {
    kind: HistoryKind;
    at: string;
    recordId: number;
    /** The stamps' codes (what their QR codes carry). */
    codes: string[];
    templateName?: string | null;
    shopId?: number | null;
    shopName?: string | null;
    soldOn?: string | null;
    reason?: string | null;
    note?: string | null;
    locationName?: string | null;
}

/** A consumer's scan, as the trace answer gives it (`scans.items`), with the stamp's code. */
export interface HistoryScan {
    code: string;
    at: string;
    province: string;
    place: string | null;
    device: 'phone' | 'tablet' | 'desktop' | 'unknown';
    flags: string[];
}

export interface History {
    bizCode: string;
    productName: string | null;
    gtin: string | null;
    /** The lot as people write it (may be Vietnamese). */
    lot: string | null;
    /** The lot's GS1 lot code (AI 10), when the server gives one. */
    gs1Lot?: string | null;
    mfgDate: string | null;
    expDate: string | null;
    /** The lot's EUDR due diligence statement numbers, once filed (docs/plots.md). */
    ddsReference?: string | null;
    ddsVerification?: string | null;
    events: HistoryEvent[];
    scans: HistoryScan[];
}

export type EpcisEvent = Record<string, unknown> & {
    type: 'ObjectEvent';
    eventTime: string;
    action: 'ADD' | 'OBSERVE' | 'DELETE';
};

export interface EpcisDocument {
    '@context': (string | Record<string, string>)[];
    type: 'EPCISDocument';
    schemaVersion: '2.0';
    creationDate: string;
    epcisBody: { eventList: EpcisEvent[] };
}

const part = (text: string) => encodeURIComponent(text.trim());

/** The EPC of a stamp: its GS1 Digital Link when the GTIN is known, else the console's private URN. */
export function stampEpc(code: string, gtin: string | null, bizCode: string): string {
    const full = gtin14(gtin);
    if (full)
        try {
            return digitalLinkUri({ host: 'https://id.gs1.org', gtin: full, serial: code });
        } catch (error) {
            // A code GS1's AI 21 cannot carry is named by the private URN, never by a broken link.
            if (!(error instanceof AiValueError)) throw error;
        }
    return `urn:xts:stamp:${part(bizCode)}:${part(code)}`;
}

/**
 * The lot's GS1 lot code: the one given at activation, else the lot number when GS1 can carry it
 * as such, else the code the console proposes for it (lots activated before the GS1 lot code).
 */
export function gs1LotOf(lot: string | null | undefined, gs1Lot?: string | null): string | null {
    if (gs1Lot && isGs1Lot(gs1Lot)) return gs1Lot;
    if (!lot) return null;
    if (isGs1Lot(lot)) return lot;
    const suggested = suggestGs1Lot(lot);
    return suggested || null;
}

const place = (bizCode: string, kind: 'shop' | 'location', id: string | number) => ({
    id: `urn:xts:${part(bizCode)}:${kind}:${part(String(id))}`,
});

/** An instant as EPCIS wants it (ISO 8601 with a zone); a date alone is read as midnight in Vietnam. */
const instant = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00${ZONE}` : new Date(value).toISOString();

/** Extension fields without empty values. */
function extensions(fields: Record<string, unknown>) {
    return Object.fromEntries(
        Object.entries(fields)
            .filter(
                ([, value]) =>
                    value !== null &&
                    value !== undefined &&
                    value !== '' &&
                    !(Array.isArray(value) && !value.length),
            )
            .map(([key, value]) => [`xts:${key}`, value]),
    );
}

function ilmdOf(history: History) {
    const lotNumber = gs1LotOf(history.lot, history.gs1Lot);
    return {
        ...(lotNumber ? { 'cbvmda:lotNumber': lotNumber } : {}),
        ...(history.expDate ? { 'cbvmda:itemExpirationDate': history.expDate } : {}),
        ...extensions({
            productionDate: history.mfgDate,
            lotText: history.lot !== lotNumber ? history.lot : null,
            productName: history.productName,
            gtin: gtin14(history.gtin),
            ddsReference: history.ddsReference,
            ddsVerification: history.ddsVerification,
        }),
    };
}

function mapEvent(history: History, event: HistoryEvent): EpcisEvent {
    const epcList = event.codes.map((code) => stampEpc(code, history.gtin, history.bizCode));
    const base = {
        type: 'ObjectEvent' as const,
        eventTime: instant(event.at),
        eventTimeZoneOffset: ZONE,
        eventID: `urn:xts:event:${part(history.bizCode)}:${event.kind}:${event.recordId}`,
        epcList,
    };
    switch (event.kind) {
        case 'printed':
            return {
                ...base,
                action: 'ADD',
                bizStep: 'encoding',
                disposition: 'encoded',
                ...extensions({ templateName: event.templateName }),
            };
        case 'activated':
            return {
                ...base,
                action: 'ADD',
                bizStep: 'commissioning',
                disposition: 'active',
                ...(event.locationName
                    ? { readPoint: place(history.bizCode, 'location', event.locationName) }
                    : {}),
                ilmd: ilmdOf(history),
            };
        case 'sold':
            return {
                ...base,
                action: 'OBSERVE',
                bizStep: 'retail_selling',
                disposition: 'retail_sold',
                ...(event.shopId ? { bizLocation: place(history.bizCode, 'shop', event.shopId) } : {}),
                ...extensions({ shopName: event.shopName, soldOn: event.soldOn }),
            };
        case 'destroyed':
            return {
                ...base,
                action: 'DELETE',
                bizStep: 'destroying',
                disposition: 'destroyed',
                ...extensions({ reason: event.reason, note: event.note }),
            };
        case 'recalled':
            return {
                ...base,
                action: 'OBSERVE',
                bizStep: 'holding',
                disposition: 'recalled',
                ...extensions({ recallReason: event.reason, note: event.note }),
            };
    }
}

function mapScan(history: History, scan: HistoryScan, index: number): EpcisEvent {
    return {
        type: 'ObjectEvent',
        eventTime: instant(scan.at),
        eventTimeZoneOffset: ZONE,
        eventID: `urn:xts:event:${part(history.bizCode)}:scan:${part(scan.code)}:${index + 1}`,
        epcList: [stampEpc(scan.code, history.gtin, history.bizCode)],
        action: 'OBSERVE',
        bizStep: 'inspecting',
        ...extensions({ province: scan.province, place: scan.place, device: scan.device, flags: scan.flags }),
    };
}

/** The history as an EPCIS 2.0 document, events oldest first. */
export function epcisDocument(history: History, creationDate: string): EpcisDocument {
    const events = [
        ...history.events.filter((event) => event.codes.length).map((event) => mapEvent(history, event)),
        ...history.scans.map((scan, index) => mapScan(history, scan, index)),
    ].sort((a, b) => a.eventTime.localeCompare(b.eventTime));
    return {
        '@context': [EPCIS_CONTEXT, { xts: XTS_NAMESPACE }],
        type: 'EPCISDocument',
        schemaVersion: '2.0',
        creationDate: new Date(creationDate).toISOString(),
        epcisBody: { eventList: events },
    };
}

/** What of a trace answer the history needs (the trace call's answer satisfies it). */
export interface TraceLike {
    code: string;
    product: { name: string; gtin?: string | null } | null;
    lot: string | null;
    gs1Lot?: string | null;
    biz: { code: string } | null;
    events: ({ kind: string; at: string; recordId: number } & Record<string, unknown>)[];
    recall?: { id: number; createdAt: string; reason: string; note: string } | null;
    scans?: { count?: number; items?: Omit<HistoryScan, 'code'>[] } | null;
}

const text = (value: unknown) =>
    typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
const KINDS: HistoryKind[] = ['printed', 'activated', 'sold', 'destroyed'];

/** One stamp's history from its trace answer; scans when the answer lists them. */
export function historyOfTrace(trace: TraceLike): History {
    const activation = trace.events.find((event) => event.kind === 'activated');
    const events: HistoryEvent[] = trace.events
        .filter((event) => (KINDS as string[]).includes(event.kind))
        .map((event) => ({
            kind: event.kind as HistoryKind,
            at: event.at,
            recordId: event.recordId,
            codes: [trace.code],
            templateName: text(event.templateName),
            shopId: typeof event.shopId === 'number' ? event.shopId : null,
            shopName: text(event.shopName),
            soldOn: text(event.soldOn),
            reason: text(event.reason),
            note: text(event.note),
            locationName: text(event.locationName),
        }));
    if (trace.recall)
        events.push({
            kind: 'recalled',
            at: trace.recall.createdAt,
            recordId: trace.recall.id,
            codes: [trace.code],
            reason: trace.recall.reason,
            note: trace.recall.note,
        });
    return {
        bizCode: trace.biz?.code ?? 'unknown',
        productName: trace.product?.name ?? null,
        gtin: trace.product?.gtin ?? null,
        lot: trace.lot,
        gs1Lot: trace.gs1Lot ?? null,
        mfgDate: text(activation?.mfgDate),
        expDate: text(activation?.expDate),
        events,
        scans: (trace.scans?.items ?? []).map((scan) => ({ ...scan, code: trace.code })),
    };
}
