// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { allMessages } from '../../src/providers/i18n/all';
import { i18nProvider } from '../../src/providers/i18n';
import { issueText } from '../../src/features/land/plots/geoIssueText';
import { AreaFacts } from '../../src/features/land/plots/AreaFacts';
import type { GeoIssue } from '../../src/domain/geo/types';

const translateIn = (locale: 'vi' | 'en') => {
    const words = polyglotI18nProvider(() => allMessages[locale], locale);
    return (key: string, options?: Record<string, unknown>) => words.translate(key, options);
};

/** The warnings a plot or a pack can carry, each with the numbers its rule puts in words. */
const findings: GeoIssue[] = [
    { code: 'area_mismatch', params: { declared: 2.5, computed: 3.0429 } },
    { code: 'short_segment', params: { polygon: 1, ring: 1, position: 1204, length: 0.35 } },
    { code: 'spike', params: { polygon: 1, ring: 1, position: 3, angle: 0.512 } },
    { code: 'point_over_4ha', params: { declared: 4.5, max: 4 } },
    { code: 'too_many_vertices', params: { count: 12000, max: 10000 } },
];

describe('numbers in plot warnings', () => {
    afterEach(() => i18nProvider.changeLocale('vi'));

    it('are written the Vietnamese way in Vietnamese', async () => {
        await i18nProvider.changeLocale('vi');
        const texts = findings.map((issue) => issueText(issue, translateIn('vi')));
        expect(texts[0]).toContain('3,043 ha');
        expect(texts[0]).toContain('2,5 ha');
        expect(texts[1]).toContain('điểm 1.204');
        for (const text of texts) expect(text).not.toMatch(/\d\.\d{1,2}(?!\d)|\d\.\d{4,}|\d{5,}/);
    });

    it('are written the English way in English', async () => {
        await i18nProvider.changeLocale('en');
        const texts = findings.map((issue) => issueText(issue, translateIn('en')));
        expect(texts[0]).toContain('3.043 ha');
        expect(texts[0]).toContain('2.5 ha');
        expect(texts[1]).toContain('point 1,204');
        for (const text of texts) expect(text).not.toMatch(/\d,\d{1,2}(?!\d)|\d\.\d{4,}|\d{5,}/);
    });
});

describe("a plot's overlap warning", () => {
    afterEach(cleanup);

    const codes: Record<number, string> = { 42: 'CD-T042', 57: 'LD-B7' };
    const dataProvider = {
        getMany: async (_: string, { ids }: { ids: number[] }) => ({
            data: ids.map((id) => ({ id, code: codes[id] })),
        }),
    } as unknown as DataProvider;

    it('names each overlapping plot by its code, linked to its page, never by its id', async () => {
        render(
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={polyglotI18nProvider(() => allMessages.vi, 'vi')}
            >
                <AreaFacts
                    declaredAreaHa={2.5}
                    areaHa={3.0429}
                    warnings={[{ code: 'overlap', plotIds: [42, 57] }]}
                />
            </AdminContext>,
        );
        const link = await screen.findByRole('link', { name: 'CD-T042' });
        expect(link.getAttribute('href')).toMatch(/42/);
        expect(screen.getByRole('link', { name: 'LD-B7' })).toBeTruthy();
        const facts = screen.getByTestId('area-facts').textContent!;
        expect(facts).not.toMatch(/thửa số \d/);
        expect(facts).toContain('3,043 ha');
    });
});
