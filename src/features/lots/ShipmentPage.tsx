import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    CircularProgress,
    FormControlLabel,
    IconButton,
    InputAdornment,
    Paper,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InventoryIcon from '@mui/icons-material/Inventory';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate, type RaRecord } from 'react-admin';
import { config } from '../../config';
import { searchTermOf } from '../../domain/scanSearch';
import { formatText } from '../../domain/text';
import { errorText } from '../../kit/errors';
import { formatDate, formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { plotsUnsupported } from '../land/plots/plotApi';
import { shipmentPlots } from '../../domain/geo/shipmentPlots';
import { packPath } from './packPath';
import {
    useChosenFacts,
    useDebouncedSearch,
    useLotSearch,
    useShipmentChoice,
    useShipmentSplit,
} from './useShipment';
import { splitReasonsText } from './statementWords';
import { RetryAlert } from '../../kit/RetryAlert';
import { PrepareStatementButton } from '../statements/PrepareStatementButton';

/** A finger's width: every row, box and button of the page is at least this tall. */
const TOUCH = 48;

/**
 * Choosing the lots of a shipment for its EUDR pack, made for a phone as much as a desk: a search
 * that takes a typed lot number or product name (with or without accents) or a scanned stamp or
 * lot link, the lots found to tick, and the lots chosen with their quantity and plots, each
 * removable, their count and total, and the button on to the pack. The choice lives in the address.
 */
export default function ShipmentPage() {
    const translate = useTranslate();
    usePageTitle(translate('xts.shipment.title'));
    const choice = useShipmentChoice();
    const [text, setText] = useDebouncedSearch(choice.term, choice.search);
    const results = useLotSearch(choice.term);
    const facts = useChosenFacts(choice.chosen);
    const split = useShipmentSplit(facts);

    // A scanned or pasted stamp link becomes the lot it names (the scanner's Enter, a paste, leaving the box).
    const settle = (value: string) => {
        const term = searchTermOf(value, 'lot', { scannerHost: config.scannerHost });
        if (term === value) return false;
        setText(term);
        choice.search(term);
        return true;
    };
    const known = facts.filter((fact) => fact.origin.data);
    const mass = known.reduce((sum, fact) => sum + fact.origin.data!.totals.quantityKg, 0);
    const plots = shipmentPlots(known.map((fact) => fact.origin.data!)).declared.length;
    const withoutOrigin = known.filter((fact) => !fact.origin.data!.plots.length).length;
    const total = results.total ?? 0;

    return (
        <Stack spacing={2} sx={{ maxWidth: 760, my: 2, minWidth: 0 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.shipment.title')}
            </Typography>
            <Paper
                component="section"
                aria-label={translate('xts.shipment.chosen')}
                variant="outlined"
                sx={{ p: 1.5 }}
            >
                <Typography variant="h6" component="h2">
                    {translate('xts.shipment.chosen')}
                </Typography>
                {!choice.chosen.length && (
                    <Typography color="text.secondary">{translate('xts.shipment.none')}</Typography>
                )}
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {facts.map(({ lot, productName, origin }) => (
                        <Stack
                            component="li"
                            key={`${lot.productId}|${lot.lot}`}
                            direction="row"
                            sx={{ alignItems: 'center', minHeight: TOUCH, gap: 1 }}
                        >
                            <Box sx={{ flex: 1, minWidth: 0 }}>
                                <Typography sx={{ fontWeight: 500 }}>
                                    {formatText(lot.lot)}
                                    {productName ? ` · ${formatText(productName)}` : ''}
                                </Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {origin.data
                                        ? origin.data.plots.length
                                            ? translate('xts.shipment.lot_mass', {
                                                  mass: formatNumber(origin.data.totals.quantityKg),
                                                  plots: formatNumber(origin.data.totals.plots),
                                              })
                                            : translate('xts.shipment.lot_no_origin')
                                        : translate(
                                              !origin.error
                                                  ? 'xts.shipment.lot_loading'
                                                  : plotsUnsupported(origin.error)
                                                    ? 'xts.origin.unsupported'
                                                    : 'xts.shipment.lot_failed',
                                          )}
                                </Typography>
                            </Box>
                            <IconButton
                                aria-label={translate('xts.shipment.remove', { lot: lot.lot })}
                                onClick={() => choice.remove(lot)}
                                sx={{ width: TOUCH, height: TOUCH, flexShrink: 0 }}
                            >
                                <CloseIcon />
                            </IconButton>
                        </Stack>
                    ))}
                </Stack>
            </Paper>
            <TextField
                type="search"
                label={translate('xts.shipment.search')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                // (on the field's box: the events come up from its input)
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                    if (event.key === 'Enter') settle((event.target as HTMLInputElement).value ?? '');
                }}
                onBlur={(event: FocusEvent<HTMLInputElement>) => settle(event.target.value)}
                onPaste={(event: ClipboardEvent<HTMLElement>) => {
                    if (settle(event.clipboardData.getData('text'))) event.preventDefault();
                }}
                helperText={translate('xts.shipment.hint')}
                fullWidth
                slotProps={{
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon />
                            </InputAdornment>
                        ),
                    },
                    htmlInput: { enterKeyHint: 'search', autoComplete: 'off' },
                }}
            />
            <Box component="section" aria-label={translate('xts.shipment.results')}>
                {results.isFetching && (
                    <CircularProgress size={24} aria-label={translate('xts.shipment.searching')} />
                )}
                {results.error ? (
                    plotsUnsupported(results.error) ? (
                        <Alert severity="info">{translate('xts.lots.unsupported')}</Alert>
                    ) : (
                        <RetryAlert onRetry={results.refetch} busy={results.isFetching} error={results.error}>
                            {translate('xts.shipment.search_failed', {
                                message: errorText(results.error, translate),
                            })}
                        </RetryAlert>
                    )
                ) : null}
                {results.data && !results.data.length && choice.term.trim() && (
                    <Typography color="text.secondary">
                        {translate('xts.shipment.no_results', { term: choice.term.trim() })}
                    </Typography>
                )}
                <Stack>
                    {results.data?.map((record: RaRecord) => {
                        const lot = { productId: String(record.productId), lot: String(record.lot) };
                        return (
                            <FormControlLabel
                                key={String(record.id)}
                                sx={{
                                    m: 0,
                                    minHeight: TOUCH + 8,
                                    borderBottom: 1,
                                    borderColor: 'divider',
                                    alignItems: 'center',
                                    '& .MuiFormControlLabel-label': { minWidth: 0, py: 0.5 },
                                }}
                                control={
                                    <Checkbox
                                        checked={choice.isChosen(lot)}
                                        onChange={() => choice.toggle(lot)}
                                        sx={{ width: TOUCH, height: TOUCH }}
                                    />
                                }
                                label={
                                    <>
                                        <Typography
                                            component="span"
                                            sx={{ display: 'block', fontWeight: 500 }}
                                        >
                                            {formatText(record.lot)} · {formatText(record.productName)}
                                        </Typography>
                                        <Typography
                                            component="span"
                                            variant="body2"
                                            color="text.secondary"
                                            sx={{ display: 'block' }}
                                        >
                                            {translate('xts.shipment.stamps', {
                                                count: formatNumber(Number(record.count) || 0),
                                            })}
                                            {record.expDate
                                                ? ` · ${translate('resources.stamp-lots.fields.expDate')}: ${formatDate(record.expDate)}`
                                                : ''}
                                            {record.recalled
                                                ? ` · ${translate('xts.shipment.recalled')}`
                                                : ''}
                                        </Typography>
                                    </>
                                }
                            />
                        );
                    })}
                </Stack>
                {total > (results.data?.length ?? 0) && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {translate('xts.shipment.more', { smart_count: total - (results.data?.length ?? 0) })}
                    </Typography>
                )}
            </Box>
            <Paper
                elevation={3}
                sx={{ p: 1.5, position: 'sticky', bottom: 0, zIndex: 2 }}
                data-testid="shipment-bar"
            >
                <Typography sx={{ fontWeight: 500 }} data-testid="shipment-count">
                    {choice.chosen.length
                        ? translate('xts.shipment.count', { smart_count: choice.chosen.length })
                        : translate('xts.shipment.none_short')}
                </Typography>
                {known.length > 0 && (
                    <Typography data-testid="shipment-total" variant="body2">
                        {translate(withoutOrigin ? 'xts.shipment.total_partial' : 'xts.shipment.total', {
                            mass: formatNumber(mass),
                            plots: formatNumber(plots),
                            missing: withoutOrigin,
                        })}
                    </Typography>
                )}
                {split && split.parts.length > 1 && (
                    <Typography data-testid="shipment-statements" variant="body2" sx={{ mt: 0.5 }}>
                        {translate('xts.pack_statements.shipment', {
                            smart_count: split.parts.length,
                            reasons: splitReasonsText(split, translate),
                        })}
                    </Typography>
                )}
                <Button
                    variant="contained"
                    size="large"
                    fullWidth
                    startIcon={<InventoryIcon />}
                    component={RouterLink}
                    to={packPath(choice.chosen)}
                    disabled={!choice.chosen.length}
                    sx={{ minHeight: TOUCH, mt: 1 }}
                >
                    {translate('xts.pack.shipment_button', { smart_count: choice.chosen.length })}
                </Button>
                <PrepareStatementButton lots={choice.chosen} fullWidth sx={{ minHeight: TOUCH, mt: 1 }} />
            </Paper>
        </Stack>
    );
}
