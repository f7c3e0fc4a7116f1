import { HttpResponse } from 'msw';
import type { CallName } from '../providers/callTypes';

/** Ways a call can be made to fail, for QA and tests. */
/** `lostAnswer`: the call is carried out, then the connection drops before its answer arrives. */
export type FaultKind =
    'http500' | 'http403' | 'envelope' | 'network' | 'lostAnswer' | 'html' | 'badJson' | 'shape';

export interface Fault {
    kind: FaultKind;
    /** Message of an `envelope` fault. */
    message?: string;
}

interface FaultRule extends Fault {
    /** A call name, or '*' for every call. */
    call: CallName | '*';
    /** How many more calls fail; Infinity for every call. */
    remaining: number;
}

const STORAGE_KEY = 'xts_mock_faults';
const storage = (): Storage | null =>
    typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;

function restore(): { latencyMs: number; rules: FaultRule[] } {
    try {
        const saved = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
        if (saved && Array.isArray(saved.rules)) {
            // JSON has no Infinity: 'every call' rules are stored with remaining -1.
            const rules = saved.rules.map((r: FaultRule) => ({
                ...r,
                remaining: r.remaining < 0 ? Infinity : r.remaining,
            }));
            return { latencyMs: Number(saved.latencyMs) || 0, rules };
        }
    } catch {
        // Corrupt QA settings are dropped.
    }
    return { latencyMs: 0, rules: [] };
}

/**
 * Latency and injected faults. In the browser they survive the console's own reloads (kept in
 * sessionStorage for this tab) so QA can follow a flow across a reload.
 */
export const faults = restore();

/** How many times each call reached the mock since the page loaded (QA and tests read it). */
export const callCounts: Record<string, number> = {};

export function countCall(call: CallName) {
    callCounts[call] = (callCounts[call] ?? 0) + 1;
}

export function saveFaults() {
    const rules = faults.rules.map((r) => ({ ...r, remaining: r.remaining === Infinity ? -1 : r.remaining }));
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ latencyMs: faults.latencyMs, rules }));
}

export function setLatency(ms: number) {
    faults.latencyMs = Math.max(0, ms);
    saveFaults();
}

/** The next `count` calls (Infinity: every call) to `call` ('*': any call) fail the chosen way. */
export function failCalls(call: CallName | '*', fault: Fault, count = 1) {
    faults.rules.push({ call, remaining: count, ...fault });
    saveFaults();
}

export function clearFaults() {
    faults.rules = [];
    saveFaults();
}

export function takeFault(call: CallName): Fault | null {
    const rule = faults.rules.find((r) => (r.call === call || r.call === '*') && r.remaining > 0);
    if (!rule) return null;
    rule.remaining -= 1;
    faults.rules = faults.rules.filter((r) => r.remaining > 0);
    saveFaults();
    return { kind: rule.kind, message: rule.message };
}

export function faultResponse(fault: Fault): Response {
    switch (fault.kind) {
        case 'http500':
            return HttpResponse.json(
                { status: 'error', data: null, message: 'Internal Server Error' },
                { status: 500 },
            );
        case 'http403':
            return HttpResponse.json(
                { status: 'error', data: null, message: 'Bạn không có quyền thực hiện thao tác này' },
                { status: 403 },
            );
        case 'envelope':
            return HttpResponse.json({
                status: 'error',
                data: null,
                message: fault.message ?? 'Yêu cầu không hợp lệ',
            });
        case 'network':
        case 'lostAnswer':
            return HttpResponse.error();
        case 'html':
            return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
                status: 502,
                headers: { 'Content-Type': 'text/html' },
            });
        case 'badJson':
            return new HttpResponse('{"status":"success","data":{', {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
            });
        case 'shape':
            return HttpResponse.json({ unexpected: true, rows: 'none' });
    }
}
