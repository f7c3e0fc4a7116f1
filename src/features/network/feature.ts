import { defineFeature } from '../kit';
import { ownerOnly } from '../../providers/roles';

/**
 * The business's network: the partners it trades with (one step back, one step forward in its
 * traceability) and its sales points. Both are the owner's to keep.
 */
export default defineFeature({
    name: 'network',
    resources: {
        partners: {
            grant: ownerOnly,
            crud: {
                list: 'partnerList',
                getOne: 'partnerDetail',
                create: 'partnerCreate',
                update: 'partnerUpdate',
            },
            paths: {
                list: '/partner',
                create: '/partner/add',
                edit: '/partner/edit/:id',
                show: '/partner/detail/:id',
            },
            menu: { section: 'manage', icon: 'Handshake', after: 'business' },
            recordRepresentation: 'name',
        },
        shops: {
            grant: ownerOnly,
            crud: { list: 'shopList', getOne: 'shopDetail', create: 'shopCreate', update: 'shopUpdate' },
            paths: { list: '/shop', create: '/shop/add', edit: '/shop/update/:id', show: '/shop/detail/:id' },
            menu: { section: 'manage', icon: 'Store', after: 'partners' },
            recordRepresentation: 'name',
        },
    },
    calls: {
        partnerCreate: ['partners', 'create'],
        partnerList: ['partners', 'list'],
        partnerDetail: ['partners', 'show'],
        partnerUpdate: ['partners', 'edit'],
        shopCreate: ['shops', 'create'],
        shopList: ['shops', 'list'],
        shopDetail: ['shops', 'show'],
        shopUpdate: ['shops', 'edit'],
    },
});
