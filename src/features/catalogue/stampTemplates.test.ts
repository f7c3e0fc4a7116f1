// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { call } from '../../providers/http';
import { TEMPLATE_DEFAULTS } from '../../domain/stampTemplates';
import { signInAs } from '../../../tests/unit/helpers';

describe('mock rules: stamp templates', () => {
    it('renders a real SVG preview with a QR code and the serial; a stopped template is marked not printable', async () => {
        await signInAs('owner');
        const preview = await call<{
            image: string;
            content: string;
            serial: string;
            printable: boolean;
            widthMm: number;
        }>('stampTemplatePreview', { params: { id: 1 } });
        const svg = decodeURIComponent(preview.image.replace('data:image/svg+xml;charset=utf-8,', ''));
        expect(svg).toContain('width="40mm" height="25mm" viewBox="0 0 40 25"');
        expect(svg).toMatch(
            /<svg x="12.5" y="4.2" width="15" height="15" [^>]*viewBox="0 0 \d+ \d+"[^>]*><path stroke="#1b1b1b" d="M0 0.5h7/,
        );
        expect(svg).toContain('>CD-0000000123</text>');
        expect(preview.content).toBe('https://scan.xacthucso.vn/K7M2Q9XPTA');
        expect(preview.printable).toBe(true);
        const gs1 = await call<{ content: string }>('stampTemplatePreview', { params: { id: 2 } });
        expect(gs1.content).toMatch(/^https:\/\/scan\.xacthucso\.vn\/01\/0\d{13}\/21\/K7M2Q9XPTA$/);
        const stopped = await call<{ image: string; printable: boolean }>('stampTemplatePreview', {
            params: { id: 4 },
        });
        expect(stopped.printable).toBe(false);
        expect(decodeURIComponent(stopped.image)).toContain('NGỪNG HOẠT ĐỘNG');
    });

    it('previews unsaved values and refuses a layout whose QR code leaves the stamp', async () => {
        await signInAs('user');
        const ok = await call<{ widthMm: number; heightMm: number }>('stampTemplatePreviewFromParams', {
            body: { ...TEMPLATE_DEFAULTS, widthMm: 60, heightMm: 40 },
        });
        expect(ok).toMatchObject({ widthMm: 60, heightMm: 40 });
        await expect(
            call('stampTemplatePreviewFromParams', { body: { ...TEMPLATE_DEFAULTS, qrX: 30 } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { qrSizeMm: 'Mã QR nằm ra ngoài tem: giảm cạnh QR hoặc dời vị trí' } },
        });
    });

    it('previews the unsaved values of a template with the background it keeps, and no other picture the rules refuse', async () => {
        await signInAs('owner');
        // A picture kept from before the picture rules (not a PNG, JPEG or WEBP a save would take now).
        const kept = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
        const template = getDb().stampTemplates.find((t) => t.bizId === 1)!;
        template.backgroundImage = kept;
        const preview = await call<{ image: string }>('stampTemplatePreviewFromParams', {
            body: { ...TEMPLATE_DEFAULTS, backgroundImage: kept },
        });
        expect(decodeURIComponent(preview.image)).toContain(`<image href="${kept}"`);
        await expect(
            call('stampTemplatePreviewFromParams', {
                body: { ...TEMPLATE_DEFAULTS, backgroundImage: kept.replace('PHN2', 'PHn2') },
            }),
        ).rejects.toMatchObject({ status: 400, body: { errors: { backgroundImage: expect.any(String) } } });
    });

    it('activates and deactivates once each; a new template is active; edits keep the status', async () => {
        await signInAs('owner');
        await expect(call('stampTemplateActivate', { params: { id: 1 } })).rejects.toMatchObject({
            status: 400,
        });
        await call('stampTemplateActivate', { params: { id: 4 } });
        expect(getDb().stampTemplates.find((t) => t.id === 4)?.status).toBe('active');
        const created = await dataProvider.create('stamp-templates', {
            data: { ...TEMPLATE_DEFAULTS, name: 'Tem thử', status: 'inactive' },
        });
        expect(created.data.status).toBe('active');
        await call('stampTemplateDeactivate', { params: { id: created.data.id } });
        await dataProvider.update('stamp-templates', {
            id: created.data.id,
            data: { ...created.data, status: 'active', name: 'Tem thử 2' },
            previousData: created.data,
        });
        expect(getDb().stampTemplates.find((t) => t.id === created.data.id)).toMatchObject({
            status: 'inactive',
            name: 'Tem thử 2',
        });
        const foreign = getDb().stampTemplates.find((t) => t.bizId === 3)!;
        await expect(call('stampTemplatePreview', { params: { id: foreign.id } })).rejects.toMatchObject({
            status: 403,
        });
    });

    it('uploads a background image as multipart and refuses other files', async () => {
        await signInAs('owner');
        const form = new FormData();
        form.append(
            'file',
            new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'nen.png', { type: 'image/png' }),
        );
        expect(await call<{ url: string }>('uploadStampTemplateImage', { body: form })).toMatchObject({
            url: expect.stringMatching(/^data:image\/png;base64,/),
        });
        const pdf = new FormData();
        pdf.append('file', new File(['%PDF'], 'nen.pdf', { type: 'application/pdf' }));
        await expect(call('uploadStampTemplateImage', { body: pdf })).rejects.toMatchObject({ status: 400 });
    });
});
