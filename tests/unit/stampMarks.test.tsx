// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { countMarks, markOf, marksOf, stampMeaning, MARKED_MEANINGS } from '../../src/domain/stampMeaning';
import { StampChips, StampStateChips } from '../../src/features/stamps/parts/listParts';
import { stampStateColumns } from '../../src/features/stamps/parts/stateColumns';
import { toCsv } from '../../src/kit/csv';
import { call } from '../../src/providers/http';
import { signInAs } from './helpers';
import { renderVi } from './renderVi';

afterEach(cleanup);

const STATES = ['generated', 'activated', 'sold', 'destroyed'];

describe("a record's stamps counted by what they mean (stampMeaning)", () => {
    it('counts each stamp once, as the trace and the public page read it', () => {
        for (const state of STATES)
            for (const recalled of [false, true]) {
                const counts = countMarks([{ state, recalled, size: 10, flagged: 3 }]);
                const plain = stampMeaning({ state, recalled, suspicious: false }).meaning;
                const scanned = stampMeaning({ state, recalled, suspicious: true }).meaning;
                expect(counts, `${state} ${recalled}`).toEqual({
                    recalled: plain === 'recalled' ? 10 : 0,
                    suspicious: plain !== 'recalled' && scanned === 'suspicious' ? 3 : 0,
                });
            }
    });

    it('reads the marks of a record, none from a server that does not send them', () => {
        expect(marksOf({ recalled: 600, suspicious: 2 })).toEqual([
            { meaning: 'recalled', count: 600, severity: 'error' },
            { meaning: 'suspicious', count: 2, severity: 'warning' },
        ]);
        expect(marksOf({ activated: 600 })).toEqual([]);
        expect(markOf({ state: 'sold', recalled: true, suspicious: true })?.meaning).toBe('recalled');
        expect(markOf({ state: 'activated', recalled: false, suspicious: true })?.meaning).toBe('suspicious');
        expect(markOf({ state: 'destroyed', recalled: true, suspicious: true })).toBeNull();
        expect(markOf({ state: 'activated', recalled: false, suspicious: false })).toBeNull();
    });

    it('shows the states and the marks as chips, on a table row, a phone card or a page', () => {
        renderVi(
            <StampStateChips record={{ id: 3, activated: 600, sold: 0, recalled: 600, suspicious: 0 }} />,
        );
        expect(screen.getByText('Đã kích hoạt: 600')).toBeTruthy();
        expect(screen.getByText('Đã thu hồi: 600')).toBeTruthy();
        expect(screen.queryByText(/Nghi giả/)).toBeNull();
        cleanup();
        renderVi(<StampChips situation={{ state: 'activated', recalled: true, suspicious: true }} />);
        expect(screen.getByText('Đã kích hoạt')).toBeTruthy();
        expect(screen.getByText('Đã thu hồi')).toBeTruthy();
        expect(screen.queryByText('Nghi giả')).toBeNull();
    });

    it('exports the same counts in CSV', () => {
        const csv = toCsv(
            [{ id: 3, activated: 600, recalled: 600, suspicious: 2 }],
            'stamp-activations',
            stampStateColumns(),
            (key) => key,
        );
        expect(csv.split('\r\n')).toEqual([
            [
                ...STATES.map((s) => `"xts.stamps.states.${s}"`),
                ...MARKED_MEANINGS.map((m) => `"xts.stamps.marks.${m}"`),
            ].join(','),
            '0,600,0,0,600,2',
        ]);
    });
});

interface Counted {
    id: number;
    productId: number;
    activated: number;
    recalled: number;
    suspicious: number;
}
interface Suspicious {
    serial: number;
    state: string;
    recalled: boolean;
}

describe('the mock answers the marks of every record of stamps', () => {
    it('activation #3 and print batch #1 say how many of their stamps lot CD-2025-02 recalled', async () => {
        await signInAs('owner');
        const activation = () => call<Counted>('activationDetail', { params: { id: 3 } });
        const batch = () => call<Counted>('generationDetail', { params: { id: 1 } });
        const listed = async () =>
            (
                await call<{ items: Suspicious[] }>('suspiciousStampList', { query: { limit: 100 } })
            ).items.filter((row) => row.serial >= 2001 && row.serial <= 2600);
        // Before: 2101 and 2205 of the lot were scanned far apart (docs/api.md, "Scan rules").
        const before = await activation();
        expect(before).toMatchObject({ lot: 'CD-2025-02', activated: 600, recalled: 0, suspicious: 2 });
        expect((await batch()).recalled).toBe(0);
        expect((await listed()).map((row) => row.recalled)).toEqual([false, false]);

        await call('lotRecall', {
            body: { productId: before.productId, lot: 'CD-2025-02', reason: 'quality' },
        });

        // Recalled stamps are still activated; each now means recalled, not suspicious.
        expect(await activation()).toMatchObject({ activated: 600, recalled: 600, suspicious: 0 });
        const after = await batch();
        expect(after.recalled).toBe(600);
        const list = await call<{ items: Counted[] }>('activationList', { query: { limit: 100 } });
        expect(list.items.find((row) => row.id === 3)).toMatchObject({ recalled: 600, suspicious: 0 });
        expect((await listed()).map((row) => row.recalled)).toEqual([true, true]);
    });
});
