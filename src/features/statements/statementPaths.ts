import { pathTo } from '../../routes/screenPaths';
import type { LotKey } from '../lots/lotApi';

/**
 * Links to the statements' pages that other pages offer (a lot, a shipment, its EUDR pack); this
 * module loads no page and no HTTP code.
 */

/** One statement of a shipment split by the EU system's limits, with its own net mass. */
export interface StatementPart {
    index: number;
    of: number;
    netMassKg: number;
}

/**
 * Preparing a statement of these lots: `?productId=1&lot=A&productId=2&lot=B` (the pack page's
 * pairs), and `&part=1&of=2&mass=…` for one part of a split shipment.
 */
export function createPathFor(lots: LotKey[], part?: StatementPart): string {
    const params = new URLSearchParams();
    for (const lot of lots) {
        params.append('productId', String(lot.productId));
        params.append('lot', lot.lot);
    }
    if (part) {
        params.set('part', String(part.index));
        params.set('of', String(part.of));
        params.set('mass', String(part.netMassKg));
    }
    return `${pathTo('statements', 'create')}${lots.length ? `?${params}` : ''}`;
}

/** A statement's page, at its differences from the current plots. */
export const diffPathOf = (id: number) => `${pathTo('statements', 'show', { id })}#diff`;

/** A statement's amendment (its edit form, sending an amendment). */
export const amendPathOf = (id: number) => `${pathTo('statements', 'edit', { id })}?amend=1`;

/** Checking numbers: another operator's (upstream) or the business's own. */
export const VERIFY_PATH = '/statement/verify';

/** The part of a split shipment the address names, or null. */
export function partOf(params: URLSearchParams): StatementPart | null {
    const [index, of, mass] = ['part', 'of', 'mass'].map((name) => Number(params.get(name)));
    if (!Number.isInteger(index) || !Number.isInteger(of) || index < 1 || index > of || of < 2) return null;
    return { index, of, netMassKg: Number.isFinite(mass) && mass > 0 ? mass : 0 };
}
