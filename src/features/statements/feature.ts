import { defineFeature } from '../kit';
import { ALL, READ } from '../../providers/roles';

/**
 * Due diligence statements (EUDR): prepared in the console, filed by the XTS API with the EU
 * Information System, followed to available or rejected, amended or withdrawn within the window,
 * and the numbers of statements filed elsewhere recorded. A worker prepares them and checks other
 * operators' numbers; only the owner files, amends, withdraws or records, since each speaks for the
 * business to the EU. An observer reads them and their frozen files.
 */
export default defineFeature({
    name: 'statements',
    resources: {
        statements: {
            grant: { owner: ALL, user: ['list', 'show', 'create', 'edit', 'export'], observer: READ },
            crud: {
                list: 'statementList',
                getOne: 'statementDetail',
                create: 'statementCreate',
                update: 'statementUpdate',
            },
            paths: {
                list: '/statement',
                create: '/statement/add',
                edit: '/statement/edit/:id',
                show: '/statement/detail/:id',
            },
            menu: { section: 'trace', icon: 'TaskAlt', after: 'stamp-lots' },
            recordRepresentation: 'internalReference',
        },
    },
    calls: {
        statementList: ['statements', 'list'],
        statementDetail: ['statements', 'show'],
        statementRetrieve: ['statements', 'show'],
        statementDiff: ['statements', 'show'],
        statementFile: ['statements', 'export'],
        statementCreate: ['statements', 'create'],
        statementUpdate: ['statements', 'edit'],
        // Checking another operator's numbers is part of preparing a statement.
        statementVerify: ['statements', 'edit'],
        statementSubmit: ['statements', 'operate'],
        statementAmend: ['statements', 'operate'],
        statementWithdraw: ['statements', 'operate'],
        statementRecord: ['statements', 'operate'],
    },
    // The lots' and stamps' words its lot pickers and lists show.
    wordsFrom: ['lots', 'stamps'],
});
