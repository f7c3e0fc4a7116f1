import { RECORD_STATUSES as STATUSES } from '../../../domain/records';
import type { MockDb } from '../../../mocks/state';
import {
    bizCrud,
    checkAddress,
    oneOf,
    required,
    str,
    uniqueName,
    withAddress,
    type BizRecord,
} from '../../../mocks/crud';
import {
    checkEmail,
    checkGln,
    checkLength,
    checkPhone,
    checkTaxCode,
    normalisePhone,
} from '../../../domain/validation';
import type { FeatureHandlers } from '../../../mocks/state';
import { PARTNER_TYPES, SHOP_TYPES } from '../kinds';
import type { MockPartner, MockShop } from './seed';

const partnerHandlers = bizCrud<MockPartner & BizRecord>({
    collection: (db: MockDb) => db.partners as (MockPartner & BizRecord)[],
    seq: 'partners',
    calls: { list: 'partnerList', detail: 'partnerDetail', create: 'partnerCreate', update: 'partnerUpdate' },
    list: {
        search: ['name', 'taxCode', 'phone', 'contactName'],
        filters: ['type', 'status', 'province'],
        defaultSort: { field: 'name', order: 'asc' },
    },
    validate: (input, ctx, existing) => ({
        name:
            required(input.name) ??
            checkLength(input.name, 200) ??
            uniqueName(ctx.db.partners, ctx, str(input.name), existing?.id),
        type: required(input.type) ?? oneOf(PARTNER_TYPES, input.type),
        taxCode: checkTaxCode(input.taxCode),
        gln: checkGln(input.gln),
        phone: required(input.phone) ?? checkPhone(input.phone),
        email: checkEmail(input.email),
        status: oneOf(STATUSES, input.status),
        ...checkAddress(input),
    }),
    fields: (input) => ({
        name: str(input.name),
        type: str(input.type),
        taxCode: str(input.taxCode),
        gln: str(input.gln),
        contactName: str(input.contactName),
        phone: normalisePhone(str(input.phone)),
        email: str(input.email),
        province: str(input.province),
        ward: str(input.ward),
        address: str(input.address),
        status: (str(input.status) || 'active') as 'active' | 'inactive',
        note: str(input.note),
    }),
    present: withAddress,
    notFoundMessage: 'Không tìm thấy đối tác',
});

const shopHandlers = bizCrud<MockShop & BizRecord>({
    collection: (db: MockDb) => db.shops as (MockShop & BizRecord)[],
    seq: 'shops',
    calls: { list: 'shopList', detail: 'shopDetail', create: 'shopCreate', update: 'shopUpdate' },
    list: {
        search: ['name', 'code', 'phone', 'managerName'],
        filters: ['type', 'status', 'province'],
        defaultSort: { field: 'name', order: 'asc' },
    },
    validate: (input, ctx, existing) => ({
        name:
            required(input.name) ??
            checkLength(input.name, 200) ??
            uniqueName(ctx.db.shops, ctx, str(input.name), existing?.id),
        type: required(input.type) ?? oneOf(SHOP_TYPES, input.type),
        phone: checkPhone(input.phone),
        email: checkEmail(input.email),
        status: oneOf(STATUSES, input.status),
        ...checkAddress(input),
    }),
    fields: (input) => ({
        name: str(input.name),
        code: str(input.code),
        type: str(input.type),
        managerName: str(input.managerName),
        phone: normalisePhone(str(input.phone)),
        email: str(input.email),
        province: str(input.province),
        ward: str(input.ward),
        address: str(input.address),
        openingHours: str(input.openingHours),
        status: (str(input.status) || 'active') as 'active' | 'inactive',
        note: str(input.note),
    }),
    present: withAddress,
    notFoundMessage: 'Không tìm thấy điểm bán',
});

/** Partners and sales points of the caller's business. */
export const handlers: FeatureHandlers = [...partnerHandlers, ...shopHandlers];
