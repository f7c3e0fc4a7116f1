import { lazy, type ComponentType } from 'react';

declare const __XTS_MOCK__: boolean;

/**
 * Pages of the mock backend (its SSO page), mounted only in mock mode. The condition is a
 * build-time constant, so a build for a real API host contains none of this code.
 */
export const mockPages: Record<string, ComponentType> = __XTS_MOCK__
    ? {
          '/mock-sso': lazy(() => import('./custom/mock/MockSsoPage')),
          '/mock-zalo': lazy(() => import('./custom/mock/MockZaloPage')),
          '/mock-print/:id': lazy(() => import('./custom/stamps/PrintFilePage')),
          '/mock-scan/*': lazy(() => import('./custom/mock/MockScanPage')),
      }
    : {};
