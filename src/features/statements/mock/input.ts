/**
 * A statement's input as sent, checked with the shared formats (statementFieldErrors) and the
 * server's own rules (the lots activated by the business, the parts, the units): 422 names each field.
 */
import type { MockDb } from '../../../mocks/state';
import { lotActivations } from '../../../mocks/ledger/lots';
import {
    REFERENCE_NUMBER,
    VERIFICATION_NUMBER,
    statementFieldErrors,
    type StatementInput,
} from '../../../domain/statements';
import { invalid } from './model';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const upper = (value: unknown) => text(value).toUpperCase();

type LotRef = { productId: number; lot: string };

/** The lots as sent; each must be a lot the business has activated, named once. */
function readLots(db: MockDb, bizId: number, value: unknown, errors: Record<string, string>): LotRef[] {
    const items = Array.isArray(value) ? value : [];
    if (!items.length) errors.lots = 'lots';
    const seen = new Set<string>();
    return items.map((item: Record<string, unknown> | null, i) => {
        const key = { productId: Number(item?.productId), lot: text(item?.lot) };
        const id = `${key.productId}|${key.lot}`;
        if (!key.lot || !Number.isInteger(key.productId) || !lotActivations(db, bizId, key).length)
            errors[`lots.${i}`] = 'lot';
        else if (seen.has(id)) errors[`lots.${i}`] = 'lot_twice';
        seen.add(id);
        return key;
    });
}

export function readInput(db: MockDb, bizId: number, body: Record<string, unknown>): StatementInput {
    const units = body.supplementaryUnits as Record<string, unknown> | null | undefined;
    const part = body.part as Record<string, unknown> | null | undefined;
    const refs = Array.isArray(body.referencedStatements) ? body.referencedStatements : [];
    const input = {
        activity: body.activity as StatementInput['activity'],
        hsHeading: text(body.hsHeading),
        description: text(body.description),
        netMassKg: body.netMassKg as number,
        supplementaryUnits: units ? { unit: text(units.unit), quantity: units.quantity as number } : null,
        countryOfProduction: upper(body.countryOfProduction),
        lots: [] as LotRef[],
        part: part ? { index: part.index as number, of: part.of as number } : null,
        referencedStatements: refs.map((ref: Record<string, unknown> | null) => ({
            referenceNumber: upper(ref?.referenceNumber),
            verificationNumber: upper(ref?.verificationNumber),
        })),
    };
    const errors = statementFieldErrors(input);
    if (input.description.length > 500) errors.description = 'too_long';
    input.lots = readLots(db, bizId, body.lots, errors);
    if (
        input.supplementaryUnits &&
        (!input.supplementaryUnits.unit ||
            typeof input.supplementaryUnits.quantity !== 'number' ||
            !(input.supplementaryUnits.quantity > 0))
    )
        errors.supplementaryUnits = 'supplementary';
    if (
        input.part &&
        !(
            Number.isInteger(input.part.index) &&
            Number.isInteger(input.part.of) &&
            input.part.index >= 1 &&
            input.part.index <= input.part.of
        )
    )
        errors.part = 'part';
    if (Object.keys(errors).length) throw invalid(errors);
    return input;
}

/** A pair of numbers as typed (upper-cased), or 422 naming the field that breaks its format. */
export function readNumbers(
    body: { referenceNumber?: unknown; verificationNumber?: unknown },
    fields = { reference: 'referenceNumber', verification: 'verificationNumber' },
) {
    const referenceNumber = upper(body.referenceNumber);
    const verificationNumber = upper(body.verificationNumber);
    const errors: Record<string, string> = {};
    if (!REFERENCE_NUMBER.test(referenceNumber)) errors[fields.reference] = 'reference_number';
    if (!VERIFICATION_NUMBER.test(verificationNumber)) errors[fields.verification] = 'verification_number';
    if (Object.keys(errors).length) throw invalid(errors);
    return { referenceNumber, verificationNumber };
}

export { readLots };
