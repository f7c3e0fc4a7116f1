import type { CallName } from '../../providers/callTypes';
import { pathTo } from '../../routes/screenPaths';
import { formatSerial } from '../../domain/stampRanges';

/**
 * The writes field work makes with no signal, which the outbox keeps on the device instead of
 * failing: a plot mapped or corrected, stamps activated, sold or destroyed, a lot's origin recorded.
 */
export const OUTBOX_CALLS = [
    'plotCreate',
    'plotUpdate',
    'activationAdd',
    'retailAdd',
    'destructionAdd',
    'lotOriginUpdate',
] as const satisfies readonly CallName[];

export type OutboxCall = (typeof OUTBOX_CALLS)[number];

export const isOutboxCall = (name: string): name is OutboxCall =>
    (OUTBOX_CALLS as readonly string[]).includes(name);

type Body = Record<string, unknown> | null | undefined;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The stamps of an operation as their serials: ranges first, then how many codes were pasted. */
function stampsOf(body: Body): string {
    const ranges = Array.isArray(body?.ranges) ? (body.ranges as { from?: unknown; to?: unknown }[]) : [];
    const shown = ranges.map((range) => {
        const [from, to] = [text(range.from), text(range.to)];
        const serial = (value: string) => (/^\d+$/.test(value) ? formatSerial(Number(value)) : value);
        return !to || to === from ? serial(from) : `${serial(from)}–${serial(to)}`;
    });
    const codes = Array.isArray(body?.codes) ? body.codes.length : 0;
    return [...shown, ...(codes ? [`+${codes}`] : [])].join(', ');
}

/**
 * What an item is about, as data (serials, a lot, a plot's code): the page puts it after the
 * operation's name, so the person recognises the item without opening it.
 */
export function detailOf(name: OutboxCall, body: unknown): string {
    const data = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    switch (name) {
        case 'activationAdd':
            return [stampsOf(data), text(data?.lot)].filter(Boolean).join(' · ');
        case 'retailAdd':
        case 'destructionAdd':
            return stampsOf(data);
        case 'plotCreate':
        case 'plotUpdate':
            return [text(data?.code), text(data?.name)].filter(Boolean).join(' · ');
        case 'lotOriginUpdate':
            return text(data?.lot);
    }
}

/** Where the person fixes what the server refused: the form that made it, or the record it changes. */
export function fixPathOf(
    name: OutboxCall,
    params: Record<string, unknown> | undefined,
    body: unknown,
): string {
    const data = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    switch (name) {
        case 'activationAdd':
            return pathTo('stamp-activations', 'create');
        case 'retailAdd':
            return pathTo('stamp-retails', 'create');
        case 'destructionAdd':
            return pathTo('stamp-destructions', 'create');
        case 'plotCreate':
            return pathTo('plots', 'create');
        case 'plotUpdate':
            return pathTo('plots', 'edit', { id: String(params?.id ?? '') });
        case 'lotOriginUpdate':
            return `/stamp-lot/detail?${new URLSearchParams({ productId: text(data.productId), lot: text(data.lot) })}`;
    }
}
