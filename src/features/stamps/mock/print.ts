import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { getDb, saveDb } from '../../../mocks/db';
import { notFound, route } from '../../../mocks/kit';
import { encodeStamp } from '../../../mocks/ledger/codes';
import { printQrOf } from '../../../mocks/ledger/printContent';
import { formatSerial, generationsOf, storeOf } from '../../../mocks/ledger/model';
import { caller, findOwnRecord } from '../../../mocks/ledger/operations';

/** The print file of a stamp batch: a short-lived link to it, and the file itself in mock mode. */

const PRINT_KEY_TTL = 60 * 60_000;
/** Codes one request of the print file may ask for. */
const PRINT_PART_LIMIT = 5000;

export const stampPrintHandlers = [
    route('generationPrintUrl', (ctx) => {
        const bizId = ctx.session.biz!.id;
        const row = findOwnRecord(ctx.db, generationsOf(ctx.db), ctx.params.id, caller(ctx), 'đợt in tem');
        const store = storeOf(ctx.db);
        const now = Date.now();
        store.printKeys = store.printKeys.filter((entry) => entry.exp > now);
        const key = crypto.randomUUID().replace(/-/g, '');
        store.printKeys.push({ key, generationId: row.id, bizId, exp: now + PRINT_KEY_TTL });
        // A GET is not saved by the kit, but the file opens in another tab that reads the saved state.
        saveDb();
        // A product GTIN a Digital Link cannot carry is refused before any link is issued.
        printQrOf(ctx.db, row, config.scannerHost);
        const origin = new URL(ctx.request.url).origin;
        return {
            url: `${origin}/mock-print/${row.id}?key=${key}`,
            csvUrl: `${origin}/mock-print/${row.id}?key=${key}&file=csv`,
            expiresAt: new Date(now + PRINT_KEY_TTL).toISOString(),
        };
    }),

    // The print file of a batch in mock mode (what print-url leads to): its layout, then its codes in parts.
    http.get('*/__mock/print/:id', ({ params, request }) => {
        const db = getDb();
        const url = new URL(request.url);
        const entry = storeOf(db).printKeys.find(
            (candidate) =>
                candidate.key === url.searchParams.get('key') && candidate.generationId === Number(params.id),
        );
        if (!entry || entry.exp < Date.now())
            return HttpResponse.json(
                {
                    status: 'error',
                    data: null,
                    message: 'Liên kết tệp in đã hết hạn, hãy mở lại từ đợt in tem',
                },
                { status: 403 },
            );
        const generation = generationsOf(db).find(
            (row) => row.id === entry.generationId && row.bizId === entry.bizId,
        );
        if (!generation)
            return HttpResponse.json(
                { status: 'error', data: null, message: notFound().message },
                { status: 404 },
            );
        const offset = Math.max(Number(url.searchParams.get('offset')) || 0, 0);
        const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 1000, 1), PRINT_PART_LIMIT);
        const template = db.stampTemplates.find((t) => t.id === generation.templateId);
        let qr;
        try {
            qr = printQrOf(db, generation, config.scannerHost);
        } catch (error) {
            return HttpResponse.json(
                { status: 'error', data: null, message: (error as Error).message },
                { status: 400 },
            );
        }
        const first = generation.fromSerial + offset;
        const last = Math.min(generation.toSerial, first + limit - 1);
        const items: { serial: string; code: string; qr: string }[] = [];
        for (let serial = first; serial <= last; serial++) {
            const code = encodeStamp(generation.bizId, serial);
            items.push({ serial: formatSerial(serial), code, qr: qr.of(code) });
        }
        return HttpResponse.json({
            status: 'success',
            data: {
                id: generation.id,
                quantity: generation.quantity,
                fromSerial: formatSerial(generation.fromSerial),
                toSerial: formatSerial(generation.toSerial),
                templateName: generation.templateName,
                // The template as it is now (its background image too), at the batch's size.
                layout: {
                    ...(template ?? {}),
                    backgroundImage: template?.backgroundImage ?? null,
                    widthMm: generation.widthMm,
                    heightMm: generation.heightMm,
                },
                scannerHost: config.scannerHost,
                qrMode: qr.mode,
                gtin: qr.gtin,
                lot: qr.lot,
                gs1Lot: qr.gs1Lot,
                offset,
                items,
            },
            message: 'OK',
        });
    }),
];
