import { defineFeature } from '../kit';
import { readForAll, workers } from '../../providers/roles';

/** An operation's record is named by its number. */
const byNumber = (record: { id: number }) => `#${record.id}`;

/**
 * The stamps' life after their template: batches printed (generations), stamps put into use for a
 * product and lot (activations), sold (retails) and taken out of use for good (destructions), and
 * the stamps whose consumer scans break a scan rule (suspicious stamps). The operation form, the
 * print file, scanning and the trace they share with other pages stay in src/features/stamps/parts.
 */
export default defineFeature({
    name: 'stamps',
    resources: {
        'stamp-generations': {
            grant: workers,
            crud: { list: 'generationList', getOne: 'generationDetail', create: 'generationAdd' },
            paths: {
                list: '/stamp-generator/list',
                create: '/stamp-generator/add',
                show: '/stamp-generator/detail/:id',
            },
            menu: { section: 'trace', icon: 'Print', after: 'stamp-templates' },
            recordRepresentation: byNumber,
        },
        'stamp-activations': {
            grant: workers,
            crud: { list: 'activationList', getOne: 'activationDetail', create: 'activationAdd' },
            paths: {
                list: '/stamp-activation/list',
                create: '/stamp-activation/add',
                show: '/stamp-activation/detail/:id',
            },
            menu: { section: 'trace', icon: 'TaskAlt', after: 'stamp-generations' },
            recordRepresentation: byNumber,
        },
        'stamp-retails': {
            grant: workers,
            crud: { list: 'retailList', getOne: 'retailDetail', create: 'retailAdd' },
            paths: {
                list: '/stamp-retail/list',
                create: '/stamp-retail/add',
                show: '/stamp-retail/detail/:id',
            },
            menu: { section: 'trace', icon: 'Storefront', after: 'stamp-activations' },
            recordRepresentation: byNumber,
        },
        'stamp-destructions': {
            grant: workers,
            crud: { list: 'destructionList', getOne: 'destructionDetail', create: 'destructionAdd' },
            paths: {
                list: '/stamp-destroy/list',
                create: '/stamp-destroy/add',
                show: '/stamp-destroy/detail/:id',
            },
            menu: { section: 'trace', icon: 'DeleteForever', after: 'stamp-retails' },
            recordRepresentation: byNumber,
        },
        // Everyone reads the list; the scan rules that flag the stamps are the owner's (scan-rules).
        'suspicious-stamps': {
            grant: readForAll,
            crud: { list: 'suspiciousStampList' },
            paths: { list: '/stamp-suspicious/list' },
            // After the lots and their plots (the land feature, listed before this one).
            menu: { section: 'trace', icon: 'GppMaybe', after: 'plots' },
            recordRepresentation: (record: { serialText?: string; id: string }) =>
                record.serialText ?? record.id,
        },
    },
    calls: {
        // Checking a selection of stamps before any operation on them.
        stampCheck: ['stamp-generations', 'operate'],
        generationAdd: ['stamp-generations', 'create'],
        generationAddPreactivate: ['stamp-generations', 'create'],
        generationList: ['stamp-generations', 'list'],
        generationDetail: ['stamp-generations', 'show'],
        generationPrintUrl: ['stamp-generations', 'operate'],
        activationAdd: ['stamp-activations', 'create'],
        activationList: ['stamp-activations', 'list'],
        activationDetail: ['stamp-activations', 'show'],
        retailAdd: ['stamp-retails', 'create'],
        retailList: ['stamp-retails', 'list'],
        retailDetail: ['stamp-retails', 'show'],
        retailSettings: ['stamp-retails', 'list'],
        destructionAdd: ['stamp-destructions', 'create'],
        destructionList: ['stamp-destructions', 'list'],
        destructionDetail: ['stamp-destructions', 'show'],
        suspiciousStampList: ['suspicious-stamps', 'list'],
    },
    // The lot's origin with an activation (lots), the suspicious stamps' rules (scans), the stamp
    // template's fit when printing (catalogue).
    wordsFrom: ['lots', 'scans', 'catalogue', 'offline'],
});
