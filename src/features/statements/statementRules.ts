import type { Statement, StatementInput } from '../../domain/statements';
import type { LotKey } from '../lots/lotApi';

/** What the statement's pages decide from a statement or a form's values (no React, no HTTP). */

/** Whether an amendment is still accepted now (the EU's window after submission). */
export const amendable = (statement: Statement, now = Date.now()) =>
    (statement.state === 'available' || statement.state === 'rejected') &&
    !!statement.amendableUntil &&
    now < Date.parse(statement.amendableUntil);

/** The form's values as the API takes them: optional supplementary units become null when left empty. */
export function toInput(values: Record<string, any>): StatementInput {
    const units = values.supplementaryUnits ?? {};
    const unit = String(units.unit ?? '').trim();
    const quantity = units.quantity;
    return {
        activity: values.activity,
        hsHeading: String(values.hsHeading ?? '').trim(),
        description: String(values.description ?? '').trim(),
        netMassKg: Number(values.netMassKg),
        supplementaryUnits:
            unit || (quantity !== null && quantity !== undefined && quantity !== '')
                ? { unit, quantity: Number(quantity) }
                : null,
        countryOfProduction: String(values.countryOfProduction ?? '')
            .trim()
            .toUpperCase(),
        lots: (values.lots ?? []).map((lot: LotKey) => ({ productId: Number(lot.productId), lot: lot.lot })),
        part: values.part ?? null,
        referencedStatements: (values.referencedStatements ?? []).map(
            (ref: { referenceNumber?: string; verificationNumber?: string }) => ({
                referenceNumber: String(ref?.referenceNumber ?? ''),
                verificationNumber: String(ref?.verificationNumber ?? ''),
            }),
        ),
    };
}
