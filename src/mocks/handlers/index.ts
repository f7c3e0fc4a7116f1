import { http, type HttpHandler } from 'msw';
import { fail } from '../kit';
import { dispatcher } from '../dispatch';
import { authHandlers } from './auth';
import { locationHandlers } from './location';
import { mockControlHandlers } from './mockControls';
import { handlers as featureHandlers } from '../../features/registry/mockHandlers';

/** Every handler of the mock backend, one file per API area, behind one dispatcher (../dispatch.ts). */
export const handlers: HttpHandler[] = [
    dispatcher([
        ...mockControlHandlers,
        ...authHandlers,
        ...locationHandlers,
        // The features' own (src/features/<name>/mock/handlers.ts).
        ...featureHandlers,
        // A call of the API this mock does not implement answers like a server that lacks it.
        http.all('*/api/*', () => fail(501, 'Chức năng này chưa được máy chủ hỗ trợ')),
    ]),
];
