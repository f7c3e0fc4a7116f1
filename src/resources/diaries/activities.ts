import { defineResource, lazyPage } from '../../routes/kit';

/** Activities of a diary: added and edited on their own pages, listed on the diary's detail page. */
export default defineResource({
    name: 'diary-activities',
    recordRepresentation: 'kindName',
    screens: {
        create: {
            path: '/diary/activity/add/:diaryId',
            page: lazyPage(() => import('./ActivityCreate'), 'ActivityCreate'),
        },
        edit: {
            path: '/diary/activity/update/:diaryId/:id',
            page: lazyPage(() => import('./ActivityEdit'), 'ActivityEdit'),
        },
    },
});
