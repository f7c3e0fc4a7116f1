import { calls, endpoint } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { fillPath } from '../../src/paths';
import type { Contract, FormField } from './contract';
import {
    NO_ERROR_ANSWER,
    scenarios as allScenarios,
    type FormValue,
    type Persona,
    type Scenario,
    type ScenarioRequest,
    type State,
} from './scenarios';

/** Where the scenarios run: the mock in msw/node, or any server over HTTP. */
export interface Host {
    /** The API's base URL, without a trailing slash. */
    api: string;
    /** The console's SSO callback (`/sso/callback`), as the server registers it. */
    callback: string;
    /** A persona's tokens, or null when this host cannot sign that persona in. */
    tokens(persona: Persona): Promise<{ accessToken: string; refreshToken: string } | null>;
    /** A fresh SSO sign-in code for a persona, or null when this host cannot get one. */
    ssoCode(persona: Persona, redirectUri: string): Promise<string | null>;
}

export interface Outcome {
    call: CallName;
    scenario: string;
    expected: number;
    /** The HTTP status answered (null: not sent). */
    got: number | null;
    /** What broke the contract: a wrong status, a request or an answer the document does not allow. */
    errors: string[];
    /** Why the scenario did not run. */
    skipped?: string;
    passed: boolean;
}

const isFile = (value: FormValue): value is Exclude<FormValue, string> => typeof value !== 'string';

function formOf(form: NonNullable<ScenarioRequest['form']>) {
    const data = new FormData();
    const fields: FormField[] = [];
    for (const [name, given] of Object.entries(form)) {
        for (const value of Array.isArray(given) ? given : [given]) {
            if (isFile(value)) {
                data.append(name, new Blob([value.bytes as BlobPart], { type: value.type }), value.file);
                fields.push({ name, file: true });
            } else {
                data.append(name, value);
                fields.push({ name, file: false, value });
            }
        }
    }
    return { data, fields };
}

function urlOf(api: string, path: string, query: Record<string, unknown> = {}) {
    const url = new URL(api + path);
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null || value === '') continue;
        url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url.toString();
}

/** Runs one scenario: the request, its status, and both request and answer against the document. */
async function runOne(contract: Contract, host: Host, scenario: Scenario, state: State): Promise<Outcome> {
    const base = { call: scenario.call, scenario: scenario.title, expected: scenario.expect };
    const skip = (why: string): Outcome => ({ ...base, got: null, errors: [], skipped: why, passed: false });
    const unmet = scenario.needs?.(state);
    if (unmet) return skip(unmet);
    if (scenario.control) {
        const { path, body } = scenario.control(state);
        const set = await fetch(host.api + path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
        }).catch(() => null);
        if (!set?.ok) return skip(`the server has no QA control ${path}`);
    }
    let token: string | undefined;
    if (scenario.token) token = scenario.token(state);
    else if (scenario.as !== 'none') {
        const persona = scenario.as ?? 'owner';
        const tokens = await host.tokens(persona);
        if (!tokens) return skip(`no sign-in for persona ${persona}`);
        token = tokens.accessToken;
    }
    const request = scenario.request?.(state) ?? {};
    const ep = endpoint(scenario.call);
    const form = request.form ? formOf(request.form) : null;
    const errors: string[] = [];
    if (!scenario.invalid) {
        const problems = contract.checkRequest(scenario.call, {
            params: request.params,
            query: request.query,
            body: request.body,
            form: form?.fields,
        });
        errors.push(...problems.map((p) => `request ${p}`));
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (form) body = form.data;
    else if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
    }
    let response: Response;
    try {
        response = await fetch(urlOf(host.api, fillPath(ep.path, request.params), request.query), {
            method: ep.method,
            headers,
            body,
        });
    } catch (error) {
        return { ...base, got: null, errors: [`no answer: ${(error as Error).message}`], passed: false };
    }
    const text = await response.text();
    let answer: any;
    try {
        answer = text === '' ? undefined : JSON.parse(text);
    } catch {
        errors.push(`answer is not JSON: ${text.slice(0, 80)}`);
    }
    if (response.status !== scenario.expect) {
        const message = answer && typeof answer === 'object' ? ` (${JSON.stringify(answer.message)})` : '';
        errors.push(`HTTP ${response.status} instead of ${scenario.expect}${message}`);
    }
    errors.push(...contract.checkResponse(scenario.call, response.status, answer));
    try {
        scenario.inspect?.(answer, state);
    } catch (error) {
        errors.push(`answer: ${(error as Error).message}`);
    }
    if (response.ok && answer?.data !== undefined) {
        try {
            scenario.keep?.(answer.data, state);
        } catch (error) {
            errors.push(`answer lacks what later scenarios need: ${(error as Error).message}`);
        }
    }
    return { ...base, got: response.status, errors, passed: errors.length === 0 };
}

/** Runs the scenarios in order against a host; state flows from earlier answers to later requests. */
export async function runScenarios(
    contract: Contract,
    host: Host,
    scenarios: Scenario[] = allScenarios,
): Promise<Outcome[]> {
    const owner = await host.tokens('owner');
    const state: State = {
        callback: host.callback,
        accessToken: owner?.accessToken,
        refreshToken: owner?.refreshToken,
    };
    state.ssoCode = (await host.ssoCode('owner', host.callback)) ?? undefined;
    const outcomes: Outcome[] = [];
    for (const scenario of scenarios) outcomes.push(await runOne(contract, host, scenario, state));
    return outcomes;
}

/** Calls that lack a passing success scenario or a passing error scenario (error-free calls excepted). */
export function uncovered(outcomes: Outcome[]): string[] {
    const missing: string[] = [];
    for (const name of Object.keys(calls) as CallName[]) {
        const mine = outcomes.filter((o) => o.call === name && o.passed);
        if (!mine.some((o) => o.expected < 400)) missing.push(`${name}: no passing success scenario`);
        if (!NO_ERROR_ANSWER[name] && !mine.some((o) => o.expected >= 400))
            missing.push(`${name}: no passing error scenario`);
    }
    return missing;
}

/** The outcomes as a plain-text table: call, scenario, expected, got, result and what broke. */
export function formatOutcomes(outcomes: Outcome[]): string {
    const rows = outcomes.map((o) => [
        o.call,
        o.scenario,
        String(o.expected),
        o.got === null ? '-' : String(o.got),
        o.passed ? 'pass' : o.skipped ? 'skip' : 'FAIL',
        o.skipped ?? o.errors.join('; '),
    ]);
    const head = ['call', 'scenario', 'expected', 'got', 'result', 'errors'];
    const widths = head.map((h, i) =>
        Math.min(Math.max(h.length, ...rows.map((r) => r[i].length)), i === 5 ? 1000 : 48),
    );
    const line = (cells: string[]) =>
        cells.map((c, i) => (i === 5 ? c : c.slice(0, widths[i]).padEnd(widths[i]))).join('  ');
    const passed = outcomes.filter((o) => o.passed).length;
    const failed = outcomes.filter((o) => !o.passed && !o.skipped).length;
    const skipped = outcomes.filter((o) => o.skipped).length;
    return [
        line(head),
        ...rows.map(line),
        '',
        `${passed} passed, ${failed} failed, ${skipped} skipped of ${outcomes.length} scenarios`,
    ].join('\n');
}
