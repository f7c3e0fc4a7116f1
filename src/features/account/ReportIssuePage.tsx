import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    MenuItem,
    Paper,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { ISSUE_CATEGORIES } from '../../domain/records';
import { call } from '../../providers/http';
import { SuccessDialog } from '../../kit/dialogs';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { MAX_IMAGE_BYTES } from '../../domain/validation';
import { submitFailure } from '../../kit/errors';

interface Draft {
    category: string;
    description: string;
    page: string;
    screenshot: string;
    screenshotName: string;
}

/**
 * /report-issue: for any signed-in person, with or without a business. The page where the problem
 * happened is filled in from where the user came from (navigation state or referrer).
 */
export default function ReportIssuePage() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const location = useLocation();
    const from = (location.state as { from?: string } | null)?.from ?? '';
    const [draft, setDraft] = useState<Draft>({
        category: '',
        description: '',
        page: from,
        screenshot: '',
        screenshotName: '',
    });
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [ticket, setTicket] = useState<string | null>(null);
    const { showError, errorDialog } = useErrorDialog();
    const set = (name: keyof Draft, value: string) => {
        setDraft((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: '' }));
    };
    const send = useMutation({
        mutationFn: (body: Omit<Draft, 'screenshotName'>) => call('reportIssue', { body }),
        onSuccess: (answer) => setTicket(answer.ticket),
        onError: (failure) => {
            const fieldErrors = submitFailure(failure, showError);
            if (fieldErrors)
                setErrors(
                    Object.fromEntries(
                        Object.entries(fieldErrors).map(([key, value]) => [
                            key,
                            translate(value, { _: value }),
                        ]),
                    ),
                );
        },
    });
    const pickScreenshot = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        if (!/^image\/(png|jpeg|webp)$/.test(file.type) || file.size > MAX_IMAGE_BYTES) {
            setErrors((current) => ({ ...current, screenshot: translate('xts.validation.screenshot') }));
            return;
        }
        const reader = new FileReader();
        reader.onload = () => {
            setDraft((current) => ({
                ...current,
                screenshot: String(reader.result),
                screenshotName: file.name,
            }));
            setErrors((current) => ({ ...current, screenshot: '' }));
        };
        reader.readAsDataURL(file);
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (send.isPending) return;
        const found: Record<string, string> = {};
        if (!draft.category) found.category = translate('ra.validation.required');
        if (draft.description.trim().length < 10) found.description = translate('xts.validation.issue_short');
        setErrors(found);
        if (Object.keys(found).length) return;
        const { screenshotName: _name, ...body } = draft;
        send.mutate(body);
    };
    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Typography variant="h5" component="h1" gutterBottom>
                {translate('xts.pages.report')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('xts.account.report.intro')}
            </Typography>
            <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
                <Stack spacing={2}>
                    <TextField
                        select
                        required
                        label={translate('xts.account.report.category')}
                        value={draft.category}
                        onChange={(event) => set('category', event.target.value)}
                        error={!!errors.category}
                        helperText={errors.category || ' '}
                    >
                        {ISSUE_CATEGORIES.map((category) => (
                            <MenuItem key={category} value={category}>
                                {translate(`xts.account.report.categories.${category}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        required
                        multiline
                        minRows={5}
                        label={translate('xts.account.report.description')}
                        value={draft.description}
                        onChange={(event) => set('description', event.target.value)}
                        error={!!errors.description}
                        helperText={errors.description || translate('xts.account.report.description_hint')}
                        slotProps={{ htmlInput: { maxLength: 5000 } }}
                    />
                    <TextField
                        label={translate('xts.account.report.page')}
                        value={draft.page}
                        onChange={(event) => set('page', event.target.value)}
                        helperText={translate('xts.account.report.page_hint')}
                    />
                    <Box>
                        <Button component="label" variant="outlined">
                            {translate(
                                draft.screenshot
                                    ? 'xts.account.report.screenshot_change'
                                    : 'xts.account.report.screenshot',
                            )}
                            <input
                                hidden
                                type="file"
                                accept="image/png,image/jpeg,image/webp"
                                onChange={pickScreenshot}
                            />
                        </Button>
                        {draft.screenshotName && (
                            <Typography component="span" sx={{ ml: 2 }}>
                                {draft.screenshotName}
                            </Typography>
                        )}
                        {errors.screenshot && (
                            <Alert severity="error" sx={{ mt: 1 }}>
                                {errors.screenshot}
                            </Alert>
                        )}
                    </Box>
                    <Stack direction="row" spacing={2}>
                        <Button
                            type="submit"
                            variant="contained"
                            disabled={send.isPending}
                            startIcon={
                                send.isPending ? (
                                    <CircularProgress size={16} color="inherit" aria-hidden />
                                ) : undefined
                            }
                        >
                            {translate('xts.account.report.send')}
                        </Button>
                        <Button onClick={() => navigate(-1)} disabled={send.isPending}>
                            {translate('xts.not_found.back')}
                        </Button>
                    </Stack>
                </Stack>
            </Paper>
            <SuccessDialog
                open={!!ticket}
                message={translate('xts.account.report.sent', { ticket: ticket ?? '' })}
                onClose={() => navigate(-1)}
            />
            {errorDialog}
        </Box>
    );
}
