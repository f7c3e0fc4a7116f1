import { useEffect, useState } from 'react';
import { dataProvider } from './dataProvider';
import { getSession, setSession, useSession } from './session';
import type { SelectOption } from '../types';
import type { ResourceName } from '../features/resourceNames';

/**
 * Cached select options (spec section 3): active products and active stamp templates, and active
 * growing locations, persisted with the session so forms do not refetch them. A change to one of
 * those records calls `invalidateOptions` and the next form reads the fresh list.
 */
export type OptionKind = 'products' | 'stampTemplates' | 'locations';

const sourceOf = {
    products: 'products',
    stampTemplates: 'stamp-templates',
    locations: 'biz-locations',
} as const satisfies Record<OptionKind, ResourceName>;

/** The resource whose active records a kind of options lists. */
export const optionSource = (kind: OptionKind) => sourceOf[kind];

const inFlight: Partial<Record<OptionKind, Promise<SelectOption[]>>> = {};

export function loadOptions(kind: OptionKind, force = false): Promise<SelectOption[]> {
    const cached = getSession().options[kind];
    if (cached && !force) return Promise.resolve(cached);
    inFlight[kind] ??= dataProvider
        .getActiveOptions<SelectOption>(sourceOf[kind])
        .then((rows) => {
            setSession({ options: { ...getSession().options, [kind]: rows } });
            return rows;
        })
        .finally(() => {
            delete inFlight[kind];
        });
    return inFlight[kind]!;
}

/** Drops a cached list; the next reader fetches it again. */
export function invalidateOptions(kind: OptionKind) {
    setSession({ options: { ...getSession().options, [kind]: null } });
}

export interface OptionsState {
    options: SelectOption[];
    isPending: boolean;
    error: unknown;
    reload: () => void;
}

export function useCachedOptions(kind: OptionKind): OptionsState {
    const cached = useSession().options[kind];
    // The last failure, for the list it was of; a retry forgets it.
    const [failure, setFailure] = useState<{ kind: OptionKind; error: unknown } | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        if (cached) return;
        loadOptions(kind).catch((error: unknown) => setFailure({ kind, error }));
    }, [kind, cached, attempt]);
    const error = failure?.kind === kind ? failure.error : null;
    return {
        options: cached ?? [],
        isPending: !cached && !error,
        error,
        reload: () => {
            setFailure(null);
            invalidateOptions(kind);
            setAttempt((n) => n + 1);
        },
    };
}
