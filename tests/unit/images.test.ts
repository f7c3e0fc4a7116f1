// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { isRasterDataUrl, rasterTypeOf } from '../../src/mocks/images';
import { signInAs } from './helpers';

/**
 * Pictures from users are raster pictures by their content, in every image field and upload: an SVG
 * (which runs script when opened as a document) is refused even when it calls itself a PNG.
 */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="document.title=localStorage.refresh_token"/>';
const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const PNG_URL = `data:image/png;base64,${base64(PNG_BYTES)}`;
/** What an attacker sends over the API, bypassing the console's checks. */
const DISGUISED = [
    `data:image/svg+xml;base64,${base64(SVG)}`,
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    `data:image/png;base64,${base64(SVG)}`,
    `data:text/html;base64,${base64('<script>alert(1)</script>')}`,
];
const svgFile = () => new File([SVG], 'anh.png', { type: 'image/png' });

const fieldError = (promise: Promise<unknown>, field: string) =>
    expect(promise).rejects.toMatchObject({ status: 400, body: { errors: { [field]: expect.any(String) } } });

describe('pictures checked by their bytes', () => {
    it('knows PNG, JPEG and WEBP by their signature, and nothing else', () => {
        expect(rasterTypeOf(PNG_BYTES)).toBe('image/png');
        expect(rasterTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
        expect(rasterTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
        expect(rasterTypeOf(new TextEncoder().encode(SVG))).toBeNull();
        expect(rasterTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
        expect(isRasterDataUrl(PNG_URL)).toBe(true);
        for (const url of DISGUISED) expect(isRasterDataUrl(url), url).toBe(false);
    });

    it('refuses an SVG in every image field written as JSON', async () => {
        await signInAs('owner');
        const product = getDb().products.find((p) => p.bizId === 1)!;
        const template = getDb().stampTemplates.find((t) => t.bizId === 1)!;
        const activity = getDb().diaryActivities!.find((a) => a.bizId === 1)!;
        for (const image of DISGUISED) {
            await fieldError(call('businessUpdate', { body: { logo: image } }), 'logo');
            await fieldError(call('businessUpdate', { body: { images: [image] } }), 'images');
            await fieldError(call('productAdd', { body: { name: 'Cà phê thử', images: [image] } }), 'images');
            await fieldError(
                call('productEdit', { params: { id: product.id }, body: { ...product, images: [image] } }),
                'images',
            );
            await fieldError(
                call('stampTemplateEdit', {
                    params: { id: template.id },
                    body: { ...template, backgroundImage: image },
                }),
                'backgroundImage',
            );
            await fieldError(
                call('diaryActivityAdd', { body: { diaryId: activity.diaryId, photos: [image] } }),
                'photos',
            );
            await fieldError(
                call('diaryActivityUpdate', { body: { ...activity, photos: [image] } }),
                'photos',
            );
            await fieldError(
                call('reportIssue', {
                    body: { category: 'bug', description: 'Ảnh chụp màn hình lạ', screenshot: image },
                }),
                'screenshot',
            );
        }
        // A real PNG goes through, and a photo the activity already holds may stay.
        await call('diaryActivityUpdate', {
            body: { ...activity, photos: [...(activity.photos ?? []), PNG_URL] },
        });
        expect(getDb().diaryActivities!.find((a) => a.id === activity.id)!.photos ?? []).toContain(PNG_URL);
    });

    it('refuses an SVG file named .png in every upload, and keeps a PNG as a PNG', async () => {
        await signInAs('owner');
        const form = (entries: Record<string, string | File>) => {
            const body = new FormData();
            for (const [key, value] of Object.entries(entries)) body.append(key, value);
            return body;
        };
        const refused = { status: 400 };
        await expect(call('uploadBizImages', { body: form({ files: svgFile() }) })).rejects.toMatchObject(
            refused,
        );
        await expect(
            call('uploadStampTemplateImage', { body: form({ file: svgFile() }) }),
        ).rejects.toMatchObject(refused);
        const { user } = await signInAs('observer');
        await expect(
            call('updateProfile', { body: form({ name: user.name, phone: user.phone, avatar: svgFile() }) }),
        ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('không phải ảnh') });
        await signInAs('owner');
        // A PNG sent as image/jpeg is still a raster picture: kept, under its real type.
        const png = new File([PNG_BYTES], 'anh.jpg', { type: 'image/jpeg' });
        const { urls } = await call<{ urls: string[] }>('uploadBizImages', { body: form({ files: png }) });
        expect(urls).toEqual([PNG_URL]);
    });
});
