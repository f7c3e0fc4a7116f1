/**
 * The producers of an import, matched in the register before anything is saved: each
 * household the file names is asked of the server's match (`producerMatch`, whose rules are
 * src/domain/producers.ts). An ID number or phone of a known producer links its plots to it; a name
 * of the same commune (without diacritics) is only proposed, and the user says yes or no; the rest
 * are new households.
 *
 * Saving is a sequence the contract describes (`plotImport`): each new household is created first
 * (`producerCreate`, with an Idempotency-Key kept until the whole import has its answer, so a save
 * sent again after a failure creates none twice), then every plot goes with its `producerId`.
 */
import { call } from '../../../providers/http';
import { keyFor, settle, submitOf } from '../../../providers/idempotency';
import { readClaims } from '../../../providers/jwt';
import { getStoredAccessToken } from '../../../providers/tokenStorage';
import { nameKey, phoneKey, type Producer } from '../../../domain/producers';
import type { PlotInput } from '../../../domain/geo/types';

type ImportInput = Omit<PlotInput, 'locationId'>;

/** One household named in the file, with the plots (positions in the inputs sent) of it. */
export interface ImportHousehold {
    key: string;
    name: string;
    idNumber: string | null;
    phone: string | null;
    rows: number[];
}

/** What the register answered for a household. */
export interface HouseholdMatch {
    exact: Producer | null;
    proposed: Producer[];
}

/** The producer id a household's plots go to, or 'new' for a household to create. */
export type HouseholdChoice = number | 'new';

/**
 * The households of the inputs: rows of the same name (without diacritics), ID number and phone are
 * one household; two rows whose ID number or phone differ are two, whatever their names.
 */
export function householdsOf(inputs: ImportInput[]): ImportHousehold[] {
    const byKey = new Map<string, ImportHousehold>();
    inputs.forEach((input, row) => {
        const name = input.producerName?.trim() ?? '';
        if (!name) return;
        const idNumber = input.producerIdNumber?.trim() || null;
        const phone = input.producerPhone?.trim() || null;
        const key = `${nameKey(name)}|${idNumber ?? ''}|${phoneKey(phone)}`;
        const known = byKey.get(key);
        if (known) known.rows.push(row);
        else byKey.set(key, { key, name, idNumber, phone, rows: [row] });
    });
    return [...byKey.values()];
}

/** Households asked at once: a file of many households does not flood the server. */
const AT_ONCE = 4;

/** The register's answer for each household, in the commune of the location the plots go to. */
export async function matchHouseholds(
    households: ImportHousehold[],
    wardCode: string | null,
    signal?: AbortSignal,
): Promise<Map<string, HouseholdMatch>> {
    const matches = new Map<string, HouseholdMatch>();
    let next = 0;
    const worker = async () => {
        while (next < households.length) {
            const household = households[next++];
            const match = await call<HouseholdMatch>('producerMatch', {
                body: {
                    name: household.name,
                    idNumber: household.idNumber,
                    phone: household.phone,
                    wardCode,
                },
                signal,
            });
            matches.set(household.key, match);
        }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, households.length) }, worker));
    return matches;
}

/** A household's choice before the user answers: the exact match, else new unless a name is proposed. */
export function defaultChoice(match: HouseholdMatch | undefined): HouseholdChoice | undefined {
    if (!match) return undefined;
    if (match.exact) return match.exact.id;
    return match.proposed.length ? undefined : 'new';
}

/** What saving will do: households created, and plots linked to producers already in the register. */
export function importSummary(households: ImportHousehold[], choices: Map<string, HouseholdChoice>) {
    let created = 0;
    let linked = 0;
    for (const household of households) {
        const choice = choices.get(household.key);
        if (choice === 'new') created += 1;
        else if (typeof choice === 'number') linked += household.rows.length;
    }
    return { created, linked };
}

/**
 * Creates the new households and gives every input its producer. `place` is the commune and province
 * of the location, which a new household takes. Answers the inputs to send and a `settle` to call
 * once the whole import has its answer.
 */
export async function resolveProducers(
    inputs: ImportInput[],
    households: ImportHousehold[],
    choices: Map<string, HouseholdChoice>,
    place: { wardCode: string | null; provinceCode: string | null },
): Promise<{ inputs: ImportInput[]; settle: () => void }> {
    const who = String(readClaims<{ sub?: unknown }>(getStoredAccessToken() ?? '')?.sub ?? '');
    const submits: string[] = [];
    const resolved = [...inputs];
    for (const household of households) {
        let producerId = choices.get(household.key);
        if (producerId === undefined) continue;
        if (producerId === 'new') {
            const body = {
                name: household.name,
                idNumber: household.idNumber,
                phone: household.phone,
                ...place,
            };
            const submit = `importProducer|${submitOf('producerCreate', who, null, body)}`;
            submits.push(submit);
            const created = await call<Producer>('producerCreate', { body, idempotencyKey: keyFor(submit) });
            producerId = created.id;
        }
        for (const row of household.rows) {
            // The register holds the household's ID number and phone: a plot carries only its link.
            const { producerIdNumber: _id, producerPhone: _phone, ...rest } = resolved[row];
            resolved[row] = { ...rest, producerId };
        }
    }
    return { inputs: resolved, settle: () => submits.forEach(settle) };
}
