import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { calls, endpoint } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { loadDocument, type OpenApiDocument } from './document';

/**
 * The API contract as validators: for a call of the endpoint table (its name is the operation's
 * `operationId`), what a request may carry and what each HTTP status of its answer must look like.
 * Used by the unit suite, the end-to-end suite and the contract CLI alike.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A field of a multipart body as it was sent. */
export interface FormField {
    name: string;
    /** A file part (it has a file name). */
    file: boolean;
    /** The text of a non-file part. */
    value?: string;
}

export interface RequestInput {
    /** Path parameters (as sent: strings or numbers). */
    params?: Record<string, unknown>;
    /** The query string as sent. */
    query?: URLSearchParams | Record<string, unknown>;
    /** A JSON body (undefined: no body). */
    body?: unknown;
    /** A multipart body's parts. */
    form?: FormField[];
}

export interface Operation {
    name: string;
    method: string;
    /** OpenAPI path, `{param}` placeholders. */
    path: string;
    /** JSON pointer of the operation object in the bundled document. */
    pointer: string;
    node: Record<string, any>;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** endpoints.ts writes `:id`, OpenAPI `{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function describeError(error: ErrorObject): string {
    const at = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '(root)';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
        const field = String(params.additionalProperty ?? params.unevaluatedProperty);
        return `${at === '(root)' ? '' : `${at}.`}${field}: not in the document`;
    }
    if (error.keyword === 'readOnly') return `${at}: read-only (set by the server), must not be sent`;
    if (error.keyword === 'enum') return `${at}: must be one of ${JSON.stringify(params.allowedValues)}`;
    if (error.keyword === 'const') return `${at}: must be ${JSON.stringify(params.allowedValue)}`;
    return `${at}: ${error.message}`;
}

/** Only the most telling errors: a failed `oneOf`/`anyOf` repeats itself in every branch. */
function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
    const lines = (errors ?? []).filter((e) => e.keyword !== 'if').map(describeError);
    return [...new Set(lines)].slice(0, 8);
}

export class Contract {
    readonly operations = new Map<string, Operation>();
    /** Answers: schemas as the document writes them. */
    private readonly responseAjv: Ajv2020;
    /** Requests: read-only fields refused. */
    private readonly requestAjv: Ajv2020;
    /** Path, query and multipart text values: strings coerced to the schema's type, as a server parses them. */
    private readonly paramAjv: Ajv2020;
    private readonly cache = new Map<string, ValidateFunction>();

    constructor(readonly document: OpenApiDocument) {
        const options = { strict: false, allErrors: true, validateSchema: false } as const;
        this.responseAjv = new Ajv2020(options);
        this.requestAjv = new Ajv2020(options);
        this.paramAjv = new Ajv2020({ ...options, coerceTypes: 'array' });
        this.requestAjv.removeKeyword('readOnly');
        this.requestAjv.addKeyword({
            keyword: 'readOnly',
            schemaType: 'boolean',
            // Evaluated only for a property that is present: a read-only one is refused.
            validate: function readOnly(schema: boolean) {
                return !schema;
            },
            errors: true,
        });
        for (const ajv of [this.responseAjv, this.requestAjv, this.paramAjv]) {
            addFormats(ajv);
            ajv.addSchema(document, 'api');
        }
        for (const [path, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
            const pathItem = this.deref(item).node;
            for (const method of METHODS) {
                const node = pathItem[method];
                if (!node?.operationId) continue;
                this.operations.set(node.operationId, {
                    name: node.operationId,
                    method: method.toUpperCase(),
                    path,
                    pointer: `/paths/${escapePointer(path)}/${method}`,
                    node,
                });
            }
        }
    }

    /** The node at a JSON pointer of the bundled document. */
    at(pointer: string): any {
        return pointer
            .split('/')
            .slice(1)
            .reduce<any>((node, part) => node?.[unescapePointer(part)], this.document);
    }

    /** Follows `$ref`s to the node they name, with its pointer (schemas are left to ajv). */
    deref(node: any, pointer = ''): { node: any; pointer: string } {
        let current = { node, pointer };
        for (let hops = 0; current.node && typeof current.node.$ref === 'string' && hops < 20; hops++) {
            const ref: string = current.node.$ref;
            if (!ref.startsWith('#')) throw new Error(`external reference left after bundling: ${ref}`);
            current = { node: this.at(ref.slice(1)), pointer: ref.slice(1) };
        }
        return current;
    }

    private validator(ajv: Ajv2020, pointer: string, closed = false): ValidateFunction {
        const key = `${ajv === this.requestAjv ? 'req' : ajv === this.paramAjv ? 'par' : 'res'}${closed ? '!' : ''}${pointer}`;
        let validate = this.cache.get(key);
        if (!validate) {
            // A request may carry only the fields the document names.
            const schema = closed
                ? { $ref: `api#${pointer}`, unevaluatedProperties: false }
                : { $ref: `api#${pointer}` };
            validate = ajv.compile(schema);
            this.cache.set(key, validate);
        }
        return validate;
    }

    operation(name: string): Operation | undefined {
        return this.operations.get(name);
    }

    /** The calls of endpoints.ts without an operation, or whose method or path differ from it. */
    endpointMismatches(): string[] {
        const problems: string[] = [];
        for (const name of Object.keys(calls) as CallName[]) {
            const ep = endpoint(name);
            const op = this.operations.get(name);
            if (!op) problems.push(`${name}: no operation (expected ${ep.method} ${openApiPath(ep.path)})`);
            else if (op.method !== ep.method || op.path !== openApiPath(ep.path))
                problems.push(
                    `${name}: the document has ${op.method} ${op.path}, endpoints.ts ${ep.method} ${openApiPath(ep.path)}`,
                );
            else if (ep.multipart !== !!this.requestContent(op)?.['multipart/form-data'])
                problems.push(
                    `${name}: endpoints.ts ${ep.multipart ? 'sends' : 'does not send'} a multipart body, the document differs`,
                );
        }
        for (const name of this.operations.keys())
            if (!(name in calls)) problems.push(`${name}: an operation endpoints.ts does not have`);
        return problems;
    }

    /** Which operation a request is for (method and concrete path), with its path parameters. */
    match(method: string, pathname: string): { name: string; params: Record<string, string> } | null {
        for (const op of this.operations.values()) {
            if (op.method !== method.toUpperCase()) continue;
            const names: string[] = [];
            const pattern = new RegExp(
                `^${op.path
                    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
                    .replace(/\{([^}]+)\}/g, (_, param: string) => {
                        names.push(param);
                        return '([^/]+)';
                    })}$`,
            );
            const found = pattern.exec(pathname);
            if (found)
                return {
                    name: op.name,
                    params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1])])),
                };
        }
        return null;
    }

    private requestContent(op: Operation): Record<string, any> | undefined {
        if (!op.node.requestBody) return undefined;
        return this.deref(op.node.requestBody, `${op.pointer}/requestBody`).node?.content;
    }

    private parameters(op: Operation) {
        const pathItemPointer = op.pointer.slice(0, op.pointer.lastIndexOf('/'));
        const pathItem = this.deref(this.at(pathItemPointer), pathItemPointer);
        const list: { node: any; pointer: string }[] = [];
        const collect = (owner: any, ownerPointer: string) =>
            (owner?.parameters ?? []).forEach((p: any, i: number) =>
                list.push(this.deref(p, `${ownerPointer}/parameters/${i}`)),
            );
        collect(pathItem.node, pathItem.pointer);
        collect(op.node, op.pointer);
        // An operation's parameter overrides the path item's of the same name and place.
        const byKey = new Map<string, { node: any; pointer: string }>();
        for (const p of list) byKey.set(`${p.node.in}:${p.node.name}`, p);
        return [...byKey.values()];
    }

    /** Everything wrong with a request for this call, in words; empty when it follows the document. */
    checkRequest(name: string, input: RequestInput): string[] {
        const op = this.operations.get(name);
        if (!op) return [`${name}: no operation in the document`];
        const problems: string[] = [];
        const params = this.parameters(op);
        // Path parameters.
        for (const p of params.filter((p) => p.node.in === 'path')) {
            const value = input.params?.[p.node.name];
            if (value === undefined) {
                problems.push(`path ${p.node.name}: missing`);
                continue;
            }
            const data = { value: String(value) };
            const validate = this.paramValidator(p);
            if (!validate(data))
                problems.push(
                    ...describeErrors(validate.errors).map(
                        (e) => `path ${p.node.name}${e.replace(/^\/?value|^\(root\)/, '')}`,
                    ),
                );
        }
        // Query string.
        const query = new Map<string, string>();
        if (input.query instanceof URLSearchParams) input.query.forEach((v, k) => query.set(k, v));
        else
            for (const [k, v] of Object.entries(input.query ?? {}))
                if (v !== undefined && v !== null && v !== '')
                    query.set(k, Array.isArray(v) ? v.join(',') : String(v));
        const declared = params.filter((p) => p.node.in === 'query');
        for (const key of query.keys())
            if (!declared.some((p) => p.node.name === key))
                problems.push(`query ${key}: not in the document`);
        for (const p of declared) {
            const raw = query.get(p.node.name);
            if (raw === undefined) {
                if (p.node.required) problems.push(`query ${p.node.name}: required`);
                continue;
            }
            const schema = this.deref(p.node.schema).node ?? {};
            const data = { value: schema.type === 'array' ? raw.split(',') : raw };
            const validate = this.paramValidator(p);
            if (!validate(data))
                problems.push(
                    ...describeErrors(validate.errors).map(
                        (e) => `query ${p.node.name}${e.replace(/^value/, '')}`,
                    ),
                );
        }
        // Body.
        const content = this.requestContent(op);
        const required = !!(op.node.requestBody && this.deref(op.node.requestBody).node?.required);
        if (input.form) {
            const multipart = content?.['multipart/form-data'];
            if (!multipart) problems.push('body: multipart, the document takes none');
            else problems.push(...this.checkForm(op, input.form));
        } else if (input.body !== undefined) {
            const json = content?.['application/json'];
            if (!json)
                problems.push(
                    content
                        ? `body: JSON, the document takes ${Object.keys(content).join(', ')}`
                        : 'body: the operation takes no body',
                );
            else if (json.schema) {
                const pointer = `${this.deref(op.node.requestBody, `${op.pointer}/requestBody`).pointer}/content/application~1json/schema`;
                const validate = this.validator(this.requestAjv, pointer, true);
                if (!validate(input.body))
                    problems.push(...describeErrors(validate.errors).map((e) => `body ${e}`));
            }
        } else if (required) problems.push('body: required');
        return problems;
    }

    private paramValidator(p: { pointer: string }): ValidateFunction {
        return this.valueValidator(`${p.pointer}/schema`);
    }

    /** A text value (path, query, multipart field) against the schema at a pointer, coerced as a server parses it. */
    private valueValidator(schemaPointer: string): ValidateFunction {
        const key = `value${schemaPointer}`;
        let validate = this.cache.get(key);
        if (!validate) {
            validate = this.paramAjv.compile({
                type: 'object',
                properties: { value: { $ref: `api#${schemaPointer}` } },
            });
            this.cache.set(key, validate);
        }
        return validate;
    }

    private checkForm(op: Operation, form: FormField[]): string[] {
        const requestBody = this.deref(op.node.requestBody, `${op.pointer}/requestBody`);
        const schemaPointer = `${requestBody.pointer}/content/multipart~1form-data/schema`;
        const schema = this.deref(this.at(schemaPointer), schemaPointer);
        const properties: Record<string, any> = schema.node?.properties ?? {};
        const problems: string[] = [];
        const values: Record<string, unknown> = {};
        for (const field of form) {
            const property = properties[field.name];
            if (!property) {
                problems.push(`body ${field.name}: not in the document`);
                continue;
            }
            const resolved = this.deref(property).node ?? {};
            const isArray = resolved.type === 'array';
            const item = isArray ? (this.deref(resolved.items).node ?? {}) : resolved;
            const branches = [
                item,
                ...[...(item.anyOf ?? []), ...(item.oneOf ?? [])].map((b: any) => this.deref(b).node ?? {}),
            ];
            const isBinary = (b: any) =>
                b.format === 'binary' || !!b.contentMediaType || b.contentEncoding === 'binary';
            const takesFile = branches.some(isBinary);
            const takesText =
                branches.some((b) => !isBinary(b) && b !== item) ||
                (!isBinary(item) && !item.anyOf && !item.oneOf);
            if (field.file ? !takesFile : !takesText) {
                problems.push(
                    `body ${field.name}: ${field.file ? 'a file, the document expects text' : 'text, the document expects a file'}`,
                );
                continue;
            }
            if (field.file) {
                if (!isArray && values[field.name] !== undefined)
                    problems.push(`body ${field.name}: one file only`);
                values[field.name] = isArray ? [...((values[field.name] as unknown[]) ?? []), ''] : '';
                continue;
            }
            if (item.readOnly)
                problems.push(`body ${field.name}: read-only (set by the server), must not be sent`);
            const validate = this.valueValidator(
                `${schema.pointer}/properties/${escapePointer(field.name)}${isArray ? '/items' : ''}`,
            );
            if (!validate({ value: field.value ?? '' }))
                problems.push(
                    ...describeErrors(validate.errors).map(
                        (e) => `body ${field.name}${e.replace(/^value/, '')}`,
                    ),
                );
            values[field.name] = isArray
                ? [...((values[field.name] as unknown[]) ?? []), field.value]
                : field.value;
        }
        for (const name of schema.node?.required ?? [])
            if (values[name] === undefined) problems.push(`body ${name}: required`);
        return problems;
    }

    /** The documented answer for an HTTP status: the exact code, its range (4XX) or `default`. */
    responseFor(name: string, status: number): { node: any; pointer: string } | null {
        const op = this.operations.get(name);
        const responses = op?.node.responses ?? {};
        const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
            (k) => responses[k] !== undefined,
        );
        if (!op || !key) return null;
        return this.deref(responses[key], `${op.pointer}/responses/${escapePointer(key)}`);
    }

    /** Everything wrong with an answer for this call, in words; empty when the document allows it. */
    checkResponse(name: string, status: number, body: unknown): string[] {
        if (!this.operations.has(name)) return [`${name}: no operation in the document`];
        const response = this.responseFor(name, status);
        if (!response) return [`HTTP ${status}: not a documented answer of ${name}`];
        const json = response.node?.content?.['application/json'];
        if (!json)
            return body === undefined || body === null || body === ''
                ? []
                : [`HTTP ${status}: the document gives this answer no JSON body`];
        if (!json.schema) return [];
        const validate = this.validator(
            this.responseAjv,
            `${response.pointer}/content/application~1json/schema`,
        );
        return validate(body) ? [] : describeErrors(validate.errors).map((e) => `answer ${e}`);
    }
}

let loaded: Promise<Contract> | null = null;

/** The contract of api/openapi.yaml, bundled and compiled once per process. */
export function loadContract(): Promise<Contract> {
    loaded ??= loadDocument().then((document) => new Contract(document));
    return loaded;
}
