import { HttpResponse } from 'msw';
import type { CallName } from '../providers/endpoints';

/** Ways a call can be made to fail, for QA and tests. */
export type FaultKind = 'http500' | 'http403' | 'envelope' | 'network' | 'html' | 'badJson' | 'shape';

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

export const faults = {
    latencyMs: 0,
    rules: [] as FaultRule[],
};

export function failCalls(call: CallName | '*', fault: Fault, count = 1) {
    faults.rules.push({ call, remaining: count, ...fault });
}

export function clearFaults() {
    faults.rules = [];
}

export function takeFault(call: CallName): Fault | null {
    const rule = faults.rules.find((r) => (r.call === call || r.call === '*') && r.remaining > 0);
    if (!rule) return null;
    rule.remaining -= 1;
    faults.rules = faults.rules.filter((r) => r.remaining > 0);
    return { kind: rule.kind, message: rule.message };
}

export function faultResponse(fault: Fault): Response {
    switch (fault.kind) {
        case 'http500':
            return HttpResponse.json({ status: 'error', data: null, message: 'Internal Server Error' }, { status: 500 });
        case 'http403':
            return HttpResponse.json(
                { status: 'error', data: null, message: 'Bạn không có quyền thực hiện thao tác này' },
                { status: 403 },
            );
        case 'envelope':
            return HttpResponse.json({ status: 'error', data: null, message: fault.message ?? 'Yêu cầu không hợp lệ' });
        case 'network':
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
