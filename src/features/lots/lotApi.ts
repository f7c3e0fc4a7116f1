import { call } from '../../providers/http';
import { vietnamToday } from '../../domain/dates';
import type { RecallReason } from '../../domain/recall';
import type { History, TraceLike } from '../../domain/epcis';
import { serverLacksCall } from '../../providers/serverLacks';
import type { LotHistoryAnswer } from './lotEpcisExport';
import { download } from '../../kit/download';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LotRecall {
    id: number;
    createdAt: string;
    createdByName: string;
    reason: RecallReason;
    note: string;
    count: number;
    soldCount: number;
}

export interface LotDetail {
    id: string;
    productId: number;
    productName: string;
    gtin: string | null;
    lot: string;
    /** The lot's GS1 lot code (AI 10 of its Digital Links); absent from servers without it. */
    gs1Lot?: string | null;
    mfgDate: string | null;
    expDate: string | null;
    total: number;
    counts: { activated: number; sold: number; destroyed: number; recalled: number };
    ranges: { from: number; to: number; fromSerial: string; toSerial: string; count: number }[];
    activations: {
        id: number;
        createdAt: string;
        createdByName: string;
        count: number;
        rangeText: string;
        locationName: string | null;
        /** The dates this activation gave its stamps; absent from servers without them. */
        mfgDate?: string | null;
        expDate?: string | null;
    }[];
    shops: { shopId: number | null; shopName: string | null; count: number }[];
    scanCount: number;
    provinces: { province: string; name: string; count: number }[];
    recall: LotRecall | null;
}

/** Manufacture and expiry dates, of the whole lot (`rangeText` null) or of one activation's stamps. */
export interface LotDates {
    rangeText: string | null;
    mfgDate: string | null;
    expDate: string | null;
}

/**
 * The lot's dates as its stamps carry them: one pair when its activations agree (or the server
 * tells only the lot's), otherwise one pair per activation with the serials it covers.
 */
export function lotDates(lot: Pick<LotDetail, 'mfgDate' | 'expDate' | 'activations'>): LotDates[] {
    const known = lot.activations.every((row) => row.mfgDate !== undefined || row.expDate !== undefined);
    const pairs = lot.activations.map((row) => ({
        rangeText: row.rangeText,
        mfgDate: row.mfgDate ?? null,
        expDate: row.expDate ?? null,
    }));
    const differ = new Set(pairs.map((row) => `${row.mfgDate}|${row.expDate}`)).size > 1;
    return known && differ ? pairs : [{ rangeText: null, mfgDate: lot.mfgDate, expDate: lot.expDate }];
}

/** Label–value rows of the lot's dates ("Ngày sản xuất (0000000001–0000001000)", "01/02/2026"). */
export function lotDateRows(
    lot: Pick<LotDetail, 'mfgDate' | 'expDate' | 'activations'>,
    translate: Translate,
    formatDate: (date: string) => string,
): [string, string | null][] {
    return lotDates(lot).flatMap((dates) =>
        (['mfg', 'exp'] as const).map((kind): [string, string | null] => {
            const label = translate(`xts.lots.columns.${kind}`);
            const date = kind === 'mfg' ? dates.mfgDate : dates.expDate;
            return [
                dates.rangeText ? translate('xts.lots.of_range', { label, range: dates.rangeText }) : label,
                date && formatDate(date),
            ];
        }),
    );
}

export interface LotKey {
    productId: number | string;
    lot: string;
}

/** The address of a lot's page (or its report): the lot number may hold any character, so it goes in the query. */
export const lotPath = (key: LotKey, page: 'detail' | 'report' = 'detail') =>
    `/stamp-lot/${page}?${new URLSearchParams({ productId: String(key.productId), lot: key.lot })}`;

/**
 * A server without the lot calls answers 404 (no such route), 405 or 501: the console says the
 * server lacks them instead of showing a raw error (the one rule: providers/serverLacks.ts).
 */
export const isUnsupported = (error: unknown) => !!serverLacksCall(error);

export const lotQuery = (key: LotKey) => ({ productId: String(key.productId), lot: key.lot });

export const fetchLot = (key: LotKey, signal?: AbortSignal) =>
    call<LotDetail>('lotDetail', { query: lotQuery(key), signal });

/** The recall reason in words: the note for `other`. */
export const recallReasonText = (recall: Pick<LotRecall, 'reason' | 'note'>, translate: Translate) =>
    recall.reason === 'other' && recall.note
        ? recall.note
        : translate(`xts.lots.recall.reasons.${recall.reason}`, { _: recall.reason });

/** Saves a file the browser downloads (the lot pages and their tests reach it here). */
export { download };

const safeName = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'lo';

/** Builds the EPCIS document of a history (the mapping is loaded on demand) and downloads it; the event count. */
async function saveEpcis(history: History, name: string): Promise<number> {
    const { epcisDocument } = await import('../../domain/epcis');
    const document = epcisDocument(history, new Date().toISOString());
    download(
        new Blob([JSON.stringify(document, null, 2)], { type: 'application/ld+json' }),
        `epcis-${safeName(name)}-${vietnamToday()}.jsonld`,
    );
    return document.epcisBody.eventList.length;
}

/** A stamp's EPCIS file, from the trace answer the page already has. */
export async function exportStampEpcis(trace: TraceLike) {
    const { historyOfTrace } = await import('../../domain/epcis');
    return saveEpcis(historyOfTrace(trace), `tem-${trace.code}`);
}

/**
 * A lot's EPCIS export, from its history (lotHistory) read in parts one after the other (the export
 * module is loaded on demand): `run` it, and `run` it again after a part failed to go on from there.
 */
export async function lotEpcisExport(
    lot: LotKey & { total: number },
    onProgress: (part: number, parts: number) => void,
) {
    const module = await import('./lotEpcisExport');
    return module.lotEpcisExport({
        name: safeName(`lo-${lot.lot}`),
        date: vietnamToday(),
        expectedParts: Math.ceil(lot.total / module.LOT_PART_SIZE),
        fetchPart: (offset, limit, signal) =>
            call<LotHistoryAnswer>('lotHistory', { query: { ...lotQuery(lot), offset, limit }, signal }),
        save: download,
        onProgress,
    });
}
