import { PARTNER_TYPES, RECORD_STATUSES as STATUSES, SHOP_TYPES, STANDARDS } from '../../domain';
import type { MockDb, MockShop, MockBizLocation, MockPartner } from '../db';
import { bizCrud, checkAddress, required, str, type BizRecord } from '../crud';
import { fullAddress } from '../data/locations';
import type { Ctx } from '../kit';
import {
    checkEmail,
    checkGln,
    checkLength,
    checkPhone,
    checkTaxCode,
    normalisePhone,
} from '../../validation';
import { apiNumber } from '../../domain/numbers';

const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

/** Duplicate names within one business are refused. */
function uniqueName(
    rows: { bizId: number; id: number; name?: unknown }[],
    ctx: Ctx,
    name: string,
    id?: number,
) {
    const taken = rows.some(
        (row) =>
            row.bizId === ctx.session.biz!.id &&
            row.id !== id &&
            str(row.name).toLowerCase() === name.toLowerCase(),
    );
    return taken ? 'xts.validation.name_taken' : undefined;
}

const withAddress = (record: Record<string, unknown>) => ({
    ...record,
    fullAddress: fullAddress(str(record.address), str(record.ward), str(record.province)),
});

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

const locationHandlers = bizCrud<MockBizLocation & BizRecord>({
    collection: (db: MockDb) => db.bizLocations as (MockBizLocation & BizRecord)[],
    seq: 'bizLocations',
    calls: {
        list: 'locationList',
        detail: 'locationDetail',
        create: 'locationCreate',
        update: 'locationUpdate',
        listActive: 'locationListActive',
    },
    list: {
        search: ['name', 'code', 'crops'],
        filters: ['standard', 'status', 'province'],
        defaultSort: { field: 'name', order: 'asc' },
    },
    validate: (input, ctx, existing) => {
        // A JSON number; localised text ("3,5") is refused rather than read as another value.
        const area = apiNumber(input.areaHa) ?? NaN;
        return {
            name:
                required(input.name) ??
                checkLength(input.name, 200) ??
                uniqueName(ctx.db.bizLocations, ctx, str(input.name), existing?.id),
            areaHa:
                input.areaHa === undefined || input.areaHa === null || input.areaHa === ''
                    ? undefined
                    : area > 0
                      ? undefined
                      : 'xts.validation.positive',
            standard: oneOf(STANDARDS, input.standard),
            status: oneOf(STATUSES, input.status),
            areaCode: str(input.areaCode).length > 50 ? 'xts.geo.validation.area_code' : undefined,
            ...checkAddress(input),
        };
    },
    fields: (input) => ({
        name: str(input.name),
        code: str(input.code),
        areaHa:
            input.areaHa === undefined || input.areaHa === null || input.areaHa === ''
                ? null
                : apiNumber(input.areaHa),
        crops: str(input.crops),
        standard: str(input.standard) || 'none',
        areaCode: str(input.areaCode) || null,
        certificateNo: str(input.certificateNo),
        managerName: str(input.managerName),
        province: str(input.province),
        ward: str(input.ward),
        address: str(input.address),
        status: (str(input.status) || 'active') as 'active' | 'inactive',
        note: str(input.note),
    }),
    present: withAddress,
    notFoundMessage: 'Không tìm thấy vùng trồng',
});

/** Partners, sales points and growing locations of the caller's business. */
export const adminHandlers = [...partnerHandlers, ...shopHandlers, ...locationHandlers];
