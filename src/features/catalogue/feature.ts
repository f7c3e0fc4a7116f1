import { defineFeature } from '../kit';
import { workers } from '../../providers/roles';

/**
 * The trace catalogue: the business's products, their production diaries (each diary's activities
 * added and edited on pages of their own, listed on the diary's detail page) and its stamp
 * templates (how a batch of stamps looks and what it shows). Owners and users work, observers read.
 */
export default defineFeature({
    name: 'catalogue',
    resources: {
        products: {
            grant: workers,
            crud: {
                list: 'productList',
                getOne: 'productDetail',
                create: 'productAdd',
                update: 'productEdit',
                listActive: 'productListActive',
            },
            paths: {
                list: '/product/list',
                create: '/product/add',
                edit: '/product/edit/:id',
                show: '/product/detail/:id',
            },
            // The trace section opens with the products.
            menu: { section: 'trace', icon: 'Inventory2', first: true },
            recordRepresentation: 'name',
        },
        diaries: {
            grant: workers,
            crud: { list: 'diaryList', getOne: 'diaryDetail', create: 'diaryAdd', update: 'diaryUpdate' },
            paths: {
                list: '/diary/list',
                create: '/diary/add',
                edit: '/diary/update/:id',
                show: '/diary/detail/:id',
            },
            menu: { section: 'trace', icon: 'MenuBook', after: 'products' },
            recordRepresentation: 'name',
        },
        'diary-activities': {
            grant: workers,
            crud: {
                getOne: 'diaryActivityDetail',
                create: 'diaryActivityAdd',
                update: 'diaryActivityUpdate',
                delete: 'diaryActivityDelete',
                updateIdInBody: true,
            },
            paths: { create: '/diary/activity/add/:diaryId', edit: '/diary/activity/update/:diaryId/:id' },
            recordRepresentation: 'kindName',
        },
        'stamp-templates': {
            grant: workers,
            crud: {
                list: 'stampTemplateList',
                getOne: 'stampTemplateDetail',
                create: 'stampTemplateAdd',
                update: 'stampTemplateEdit',
                listActive: 'stampTemplateListActive',
            },
            paths: {
                list: '/stamp-template/list',
                create: '/stamp-template/add',
                edit: '/stamp-template/edit/:id',
                show: '/stamp-template/detail/:id',
            },
            menu: { section: 'trace', icon: 'Style', after: 'diaries' },
            recordRepresentation: 'name',
        },
    },
    calls: {
        productAdd: ['products', 'create'],
        productList: ['products', 'list'],
        productListActive: ['products', 'list'],
        productDetail: ['products', 'show'],
        productEdit: ['products', 'edit'],
        productAttributes: ['products', 'show'],
        stampTemplateAdd: ['stamp-templates', 'create'],
        stampTemplateList: ['stamp-templates', 'list'],
        stampTemplateListActive: ['stamp-templates', 'list'],
        stampTemplateDetail: ['stamp-templates', 'show'],
        stampTemplateEdit: ['stamp-templates', 'edit'],
        stampTemplateActivate: ['stamp-templates', 'operate'],
        stampTemplateDeactivate: ['stamp-templates', 'operate'],
        stampTemplatePreview: ['stamp-templates', 'show'],
        stampTemplatePreviewFromParams: ['stamp-templates', 'show'],
        uploadStampTemplateImage: ['stamp-templates', 'edit'],
        diaryAdd: ['diaries', 'create'],
        diaryList: ['diaries', 'list'],
        diaryOptions: ['diaries', 'list'],
        diaryDetail: ['diaries', 'show'],
        diaryUpdate: ['diaries', 'edit'],
        diaryActivityAdd: ['diary-activities', 'create'],
        diaryActivityUpdate: ['diary-activities', 'edit'],
        diaryActivityList: ['diary-activities', 'list'],
        diaryActivityDetail: ['diary-activities', 'show'],
        diaryActivityDelete: ['diary-activities', 'delete'],
        diaryTemplates: ['diaries', 'list'],
        diaryTemplateActivities: ['diaries', 'list'],
        diaryTemplateActivitiesByDiary: ['diaries', 'list'],
    },
});
