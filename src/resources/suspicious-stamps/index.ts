import { lazy } from 'react';
import type { ResourceScreens } from '../index';

export default {
    list: lazy(() => import('./SuspiciousList')),
    recordRepresentation: (record: { serialText?: string; id: string }) => record.serialText ?? record.id,
} satisfies ResourceScreens;
