import { defineFeature } from '../kit';
import { ALL, READ, ownerOnly, workers } from '../../providers/roles';

/**
 * The land the business's products grow on (the EUDR's geolocation data, docs/plots.md): its
 * growing locations, kept by the owner, and their plots (thửa) with producer, crop, area and
 * shape, which owners and users map and observers read.
 */
export default defineFeature({
    name: 'land',
    resources: {
        'biz-locations': {
            grant: ownerOnly,
            crud: {
                list: 'locationList',
                getOne: 'locationDetail',
                create: 'locationCreate',
                update: 'locationUpdate',
                listActive: 'locationListActive',
            },
            paths: {
                list: '/biz-location/list',
                create: '/biz-location/add',
                edit: '/biz-location/update/:id',
                show: '/biz-location/detail/:id',
            },
            menu: { section: 'manage', icon: 'Grass', after: 'shops' },
            recordRepresentation: 'name',
        },
        plots: {
            grant: workers,
            crud: { list: 'plotList', getOne: 'plotDetail', create: 'plotCreate', update: 'plotUpdate' },
            paths: {
                list: '/plot/list',
                create: '/plot/create',
                edit: '/plot/edit/:id',
                show: '/plot/detail/:id',
            },
            // In the trace section, after the lots and the statements that declare their plots.
            menu: { section: 'trace', icon: 'Map', after: 'statements' },
            recordRepresentation: 'code',
        },
        // The expected yield per crop (docs/yields.md), kept by the owner; every role reads a plot's
        // balance, which counts with it (plotYield).
        'crop-yields': { grant: ownerOnly },
        // Marking two overlapping plots as the same land shared on purpose lifts a gap of the EUDR
        // pack: the owner answers for it, as for a lot's origin.
        'plot-shared-land': { grant: { owner: ALL, user: READ, observer: READ } },
    },
    // locationListActive needs ['stamp-activations', 'list'] (stamp operations pick a location): it
    // stays in providers/access.ts, since these may name only the feature's own resources.
    calls: {
        locationCreate: ['biz-locations', 'create'],
        locationList: ['biz-locations', 'list'],
        locationDetail: ['biz-locations', 'show'],
        locationUpdate: ['biz-locations', 'edit'],
        plotList: ['plots', 'list'],
        plotDetail: ['plots', 'show'],
        plotCreate: ['plots', 'create'],
        plotUpdate: ['plots', 'edit'],
        plotImport: ['plots', 'create'],
        plotOverlaps: ['plots', 'list'],
        plotSharedLandMark: ['plot-shared-land', 'create'],
        plotSharedLandUnmark: ['plot-shared-land', 'delete'],
        plotYield: ['plots', 'show'],
        cropYieldTable: ['crop-yields', 'list'],
        cropYieldUpdate: ['crop-yields', 'edit'],
    },
    // The plot form picks its producer from the register (producers/register/ProducerPicker).
    wordsFrom: ['producers', 'offline'],
});
