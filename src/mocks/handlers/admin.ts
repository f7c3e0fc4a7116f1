import { RECORD_STATUSES as STATUSES, STANDARDS } from '../../domain/records';
import type { MockDb, MockBizLocation } from '../db';
import {
    bizCrud,
    checkAddress,
    oneOf,
    required,
    str,
    uniqueName,
    withAddress,
    type BizRecord,
} from '../crud';
import { checkLength } from '../../validation';
import { apiNumber } from '../../domain/numbers';

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

/** Growing locations of the caller's business. */
export const adminHandlers = [...locationHandlers];
