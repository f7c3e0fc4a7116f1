import { useEffect, useState } from 'react';
import {
    Alert,
    Autocomplete,
    Box,
    Button,
    Checkbox,
    Divider,
    Drawer,
    FormControl,
    FormControlLabel,
    IconButton,
    InputLabel,
    List,
    ListItem,
    ListItemText,
    MenuItem,
    Select,
    Stack,
    Switch,
    TextField,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { i18nProvider } from '../../providers/i18n';
import { calls } from '../../providers/endpoints';
import type { CallName } from '../../providers/callTypes';
import { clearTokens } from '../../providers/tokens';
import { clearSession } from '../../providers/session';
import { personas } from '../../mocks/seed/core';
import type { FaultKind } from '../../mocks/faults';
import { mockControls } from './controls';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const KINDS: FaultKind[] = [
    'http500',
    'http403',
    'envelope',
    'network',
    'lostAnswer',
    'html',
    'badJson',
    'shape',
];
const LATENCIES = [0, 300, 1000];
const CALL_NAMES = ['*', ...Object.keys(calls)] as (CallName | '*')[];
const SHORT_TTL = 60;
const NORMAL_TTL = 15 * 60;

interface MockState {
    settings: { accessTtl: number };
    latencyMs: number;
    rules: { call: string; kind: string; remaining: number; message?: string }[];
}

/**
 * The QA panel's drawer (mock mode only): latency, injected failures, short token life, persona
 * switch and data reset: what a real backend cannot be asked to do. Tests use the same controls
 * (window.__xtsMock and the /__mock endpoints). Loaded when QA first opens it (./QaPanel.tsx).
 */
export default function QaDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
    const [state, setState] = useState<MockState | null>(null);
    const [call, setCall] = useState<CallName | '*'>('*');
    const [kind, setKind] = useState<FaultKind>('http500');
    const [message, setMessage] = useState('');
    const [count, setCount] = useState('1');
    const [always, setAlways] = useState(false);

    const refresh = () => mockControls.state().then(setState);
    useEffect(() => {
        if (open) void refresh();
    }, [open]);

    const addFault = async () => {
        await mockControls.fail(call, kind, {
            message: message || undefined,
            count: always ? -1 : Math.max(1, Number(count) || 1),
        });
        await refresh();
    };

    const switchPersona = async (persona: string) => {
        clearTokens();
        clearSession();
        await mockControls.signInAs(persona);
    };

    const reset = async () => {
        if (!window.confirm(t('xts.qa.reset_confirm'))) return;
        await mockControls.reset();
        clearTokens();
        clearSession();
        window.location.assign('/login');
    };

    return (
        <>
            <Drawer anchor="right" open={open} onClose={() => onClose()}>
                <Box
                    sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }}
                    role="region"
                    aria-label={t('xts.qa.title')}
                    data-testid="qa-panel"
                >
                    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                            {t('xts.qa.title')}
                        </Typography>
                        <IconButton aria-label={t('xts.dialog.close')} onClick={() => onClose()}>
                            <CloseIcon />
                        </IconButton>
                    </Stack>
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {t('xts.qa.intro')}
                    </Alert>

                    <Typography variant="subtitle2" component="h3" id="qa-latency">
                        {t('xts.qa.latency')}
                    </Typography>
                    <ToggleButtonGroup
                        exclusive
                        size="small"
                        aria-labelledby="qa-latency"
                        value={state?.latencyMs ?? 0}
                        onChange={async (_, value: number | null) => {
                            if (value === null) return;
                            await mockControls.setLatency(value);
                            await refresh();
                        }}
                        sx={{ mb: 2 }}
                    >
                        {LATENCIES.map((ms) => (
                            <ToggleButton key={ms} value={ms}>
                                {ms} ms
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>

                    <FormControlLabel
                        control={
                            <Switch
                                checked={state?.settings.accessTtl === SHORT_TTL}
                                onChange={async (event) => {
                                    await mockControls.setTokenLife(
                                        event.target.checked ? SHORT_TTL : NORMAL_TTL,
                                    );
                                    await refresh();
                                }}
                            />
                        }
                        label={t('xts.qa.short_token')}
                    />
                    <Divider sx={{ my: 2 }} />

                    <Typography variant="subtitle2" component="h3">
                        {t('xts.qa.faults')}
                    </Typography>
                    <Stack spacing={1.5} sx={{ mt: 1 }}>
                        <Autocomplete
                            options={CALL_NAMES}
                            value={call}
                            onChange={(_, value) => setCall(value ?? '*')}
                            getOptionLabel={(name) =>
                                name === '*' ? t('xts.qa.any_call') : `${name} — ${calls[name]}`
                            }
                            renderInput={(params) => (
                                <TextField {...params} label={t('xts.qa.call')} size="small" />
                            )}
                            disableClearable
                        />
                        <FormControl size="small">
                            <InputLabel id="qa-kind">{t('xts.qa.kind')}</InputLabel>
                            <Select
                                labelId="qa-kind"
                                label={t('xts.qa.kind')}
                                value={kind}
                                onChange={(e) => setKind(e.target.value as FaultKind)}
                            >
                                {KINDS.map((k) => (
                                    <MenuItem key={k} value={k}>
                                        {t(`xts.qa.kinds.${k}`)}
                                    </MenuItem>
                                ))}
                            </Select>
                        </FormControl>
                        {kind === 'envelope' && (
                            <TextField
                                size="small"
                                label={t('xts.qa.message')}
                                value={message}
                                onChange={(e) => setMessage(e.target.value)}
                            />
                        )}
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <TextField
                                size="small"
                                type="number"
                                label={t('xts.qa.count')}
                                value={count}
                                disabled={always}
                                onChange={(e) => setCount(e.target.value)}
                                slotProps={{ htmlInput: { min: 1 } }}
                                sx={{ width: 120 }}
                            />
                            <FormControlLabel
                                control={
                                    <Checkbox
                                        checked={always}
                                        onChange={(e) => setAlways(e.target.checked)}
                                    />
                                }
                                label={t('xts.qa.every_call')}
                            />
                        </Stack>
                        <Button variant="contained" onClick={addFault}>
                            {t('xts.qa.add_fault')}
                        </Button>
                        {state && state.rules.length > 0 && (
                            <>
                                <List dense aria-label={t('xts.qa.active_faults')}>
                                    {state.rules.map((rule, index) => (
                                        <ListItem key={index} disableGutters>
                                            <ListItemText
                                                primary={`${rule.call === '*' ? t('xts.qa.any_call') : rule.call}: ${t(`xts.qa.kinds.${rule.kind}`)}`}
                                                secondary={
                                                    rule.remaining < 0
                                                        ? t('xts.qa.every_call')
                                                        : t('xts.qa.remaining', {
                                                              smart_count: rule.remaining,
                                                          })
                                                }
                                            />
                                        </ListItem>
                                    ))}
                                </List>
                                <Button
                                    onClick={async () => {
                                        await mockControls.clearFaults();
                                        await refresh();
                                    }}
                                >
                                    {t('xts.qa.clear_faults')}
                                </Button>
                            </>
                        )}
                    </Stack>
                    <Divider sx={{ my: 2 }} />

                    <Typography variant="subtitle2" component="h3">
                        {t('xts.qa.persona')}
                    </Typography>
                    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {personas.map((persona) => (
                            <Button
                                key={persona}
                                size="small"
                                variant="outlined"
                                onClick={() => switchPersona(persona)}
                            >
                                {t(`xts.mock.personas.${persona}`)}
                            </Button>
                        ))}
                    </Stack>
                    <Divider sx={{ my: 2 }} />
                    <Button color="error" variant="outlined" onClick={reset}>
                        {t('xts.qa.reset')}
                    </Button>
                </Box>
            </Drawer>
        </>
    );
}
