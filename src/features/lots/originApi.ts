import { call } from '../../providers/http';
import type { LotOrigin, LotOriginInput } from '../../domain/geo/types';
import { lotQuery, type LotKey } from './lotApi';

export const fetchOrigin = (key: LotKey, signal?: AbortSignal) =>
    call<LotOrigin>('lotOrigin', { query: lotQuery(key), signal });

export const saveOrigin = (key: LotKey, origin: LotOriginInput) =>
    call<LotOrigin>('lotOriginUpdate', {
        body: { productId: Number(key.productId), lot: key.lot, ...origin },
    });

export const saveDds = (key: LotKey, dds: { ddsReference: string | null; ddsVerification: string | null }) =>
    call<LotOrigin>('lotDdsUpdate', { body: { productId: Number(key.productId), lot: key.lot, ...dds } });

/** The origin as typed in a form: quantities as the user wrote them. */
export interface OriginDraft {
    harvestFrom: string;
    harvestTo: string;
    rows: OriginDraftRow[];
}

export interface OriginDraftRow {
    plotId: string;
    quantity: string;
    /** Why the plot gives more than its expected yield, asked when `overYield`. */
    overrideReason?: string;
    /** Set by the row's yield check (OriginYieldCheck): the quantity exceeds the plot's capacity. */
    overYield?: boolean;
}

export const emptyOrigin = (): OriginDraft => ({
    harvestFrom: '',
    harvestTo: '',
    rows: [{ plotId: '', quantity: '' }],
});

export const originDraftOf = (origin: LotOrigin | undefined): OriginDraft =>
    origin && origin.plots.length
        ? {
              harvestFrom: origin.harvestFrom ?? '',
              harvestTo: origin.harvestTo ?? '',
              rows: origin.plots.map((row) => ({
                  plotId: String(row.plotId),
                  quantity: String(row.quantityKg),
                  overrideReason: row.override?.reason ?? '',
                  overYield: !!row.override,
              })),
          }
        : emptyOrigin();

/** Nothing named: no origin to send. */
export const isBlankOrigin = (draft: OriginDraft) =>
    !draft.harvestFrom && !draft.harvestTo && draft.rows.every((row) => !row.plotId && !row.quantity.trim());
