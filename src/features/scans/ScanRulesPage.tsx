import { useState, type FormEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    FormControlLabel,
    Stack,
    Switch,
    Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { can } from '../../providers/access';
import { call } from '../../providers/http';
import { currentRole, useSession } from '../../providers/session';
import { pathTo } from '../../routes/screenPaths';
import { errorText } from '../../kit/errors';
import { NumberTextField } from '../../kit/NumberInput';
import { usePageTitle } from '../../kit/pageTitle';
import { ServerLacks } from '../../kit/ServerLacks';
import { DEFAULT_SCAN_RULES, SCAN_RULE_LIMITS, type ScanRules } from '../../domain/scanRules';
import { RetryAlert } from '../../kit/RetryAlert';

type RuleKey = keyof ScanRules;
type Threshold = keyof typeof SCAN_RULE_LIMITS;

/** The rules in the order the page shows them, each with its rule code and thresholds. */
const RULES: { key: RuleKey; code: string; thresholds: Threshold[] }[] = [
    { key: 'beforeActivation', code: 'before_activation', thresholds: [] },
    { key: 'afterDestruction', code: 'after_destruction', thresholds: [] },
    { key: 'tooManyScans', code: 'too_many_scans', thresholds: ['maxScans'] },
    { key: 'farApart', code: 'far_apart', thresholds: ['distanceKm', 'withinHours'] },
    { key: 'outsideMarket', code: 'outside_market', thresholds: [] },
];

interface FormState {
    enabled: Record<RuleKey, boolean>;
    /** Thresholds as typed, by `rule.threshold`. */
    texts: Record<string, string>;
    values: Record<string, number | null>;
}

function formOf(rules: ScanRules): FormState {
    const form: FormState = { enabled: {} as FormState['enabled'], texts: {}, values: {} };
    for (const { key, thresholds } of RULES) {
        form.enabled[key] = rules[key]?.enabled ?? DEFAULT_SCAN_RULES[key].enabled;
        for (const field of thresholds) {
            const value =
                (rules[key] as unknown as Record<string, number> | undefined)?.[field] ??
                (DEFAULT_SCAN_RULES[key] as unknown as Record<string, number>)[field];
            form.texts[`${key}.${field}`] = String(value);
            form.values[`${key}.${field}`] = value;
        }
    }
    return form;
}

function rulesOf(form: FormState): ScanRules {
    const rules = {} as Record<RuleKey, Record<string, unknown>>;
    for (const { key, thresholds } of RULES) {
        rules[key] = { enabled: form.enabled[key] };
        for (const field of thresholds) rules[key][field] = form.values[`${key}.${field}`];
    }
    return rules as unknown as ScanRules;
}

/** The business's suspicious-scan rules: everyone reads them, the owner turns them on and off and tunes them. */
export default function ScanRulesPage() {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const session = useSession();
    const editable = can(currentRole(session), 'scan-rules', 'edit');
    usePageTitle(translate('xts.scans.settings.title'));
    const rules = useQuery({
        queryKey: ['scanRules'],
        retry: false,
        queryFn: ({ signal }) => call<ScanRules>('scanRules', { signal }),
    });
    // What the user changed; until then the form shows the rules as the server has them.
    const [edited, setForm] = useState<FormState | null>(null);
    const form = edited ?? (rules.data ? formOf(rules.data) : null);
    const [problems, setProblems] = useState<Record<string, string>>({});
    const [showProblems, setShowProblems] = useState(false);
    const save = useMutation({
        mutationFn: (body: ScanRules) => call<ScanRules>('scanRulesUpdate', { body }),
        onSuccess: (saved) => {
            queryClient.setQueryData(['scanRules'], saved);
            // Flags follow the rules: the list, traces and the dashboard are read again.
            void queryClient.invalidateQueries({ queryKey: ['suspicious-stamps'] });
            void queryClient.invalidateQueries({ queryKey: ['trace'] });
            void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
            setForm(formOf(saved));
            notify('xts.scans.settings.saved', { type: 'success' });
        },
    });
    const serverErrors = ((save.error as { body?: { errors?: Record<string, string> } } | null)?.body
        ?.errors ?? {}) as Record<string, string>;
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!form) return;
        setShowProblems(true);
        const invalid = Object.keys(form.values).some((path) => form.values[path] === null || problems[path]);
        if (invalid) return;
        save.mutate(rulesOf(form));
    };
    return (
        <Box sx={{ maxWidth: 820, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
                {translate('xts.scans.settings.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('xts.scans.settings.intro')}{' '}
                <Link to={pathTo('suspicious-stamps', 'list')}>
                    {translate('xts.scans.settings.to_list')}
                </Link>
            </Typography>
            {!editable && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('xts.scans.settings.read_only')}
                </Alert>
            )}
            {rules.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {rules.isError && (
                <ServerLacks
                    error={rules.error}
                    fallback={
                        <RetryAlert
                            onRetry={rules.refetch}
                            busy={rules.isFetching}
                            error={rules.error}
                            resource="scan-rules"
                        >
                            {translate('xts.scans.settings.load_failed', {
                                message: errorText(rules.error, translate),
                            })}
                        </RetryAlert>
                    }
                />
            )}
            {form && (
                <Card
                    component="form"
                    onSubmit={submit}
                    noValidate
                    aria-label={translate('xts.scans.settings.title')}
                >
                    <CardContent>
                        <Stack spacing={2.5}>
                            {RULES.map(({ key, code, thresholds }) => (
                                <Box key={key} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                                    <FormControlLabel
                                        control={
                                            <Switch
                                                checked={form.enabled[key]}
                                                disabled={!editable || save.isPending}
                                                onChange={(event) =>
                                                    setForm({
                                                        ...form,
                                                        enabled: {
                                                            ...form.enabled,
                                                            [key]: event.target.checked,
                                                        },
                                                    })
                                                }
                                            />
                                        }
                                        label={<strong>{translate(`xts.scans.rules.${code}`)}</strong>}
                                    />
                                    <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                                        {translate(`xts.scans.settings.explain.${code}`)}
                                    </Typography>
                                    {thresholds.length > 0 && (
                                        <Stack
                                            direction={{ xs: 'column', sm: 'row' }}
                                            spacing={2}
                                            sx={{ ml: 6, mt: 1.5 }}
                                        >
                                            {thresholds.map((field) => {
                                                const path = `${key}.${field}`;
                                                const { min, max } = SCAN_RULE_LIMITS[field];
                                                return (
                                                    <NumberTextField
                                                        key={path}
                                                        label={translate(
                                                            `xts.scans.settings.fields.${field}`,
                                                        )}
                                                        value={form.texts[path]}
                                                        onChange={(text, result) => {
                                                            setForm({
                                                                ...form,
                                                                texts: { ...form.texts, [path]: text },
                                                                values: {
                                                                    ...form.values,
                                                                    [path]: result.ok ? result.value : null,
                                                                },
                                                            });
                                                            setProblems({
                                                                ...problems,
                                                                [path]: result.ok ? '' : 'invalid',
                                                            });
                                                        }}
                                                        min={min}
                                                        max={max}
                                                        unit={translate(`xts.scans.settings.units.${field}`)}
                                                        required
                                                        disabled={!editable || save.isPending}
                                                        showProblem={showProblems}
                                                        error={
                                                            serverErrors[path] ??
                                                            (showProblems && !form.texts[path]?.trim()
                                                                ? translate('xts.scans.settings.required')
                                                                : null)
                                                        }
                                                        size="small"
                                                    />
                                                );
                                            })}
                                        </Stack>
                                    )}
                                </Box>
                            ))}
                            <Typography variant="body2" color="text.secondary">
                                {translate('xts.scans.settings.market_note')}
                            </Typography>
                            {save.isError && (
                                <ServerLacks
                                    error={save.error}
                                    fallback={
                                        <Alert severity="error">
                                            {translate('xts.scans.settings.save_failed', {
                                                message: errorText(save.error, translate),
                                            })}
                                        </Alert>
                                    }
                                />
                            )}
                            {editable && (
                                <Stack direction="row" spacing={1}>
                                    <Button type="submit" variant="contained" disabled={save.isPending}>
                                        {translate('xts.scans.settings.save')}
                                    </Button>
                                    <Button
                                        disabled={save.isPending}
                                        onClick={() => setForm(formOf(DEFAULT_SCAN_RULES))}
                                    >
                                        {translate('xts.scans.settings.defaults')}
                                    </Button>
                                </Stack>
                            )}
                        </Stack>
                    </CardContent>
                </Card>
            )}
        </Box>
    );
}
