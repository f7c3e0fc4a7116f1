import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../src/kit/format';
import { i18nProvider } from '../../src/providers/i18n';

describe('figures follow the interface language', () => {
    afterEach(() => i18nProvider.changeLocale('vi'));

    it('Vietnamese groups thousands with a dot, English with a comma; dates read dd/mm/yyyy', async () => {
        await i18nProvider.changeLocale('vi');
        expect(formatNumber(17000)).toBe('17.000');
        expect(formatDate('2026-03-07')).toBe('07/03/2026');
        await i18nProvider.changeLocale('en');
        expect(formatNumber(17000)).toBe('17,000');
        expect(formatDate('2026-03-07')).toBe('07/03/2026');
    });
});
