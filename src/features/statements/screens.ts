import { featurePages, featureScreens, lazyPage } from '../../routes/kit';
import statements from './feature';
import { VERIFY_PATH } from './statementPaths';

/**
 * Due diligence statements: the list (its menu entry follows the lots'), one statement's page, its
 * form (prepared from a lot or a pack, edited, amended), and checking statement numbers.
 */
export default [
    featureScreens(statements, 'statements', {
        list: lazyPage(() => import('./StatementList'), 'StatementList'),
        create: lazyPage(() => import('./StatementCreate'), 'StatementCreate'),
        edit: lazyPage(() => import('./StatementEdit'), 'StatementEdit'),
        show: lazyPage(() => import('./StatementShow'), 'StatementShow'),
    }),
    featurePages(statements, [
        {
            path: VERIFY_PATH,
            guard: 'business',
            title: 'xts.statements.verify.page',
            access: { resource: 'statements', action: 'show' },
            page: lazyPage(() => import('./VerifyPage')),
        },
    ]),
];
