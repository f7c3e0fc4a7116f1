import { defineFeature } from '../kit';
import { ALL, READ, ownerOnly } from '../../providers/roles';

/**
 * Producers as people: the register of the households and farms whose plots a business
 * declares, their consent and the register of their data's transfers abroad. Owners and users keep
 * the register and record consents; only the owner merges duplicates and reads the transfers.
 * Observers read names, communes and plots: the server never sends them an ID number or a phone.
 */
export default defineFeature({
    name: 'producers',
    resources: {
        producers: {
            grant: { owner: ALL, user: ['list', 'show', 'create', 'edit', 'export'], observer: READ },
            crud: {
                list: 'producerList',
                getOne: 'producerDetail',
                create: 'producerCreate',
                update: 'producerUpdate',
                // A plot's household by id: names and masked numbers from the list, not the detail
                // (whole numbers for owners, and a view in the access log).
                many: { filter: 'ids', with: { erased: 'include' } },
            },
            paths: {
                list: '/producer/list',
                create: '/producer/create',
                edit: '/producer/edit/:id',
                show: '/producer/detail/:id',
            },
            // Near the plots they own, in the trace section: after the entries that follow the plots.
            menu: { section: 'trace', icon: 'Diversity3', after: 'trace' },
            recordRepresentation: 'name',
        },
        // What a household agreed to: personal data, so observers read none of it.
        'producer-consents': {
            grant: { owner: ALL, user: ['list', 'show', 'create', 'edit'], observer: [] },
        },
        // Whoever downloads an EUDR pack records that its producers' data left; the owner reads the
        // register, an annex of the business's transfer impact assessment dossier. An observer reads
        // the pack but hands no producer's data to a buyer.
        transfers: {
            grant: { owner: ALL, user: ['create'], observer: [] },
            crud: { list: 'transferList' },
        },
        // A household's rights (export, erasure) and the access log of its personal data: the owner's.
        'producer-rights': { grant: ownerOnly },
    },
    calls: {
        producerList: ['producers', 'list'],
        producerDetail: ['producers', 'show'],
        producerCreate: ['producers', 'create'],
        producerUpdate: ['producers', 'edit'],
        producerMatch: ['producers', 'create'],
        // Merging two households is the owner's decision, with an audit entry.
        producerMerge: ['producers', 'operate'],
        consentList: ['producer-consents', 'list'],
        consentCreate: ['producer-consents', 'create'],
        consentWithdraw: ['producer-consents', 'edit'],
        transferRecord: ['transfers', 'create'],
        transferList: ['transfers', 'list'],
        producerExport: ['producer-rights', 'export'],
        producerWholeExport: ['producer-rights', 'export'],
        producerErase: ['producer-rights', 'delete'],
        producerAccessLog: ['producer-rights', 'list'],
        // What the law keeps of a household holds no personal data: whoever reads the producer.
        producerRetained: ['producers', 'show'],
    },
    // The plots' words (land); the pictures' input the signed consent form's photo is taken with (catalogue).
    wordsFrom: ['land', 'catalogue'],
});
