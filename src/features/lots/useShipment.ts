import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { call } from '../../providers/http';
import type { LotOrigin } from '../../domain/geo/types';
import { fetchOrigin } from './originApi';
import type { LotKey } from './lotApi';
import { lotsOfPack } from './packPath';
import { declaredPlots, splitStatements, type StatementSplit } from '../../domain/geo/statementSplit';

const SHIPMENT_RESULTS = 20;

const keyOf = (lot: LotKey) => `${lot.productId}|${lot.lot}`;

/**
 * The lots of a shipment being chosen, kept in the page's address (the pack page's own pairs of
 * productId and lot, and `q` for the search): going on to the pack and back, reloading or sharing
 * the link keeps every lot chosen. The page holds the choice itself (a tick shows at once) and
 * writes it to the address, replacing it rather than adding a step to the history, so the back
 * button leaves the page instead of undoing one tick at a time.
 */
export function useShipmentChoice() {
    const [params, setParams] = useSearchParams();
    const [choice, setChoice] = useState(() => ({ lots: lotsOfPack(params), q: params.get('q') ?? '' }));
    useEffect(() => {
        const next = new URLSearchParams();
        for (const lot of choice.lots) {
            next.append('productId', String(lot.productId));
            next.append('lot', lot.lot);
        }
        if (choice.q.trim()) next.set('q', choice.q);
        if (next.toString() !== new URLSearchParams(window.location.search).toString())
            setParams(next, { replace: true });
        // eslint-disable-next-line react-hooks/exhaustive-deps -- `setParams` changes with every address
    }, [choice]);
    const without = (lots: LotKey[], lot: LotKey) => lots.filter((other) => keyOf(other) !== keyOf(lot));
    const keys = new Set(choice.lots.map(keyOf));
    return {
        chosen: choice.lots,
        term: choice.q,
        isChosen: (lot: LotKey) => keys.has(keyOf(lot)),
        toggle: (lot: LotKey) =>
            setChoice(({ lots, q }) => ({
                q,
                lots: lots.some((other) => keyOf(other) === keyOf(lot))
                    ? without(lots, lot)
                    : [...lots, { productId: String(lot.productId), lot: lot.lot }],
            })),
        remove: (lot: LotKey) => setChoice(({ lots, q }) => ({ q, lots: without(lots, lot) })),
        search: (q: string) => setChoice(({ lots }) => ({ lots, q })),
    };
}

/** The search box's text, written to the address a moment after the last key. */
export function useDebouncedSearch(term: string, search: (q: string) => void) {
    const [text, setText] = useState(term);
    useEffect(() => {
        if (text === term) return;
        const timer = setTimeout(() => search(text), 300);
        return () => clearTimeout(timer);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` changes with every render
    }, [text, term]);
    return [text, setText] as const;
}

/** The lots matching the search (the most recent first; the most recent lots when nothing is typed). */
export function useLotSearch(term: string) {
    return useGetList(
        'stamp-lots',
        {
            filter: term.trim() ? { q: term.trim() } : {},
            pagination: { page: 1, perPage: SHIPMENT_RESULTS },
            sort: { field: 'lastActivatedAt', order: 'DESC' },
        },
        { placeholderData: (previous) => previous, retry: false },
    );
}

/** Each chosen lot's origin (quantity, plots) and product name, read once and kept by react-query. */
export function useChosenFacts(chosen: LotKey[]) {
    const origins = useQueries({
        queries: chosen.map((lot) => ({
            queryKey: ['lot-origin', String(lot.productId), lot.lot],
            queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrigin(lot, signal),
            retry: false,
        })),
    });
    const productIds = [...new Set(chosen.map((lot) => String(lot.productId)))];
    const products = useQueries({
        queries: productIds.map((id) => ({
            queryKey: ['product-name', id],
            queryFn: ({ signal }: { signal: AbortSignal }) =>
                call<{ id: number; name: string; hsCode?: string | null }>('productDetail', {
                    params: { id },
                    signal,
                }),
            retry: false,
            staleTime: 5 * 60_000,
        })),
    });
    const names = new Map(productIds.map((id, index) => [id, products[index].data?.name]));
    const hsCodes = new Map(productIds.map((id, index) => [id, products[index].data?.hsCode ?? null]));
    return chosen.map((lot, index) => ({
        lot,
        productName: names.get(String(lot.productId)),
        /** The product's HS code: the commodity its plots are declared under. */
        hsCode: hsCodes.get(String(lot.productId)) ?? null,
        origin: origins[index] as { data?: LotOrigin; isPending: boolean; error: Error | null },
    }));
}

/** A number per object, so that a memo can tell the same answer of a query from a new one. */
const identities = new WeakMap<object, number>();
let nextIdentity = 0;
const identityOf = (value: object) => {
    if (!identities.has(value)) identities.set(value, ++nextIdentity);
    return identities.get(value)!;
};

/**
 * The statements the chosen lots will be filed as (statementSplit.ts), once every lot's origin and
 * product are read; null until then. Worked out again only when an answer changes.
 */
export function useShipmentSplit(facts: ReturnType<typeof useChosenFacts>): StatementSplit | null {
    const ready =
        facts.length > 0 && facts.every((fact) => fact.origin.data && fact.productName !== undefined);
    const key = ready
        ? facts.map((fact) => `${identityOf(fact.origin.data!)}:${fact.hsCode ?? ''}`).join(',')
        : '';
    const lots = ready
        ? facts.map((fact) => ({ product: { hsCode: fact.hsCode }, origin: fact.origin.data! }))
        : [];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names every input
    return useMemo(() => (ready ? splitStatements(declaredPlots(lots)) : null), [key]);
}
