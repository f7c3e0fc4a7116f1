import { defineResource, lazyPage } from '../../routes/kit';

/** Stamps whose consumer scans break a scan rule: a list to act on, each row leading to its trace. */
export default defineResource({
    name: 'suspicious-stamps',
    recordRepresentation: (record: { serialText?: string; id: string }) => record.serialText ?? record.id,
    menu: { section: 'trace', icon: 'GppMaybe' },
    screens: {
        list: { path: '/stamp-suspicious/list', page: lazyPage(() => import('./SuspiciousList')) },
    },
});
