import { defineFeature } from '../kit';
import { ownerOnly } from '../../providers/roles';

/**
 * The team: the business's users (members and their roles) and the invitations it sends to join
 * it. Both are the owner's; the invitations a person receives are their own (my-invitations).
 */
export default defineFeature({
    name: 'team',
    resources: {
        'biz-users': {
            grant: ownerOnly,
            crud: {
                list: 'bizUserList',
                getOne: 'bizUserDetail',
                update: 'bizUserUpdate',
                updateIdInBody: true,
            },
            paths: { list: '/biz-user', edit: '/biz-user/edit/:id', show: '/biz-user/detail/:id' },
            menu: { section: 'manage', icon: 'Group', after: 'biz-locations' },
            recordRepresentation: 'name',
        },
        // The spec spells the path `invitaion`.
        invitations: {
            grant: ownerOnly,
            crud: { list: 'invitationList', getOne: 'invitationDetail', create: 'invitationCreate' },
            paths: { list: '/invitaion/list', show: '/invitaion/detail/:id' },
            menu: { section: 'manage', icon: 'ForwardToInbox', after: 'biz-users' },
            recordRepresentation: 'code',
        },
    },
    calls: {
        bizUserList: ['biz-users', 'list'],
        bizUserDetail: ['biz-users', 'show'],
        bizUserLock: ['biz-users', 'edit'],
        bizUserUnlock: ['biz-users', 'edit'],
        bizUserChangeRole: ['biz-users', 'edit'],
        bizUserUpdate: ['biz-users', 'edit'],
        invitationCreate: ['invitations', 'create'],
        invitationList: ['invitations', 'list'],
        invitationDetail: ['invitations', 'show'],
        invitationCancel: ['invitations', 'edit'],
    },
});
