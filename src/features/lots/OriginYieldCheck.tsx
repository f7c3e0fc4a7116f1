import { useEffect } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { parseNumber, type NumberLocale } from '../../domain/numbers';
import { dateValueProblem } from '../../domain/dateText';
import { MAX_ORIGIN_KG } from '../../domain/originQuantity';
import { OVERRIDE_REASON_MAX, roundKg, yieldExcess } from '../../domain/yields';
import { fetchPlotYield, plotYieldKey } from '../land/yields/yieldApi';
import { formatNumber } from '../../kit/format';
import { errorText } from '../../kit/errorText';
import { formatText } from '../../domain/text';
import type { OriginDraft, OriginDraftRow } from './originApi';

const KG = { kind: 'decimal', decimals: 3, min: 0, max: MAX_ORIGIN_KG } as const;
const validDate = (value: string) => !!value && !dateValueProblem(value);
const round = (value: number) => formatNumber(Math.round(value * 100) / 100);

/**
 * Under an origin row, before anything is sent: the plot's capacity over the harvest typed (area ×
 * its crop's maximum yield × seasons), what other lots declare from it for an overlapping harvest,
 * and, when the row's kilograms take it over, the excess and a field for the reason the server
 * then asks for. Marks the row `overYield` so that the form asks for that reason (originRules.ts).
 */
export function OriginYieldCheck({
    draft,
    row,
    index,
    lot,
    locale,
    onChange,
    error,
    disabled,
}: {
    draft: OriginDraft;
    row: OriginDraftRow;
    index: number;
    /** The lot whose origin this is (left out of what other lots declare), when known. */
    lot?: { productId: number | string; lot: string } | null;
    locale: NumberLocale;
    onChange: (change: Partial<OriginDraftRow>) => void;
    error?: string;
    disabled?: boolean;
}) {
    const translate = useTranslate();
    const period =
        validDate(draft.harvestFrom) && validDate(draft.harvestTo) && draft.harvestFrom <= draft.harvestTo
            ? { from: draft.harvestFrom, to: draft.harvestTo }
            : null;
    const enabled = !!row.plotId && !!period;
    const balance = useQuery({
        queryKey: plotYieldKey(row.plotId, period?.from, period?.to, lot?.productId, lot?.lot),
        queryFn: ({ signal }) => fetchPlotYield(row.plotId, period, lot ?? null, signal),
        enabled,
        staleTime: 30_000,
    });
    const parsed = parseNumber(row.quantity, locale, KG);
    const quantity = parsed.ok && parsed.value !== null && parsed.value > 0 ? parsed.value : null;
    const data = enabled ? balance.data : undefined;
    const excess = data && quantity !== null ? yieldExcess(data, quantity) : null;
    // Known once the balance is there: kept as it was while it loads, cleared without a plot or period.
    const over = !enabled ? false : data ? excess !== null : !!row.overYield;
    useEffect(() => {
        if (over !== !!row.overYield) onChange({ overYield: over });
    }, [over, row.overYield, onChange]);

    if (!enabled) return null;
    if (balance.isError)
        return (
            <Typography variant="caption" color="warning.main">
                {translate('xts.origin_yield.check_failed', { message: errorText(balance.error, translate) })}
            </Typography>
        );
    if (!data)
        return (
            <Typography variant="caption" color="text.secondary">
                {translate('xts.origin_yield.checking')}
            </Typography>
        );
    if (data.capacityKg === null)
        return (
            <Typography variant="caption" color="text.secondary">
                {translate('xts.origin_yield.unknown', { crop: formatText(data.cropText) })}
            </Typography>
        );
    const facts = {
        code: formatText(data.code),
        capacity: formatNumber(data.capacityKg),
        area: round(data.areaHa),
        max: formatNumber(data.maxKgHa ?? 0),
        seasons: data.seasons,
        others: formatNumber(data.declaredKg),
    };
    if (excess === null)
        return (
            <Typography variant="caption" color="text.secondary" data-testid={`yield-row-${index}`}>
                {translate('xts.origin_yield.within', {
                    ...facts,
                    remaining: formatNumber(roundKg(data.capacityKg - data.declaredKg - (quantity ?? 0))),
                })}
            </Typography>
        );
    return (
        <>
            <Alert severity="warning" data-testid={`yield-row-${index}`}>
                {translate('xts.origin_yield.over', {
                    ...facts,
                    total: formatNumber(roundKg(data.declaredKg + (quantity ?? 0))),
                    excess: formatNumber(excess),
                })}
            </Alert>
            <TextField
                label={translate('xts.origin_yield.reason', { n: index + 1 })}
                value={row.overrideReason ?? ''}
                onChange={(event) => onChange({ overrideReason: event.target.value })}
                error={!!error}
                helperText={error ? translate(error) : ' '}
                disabled={disabled}
                multiline
                required
                slotProps={{ htmlInput: { maxLength: OVERRIDE_REASON_MAX } }}
                fullWidth
            />
        </>
    );
}
