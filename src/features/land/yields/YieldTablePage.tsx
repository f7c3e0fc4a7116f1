import { useState } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Paper,
    Stack,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { can } from '../../../providers/access';
import { currentRole, useSession } from '../../../providers/session';
import { asNumberLocale, formatNumberIn } from '../../../domain/numbers';
import { CROPS, type CropKey } from '../../../domain/yields';
import { usePageTitle } from '../../../kit/pageTitle';
import { plotsUnsupported } from '../plots/plotApi';
import { errorText } from '../../../kit/errorText';
import { formatDateTime, formatNumber } from '../../../kit/format';
import { formatText } from '../../../domain/text';
import { RetryAlert } from '../../../kit/RetryAlert';
import { ScrollTable } from '../../../kit/ScrollTable';
import { checkYieldDraft, type YieldDraft, type YieldTableAnswer } from './yieldDraft';

/**
 * "Năng suất dự kiến": the expected yield of each crop, per hectare and season, that the origin
 * check counts a plot's capacity with (docs/yields.md). Everyone reads it; the owner changes it.
 */
export default function YieldTablePage() {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [localeName] = useLocaleState();
    const locale = asNumberLocale(localeName);
    const session = useSession();
    const canEdit = can(currentRole(session), 'crop-yields', 'edit');
    usePageTitle(translate('xts.yields.page'));
    const table = useQuery({
        queryKey: ['crop-yields'],
        queryFn: ({ signal }) => call<YieldTableAnswer>('cropYieldTable', { signal }),
    });
    const [draft, setDraft] = useState<YieldDraft | null>(null);
    const [shown, setShown] = useState(false);
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const data = table.data;
    const typed: YieldDraft | null =
        draft ??
        (data
            ? Object.fromEntries(
                  data.crops.map((row) => [
                      row.crop,
                      { min: formatNumberIn(row.minKgHa, locale), max: formatNumberIn(row.maxKgHa, locale) },
                  ]),
              )
            : null);
    const checked = typed ? checkYieldDraft(typed, locale) : null;
    const set = (crop: CropKey, change: Partial<YieldDraft[string]>) =>
        setDraft({ ...typed!, [crop]: { ...typed![crop], ...change } });
    const save = async () => {
        setShown(true);
        if (!checked?.crops) return;
        setSaving(true);
        setProblem(null);
        try {
            const saved = await call<YieldTableAnswer>('cropYieldUpdate', { body: { crops: checked.crops } });
            queryClient.setQueryData(['crop-yields'], saved);
            await queryClient.invalidateQueries({ queryKey: ['plot-yield'] });
            setDraft(null);
            setShown(false);
            notify('xts.yields.saved', { type: 'success' });
        } catch (error) {
            setProblem(translate('xts.yields.save_failed', { message: errorText(error, translate) }));
        } finally {
            setSaving(false);
        }
    };
    const label = (crop: CropKey) => translate(`xts.yields.crops.${crop}`);
    return (
        <Stack spacing={2} sx={{ maxWidth: 960, my: 2, minWidth: 0 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.yields.page')}
            </Typography>
            <Typography color="text.secondary">{translate('xts.yields.intro')}</Typography>
            {table.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {table.isError &&
                (plotsUnsupported(table.error) ? (
                    <Alert severity="info">{translate('xts.yields.unsupported')}</Alert>
                ) : (
                    <RetryAlert onRetry={table.refetch} busy={table.isFetching} error={table.error}>
                        {translate('xts.yields.load_failed', { message: errorText(table.error, translate) })}
                    </RetryAlert>
                ))}
            {data && typed && (
                <Paper variant="outlined" sx={{ p: 2 }}>
                    <Stack spacing={2}>
                        {problem && <Alert severity="error">{problem}</Alert>}
                        <ScrollTable aria-label={translate('xts.yields.table')}>
                            <TableHead>
                                <TableRow>
                                    {['crop', 'product', 'min', 'max', 'season', 'default'].map((key) => (
                                        <TableCell key={key}>
                                            {translate(`xts.yields.columns.${key}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.crops
                                    .filter((row) => CROPS.includes(row.crop))
                                    .map((row) => {
                                        const error = shown ? checked?.errors[row.crop] : undefined;
                                        const input = (which: 'min' | 'max') =>
                                            canEdit ? (
                                                <TextField
                                                    size="small"
                                                    value={typed[row.crop][which]}
                                                    onChange={(event) =>
                                                        set(row.crop, { [which]: event.target.value })
                                                    }
                                                    error={!!error}
                                                    helperText={
                                                        which === 'max' && error ? translate(error) : ' '
                                                    }
                                                    disabled={saving}
                                                    slotProps={{
                                                        htmlInput: {
                                                            inputMode: 'decimal',
                                                            // The column's heading is the visible label.
                                                            'aria-label': translate(
                                                                `xts.yields.${which}_label`,
                                                                {
                                                                    crop: label(row.crop),
                                                                },
                                                            ),
                                                        },
                                                    }}
                                                    sx={{ minWidth: 140 }}
                                                />
                                            ) : (
                                                formatNumber(which === 'min' ? row.minKgHa : row.maxKgHa)
                                            );
                                        return (
                                            <TableRow key={row.crop}>
                                                <TableCell>{label(row.crop)}</TableCell>
                                                <TableCell>
                                                    {translate(`xts.yields.products.${row.crop}`)}
                                                </TableCell>
                                                <TableCell>{input('min')}</TableCell>
                                                <TableCell>{input('max')}</TableCell>
                                                <TableCell>
                                                    {translate('xts.yields.season_days', {
                                                        days: row.seasonDays,
                                                    })}
                                                </TableCell>
                                                <TableCell>
                                                    {formatNumber(row.defaultMinKgHa)}–
                                                    {formatNumber(row.defaultMaxKgHa)}
                                                    {canEdit && (
                                                        <Button
                                                            size="small"
                                                            onClick={() =>
                                                                set(row.crop, {
                                                                    min: formatNumberIn(
                                                                        row.defaultMinKgHa,
                                                                        locale,
                                                                    ),
                                                                    max: formatNumberIn(
                                                                        row.defaultMaxKgHa,
                                                                        locale,
                                                                    ),
                                                                })
                                                            }
                                                            disabled={saving}
                                                            aria-label={`${translate('xts.yields.reset')}: ${label(row.crop)}`}
                                                        >
                                                            {translate('xts.yields.reset')}
                                                        </Button>
                                                    )}
                                                </TableCell>
                                            </TableRow>
                                        );
                                    })}
                            </TableBody>
                        </ScrollTable>
                        <Typography variant="body2" color="text.secondary">
                            {data.updatedAt
                                ? translate('xts.yields.updated', {
                                      date: formatDateTime(data.updatedAt),
                                      name: formatText(data.updatedByName ?? ''),
                                  })
                                : translate('xts.yields.defaults')}
                        </Typography>
                        {canEdit ? (
                            <Button
                                variant="contained"
                                startIcon={<SaveIcon />}
                                onClick={save}
                                disabled={saving}
                                sx={{ alignSelf: 'flex-start' }}
                            >
                                {translate('ra.action.save')}
                            </Button>
                        ) : (
                            <Typography color="text.secondary">
                                {translate('xts.yields.read_only')}
                            </Typography>
                        )}
                    </Stack>
                </Paper>
            )}
        </Stack>
    );
}
