import { describe, expect, it } from 'vitest';
import { keepDrafts, onSessionEndedWithDrafts, registerKeeper, warnSessionEnded } from '../../src/custom/common/drafts';
import { saveDraft, takeDraft } from '../../src/custom/common/draftStore';

describe('drafts kept when a session ends', () => {
    it('stores what can be stored, leaves chosen files out, and gives a draft back once', () => {
        const file = new File(['x'], 'anh.png', { type: 'image/png' });
        saveDraft('/partner/add', {
            name: 'Đại lý trà',
            tags: ['a', { rawFile: file, src: 'blob:1' }],
            logo: { rawFile: file, src: 'blob:2' },
            address: { province: '68', ward: null },
        });
        expect(takeDraft('/partner/add')).toEqual({ name: 'Đại lý trà', tags: ['a'], address: { province: '68', ward: null } });
        expect(takeDraft('/partner/add')).toBeNull();
    });

    it('drops an old or unreadable draft', () => {
        sessionStorage.setItem('xts_draft:/a', JSON.stringify({ savedAt: Date.now() - 2 * 24 * 3600_000, values: { name: 'cũ' } }));
        sessionStorage.setItem('xts_draft:/b', '{not json');
        expect(takeDraft('/a')).toBeNull();
        expect(takeDraft('/b')).toBeNull();
    });

    it('warns only when a form on screen had unsaved changes, and each dirty form keeps its draft', () => {
        let warned = 0;
        const offWarner = onSessionEndedWithDrafts(() => (warned += 1));
        const offClean = registerKeeper(() => false);
        expect(warnSessionEnded()).toBe(false);
        expect(warned).toBe(0);
        const offDirty = registerKeeper(() => {
            saveDraft('/shop/add', { name: 'Quầy' });
            return true;
        });
        expect(keepDrafts()).toBe(true);
        expect(warnSessionEnded()).toBe(true);
        expect(warned).toBe(1);
        expect(takeDraft('/shop/add')).toEqual({ name: 'Quầy' });
        // Without the shell's warning on screen, the caller leaves instead.
        offWarner();
        expect(warnSessionEnded()).toBe(false);
        offClean();
        offDirty();
    });
});
