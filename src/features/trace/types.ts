/** The trace answer (GET /api/trace, docs/api.md "Trace") as the page reads it. */
import type { ScanDevice, ScanRuleCode } from '../../domain/scanRules';
import { stampMeaning } from '../../domain/stampMeaning';

export interface TraceEvent {
    kind: 'printed' | 'activated' | 'sold' | 'destroyed';
    at: string;
    by: string;
    recordId: number;
    [key: string]: unknown;
}

/** One consumer scan, with the rule codes it triggered. */
export interface TraceScan {
    at: string;
    province: string;
    place: string | null;
    device: ScanDevice;
    flags: ScanRuleCode[];
}

export interface TraceAnswer {
    code: string;
    serialText: string;
    url: string;
    state: string;
    templateName: string;
    product: { id: number; name: string; publicCode: string; gtin?: string | null } | null;
    lot: string | null;
    /** The lot's recall, when it was recalled (docs/api.md "Lots and their recall"). */
    recall?: { id: number; createdAt: string; reason: string; note: string } | null;
    biz: { code: string; name: string } | null;
    /** `items` is absent from servers that do not send the scans one by one. */
    scans: { count: number; lastAt: string | null; items?: TraceScan[] };
    events: TraceEvent[];
}

export const EVENT_RESOURCE = {
    printed: 'stamp-generations',
    activated: 'stamp-activations',
    sold: 'stamp-retails',
    destroyed: 'stamp-destructions',
} as const;

export const STATE_COLOR = {
    generated: 'default',
    activated: 'info',
    sold: 'success',
    destroyed: 'error',
} as const;

/** What the traced stamp means to a consumer (the one rule of domain/stampMeaning.ts). */
export const meaningOf = (trace: TraceAnswer) =>
    stampMeaning({
        state: trace.state,
        recalled: !!trace.recall,
        suspicious: (trace.scans.items ?? []).some((scan) => scan.flags?.length > 0),
    });
