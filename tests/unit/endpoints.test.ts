import { describe, expect, it } from 'vitest';
import { allEndpoints, endpoint, resources } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { fillPath } from '../../src/paths';

/** Every call of spec section 7, as the spec writes it (path parameters as :name). */
const SPEC_CALLS = [
    'GET /api/me',
    'GET /api/auth/refresh',
    'POST /api/auth/change-business',
    'POST /api/auth/set-default-business',
    'POST /api/auth/leave-business/:id',
    'GET /api/auth/sso/get-auth-url',
    'POST /api/auth/sso/login',
    'GET /api/auth/logout',
    'GET /api/credential/list',
    'GET /api/credential/get-zalo-login-url',
    'POST /api/credential/add-password',
    'POST /api/credential/add-zalo',
    'POST /api/credential/delete/:id',
    'POST /api/user/create-profile',
    'POST /api/user/update-profile',
    'POST /api/user/report-issue',
    'POST /api/upload/biz-images',
    'POST /api/upload/stamp-template-image',
    'POST /api/upload/clone-biz-resource',
    'GET /api/business',
    'GET /api/business/current',
    'POST /api/business/create',
    'POST /api/business/update',
    'GET /api/biz-user/list',
    'GET /api/biz-user/detail/:id',
    'POST /api/biz-user/lock/:id',
    'POST /api/biz-user/unlock/:id',
    'POST /api/biz-user/change-role',
    'POST /api/biz-user/update',
    'POST /api/biz-partner/create',
    'GET /api/biz-partner/list',
    'GET /api/biz-partner/deatil/:id',
    'PATCH /api/biz-partner/update/:id',
    'POST /api/biz-shop/create',
    'GET /api/biz-shop/list',
    'GET /api/biz-shop/detail/:id',
    'PATCH /api/biz-shop/update/:id',
    'POST /api/biz-location/create',
    'GET /api/biz-location/list',
    'GET /api/biz-location/detail/:id',
    'POST /api/biz-location/update/:id',
    'GET /api/biz-location/list-active',
    'POST /api/product/add',
    'GET /api/product/list',
    'GET /api/product/list-active',
    'GET /api/product/detail/:id',
    'POST /api/product/edit/:id',
    'GET /api/product/attributes/:id',
    'POST /api/stamp-template/add',
    'GET /api/stamp-template/list',
    'GET /api/stamp-template/list-active',
    'GET /api/stamp-template/detail/:id',
    'POST /api/stamp-template/edit/:id',
    'POST /api/stamp-template/active/:id',
    'POST /api/stamp-template/inactive/:id',
    'POST /api/stamp-template/print-preview-from-stamp-template/:id',
    'POST /api/stamp-template/print-preview-from-params',
    'POST /api/stamp/check',
    'POST /api/stamp/generation/add',
    'POST /api/stamp/generation/add-preactivate',
    'GET /api/stamp/generation/list',
    'GET /api/stamp/generation/detail/:id',
    'GET /api/stamp/generation/print-url/:id',
    'POST /api/stamp/activation/add',
    'GET /api/stamp/activation/list',
    'GET /api/stamp/activation/detail/:id',
    'POST /api/stamp/retail/add',
    'GET /api/stamp/retail/list',
    'GET /api/stamp/retail/detail/:id',
    'GET /api/stamp/retail/settings',
    'POST /api/destruction/add',
    'GET /api/destruction/list',
    'GET /api/destruction/detail/:id',
    'POST /api/invitation',
    'GET /api/invitation/list',
    'GET /api/invitation/detail/:id',
    'POST /api/invitation/cancel/:id',
    'GET /api/my-invitation/list',
    'GET /api/my-invitation/detail/:id',
    'POST /api/my-invitation/accept/:code',
    'POST /api/my-invitation/reject/:code',
    'GET /api/location/provinces',
    'GET /api/location/wards',
    'GET /api/trace',
    'GET /api/public/biz/:code',
    'GET /api/public/product/:code',
    'GET /api/public/stamp/:code',
    'GET /api/public/migrated-companies',
    'GET /api/public/affiliate/:code',
    'GET /api/public/v2/product/:code',
    'GET /api/public/v2/company/:code',
    'GET /api/public/v2/stamp/:code',
    'POST /api/diary/add',
    'GET /api/diary/list',
    'GET /api/diary/options/:id',
    'GET /api/diary/detail/:id',
    'PATCH /api/diary/update/:id',
    'POST /api/diary/activity',
    'PATCH /api/diary/activity',
    'GET /api/diary/activity/:id',
    'GET /api/diary/activity/detail/:id',
    'DELETE /api/diary/activity/:id',
    'GET /api/diary/templates',
    'GET /api/diary/templates/activities/:id',
    'GET /api/diary/templates/activities-by-diary/:id',
    'GET /api/dashboard',
    'POST /api/biz-affiliate/accept/:id',
    'POST /api/biz-affiliate/reject/:id',
    'POST /api/authorize/empower',
    'POST /api/authorize/token',
    'POST /api/authorize/refresh',
    'POST /api/authorize/logout',
    'POST /api/authorize/ai-token',
];

const normalise = (path: string) => path.replace(/:[A-Za-z]+/g, ':param');

describe('endpoint table', () => {
    it('covers all 113 calls of the spec, and marks every other call as beyond it (`x-own` in the contract)', () => {
        expect(SPEC_CALLS).toHaveLength(113);
        const key = (method: string, path: string) => `${method} ${normalise(path)}`;
        const spec = SPEC_CALLS.map((c) => key(...(c.split(' ') as [string, string])));
        const table = allEndpoints();
        // Every call of the spec, once, as the spec's own (a server has it).
        for (const call of spec) {
            const found = table.filter((e) => key(e.method, e.path) === call);
            expect(found, call).toHaveLength(1);
            expect(found[0].own, `${call} is the spec's`).toBeFalsy();
        }
        // The console's additions (scan rules, lots, plots, lot origins...), each documented in the
        // contract as beyond the spec, so that a server lacking it is told apart (docs/api.md).
        const added = table.filter((e) => !spec.includes(key(e.method, e.path)));
        for (const e of added) expect(e.own, `${e.method} ${e.path} beyond the spec`).toBe(true);
        expect(new Set(table.map((e) => key(e.method, e.path))).size).toBe(table.length);
    });

    it('keeps the irregular spellings and methods of the API', () => {
        expect(endpoint('partnerDetail')).toMatchObject({
            method: 'GET',
            path: '/api/biz-partner/deatil/:id',
        });
        expect(endpoint('partnerUpdate').method).toBe('PATCH');
        expect(endpoint('shopUpdate').method).toBe('PATCH');
        expect(endpoint('productEdit')).toMatchObject({ method: 'POST', path: '/api/product/edit/:id' });
        expect(endpoint('diaryActivityDelete').method).toBe('DELETE');
    });

    it('marks multipart bodies and calls sent without a token', () => {
        const multipart = allEndpoints()
            .filter((e) => e.multipart)
            .map((e) => e.name)
            .sort();
        expect(multipart).toEqual(
            [
                'businessCreate',
                'createProfile',
                'updateProfile',
                'uploadBizImages',
                'uploadStampTemplateImage',
            ].sort(),
        );
        const open = allEndpoints()
            .filter((e) => !e.secured)
            .map((e) => e.path);
        expect(open.filter((p) => p.startsWith('/api/public/'))).toHaveLength(8);
        expect(open).toEqual(
            expect.arrayContaining([
                '/api/location/provinces',
                '/api/location/wards',
                '/api/authorize/token',
                '/api/authorize/refresh',
                '/api/auth/refresh',
            ]),
        );
        expect(endpoint('me').secured).toBe(true);
        expect(endpoint('authorizeEmpower').secured).toBe(true);
    });

    it('fills path parameters and refuses missing ones', () => {
        expect(fillPath('/api/biz-partner/deatil/:id', { id: 7 })).toBe('/api/biz-partner/deatil/7');
        expect(fillPath('/api/my-invitation/accept/:code', { code: 'A B' })).toBe(
            '/api/my-invitation/accept/A%20B',
        );
        expect(() => fillPath('/api/product/detail/:id', {})).toThrow(/Missing path parameter/);
    });

    it('maps every resource verb to a call of the table', () => {
        for (const [name, verbs] of Object.entries(resources)) {
            for (const call of Object.values(verbs)) {
                if (typeof call === 'string') expect(() => endpoint(call as CallName), name).not.toThrow();
            }
        }
    });
});
