import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, CircularProgress } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { errorText } from '../../kit/errors';
import { usePageTitle } from '../../kit/pageTitle';
import { formatText } from '../../domain/text';
import { lotsOfPack } from '../lots/packPath';
import { fetchOrigin } from '../lots/originApi';
import type { LotKey } from '../lots/lotApi';
import { call } from '../../providers/http';
import { useQuery } from '@tanstack/react-query';
import type { StatementInput } from '../../domain/statements';
import { StatementForm } from './StatementForm';
import { toInput } from './statementRules';
import { partOf } from './statementPaths';

type Prefill = Partial<StatementInput> & { lots: StatementInput['lots'] };

/** What fills the form in: each lot's origin (its kilograms per plot) and its product (name, HS code). */
function usePrefill(lots: LotKey[]) {
    return useQuery({
        queryKey: ['statement-prefill', lots.map((lot) => `${lot.productId}|${lot.lot}`)],
        enabled: lots.length > 0,
        retry: false,
        refetchOnWindowFocus: false,
        queryFn: ({ signal }) =>
            Promise.all(
                lots.map(async (lot) => {
                    const [origin, product] = await Promise.all([
                        fetchOrigin(lot, signal),
                        call<{ name: string; hsCode?: string | null }>('productDetail', {
                            params: { id: lot.productId },
                            signal,
                        }),
                    ]);
                    return { origin, product };
                }),
            ),
    });
}

/**
 * Preparing a statement of the lots in the address (a lot's page, a shipment or its EUDR pack send
 * them): the HS heading from the product, the description and the net mass from the lots' origins (as their pack has them), Vietnam
 * as the country, export as the activity; all of it can be changed before saving the draft.
 */
export function StatementCreate() {
    const translate = useTranslate();
    usePageTitle(translate('xts.statements.form.create_title'));
    const [params] = useSearchParams();
    const key = params.toString();
    const lots = useMemo(() => lotsOfPack(new URLSearchParams(key)), [key]);
    const pack = usePrefill(lots);
    const part = useMemo(() => partOf(new URLSearchParams(key)), [key]);
    const base: Prefill = {
        activity: 'export',
        countryOfProduction: 'VN',
        lots: lots.map((lot) => ({ productId: Number(lot.productId), lot: lot.lot })),
        part: part && { index: part.index, of: part.of },
        referencedStatements: [],
        supplementaryUnits: null,
    };
    if (lots.length && pack.isPending)
        return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
    const inputs = pack.data ?? [];
    const hsCodes = [...new Set(inputs.map((input) => input.product.hsCode?.trim()).filter(Boolean))];
    const names = [...new Set(inputs.map((input) => formatText(input.product.name)))];
    // One part of a split shipment declares its own plots' kilograms only.
    const mass =
        part?.netMassKg ||
        inputs.reduce(
            (sum, input) => sum + input.origin.plots.reduce((kg, item) => kg + item.quantityKg, 0),
            0,
        );
    const defaults: Prefill = inputs.length
        ? {
              ...base,
              hsHeading:
                  hsCodes.length === 1 ? String(hsCodes[0]).replace(/\D+/g, '').slice(0, 6) : undefined,
              description: names.join('; '),
              netMassKg: mass > 0 ? Math.round(mass * 1000) / 1000 : undefined,
          }
        : base;
    return (
        <Create redirect="show" transform={(values) => toInput(values)}>
            <StatementForm
                defaultValues={defaults}
                above={
                    pack.isError ? (
                        <Alert severity="warning" sx={{ mb: 2 }}>
                            {translate('xts.statements.form.prefill_failed', {
                                message: errorText(pack.error, translate),
                            })}
                        </Alert>
                    ) : inputs.length ? (
                        <Alert severity="info" sx={{ mb: 2 }}>
                            {translate('xts.statements.form.prefilled', { smart_count: inputs.length })}
                            {part &&
                                ` ${translate('xts.statements.form.part', { index: part.index, of: part.of })}`}
                        </Alert>
                    ) : null
                }
            />
        </Create>
    );
}
