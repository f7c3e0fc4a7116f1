import { useEffect, useState } from 'react';
import { Alert, Button as MuiButton, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formBody } from '../../../providers/dataProvider';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import { PreviewImage } from './templateParts';
import { LAYOUT_KEYS, type StampPreview } from './templateOptions';
import { TemplateFit } from './templateFit';

/** A live preview of the unsaved values (preview-from-params), redrawn shortly after typing stops. */
export function LivePreview() {
    const translate = useTranslate();
    const values = useWatch();
    const params = Object.fromEntries(LAYOUT_KEYS.map((key) => [key, values?.[key]]));
    const key = JSON.stringify(params);
    const [state, setState] = useState<{ preview?: StampPreview; error?: string; loading: boolean }>({
        loading: true,
    });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        const controller = new AbortController();
        const timer = setTimeout(() => {
            setState((s) => ({ ...s, loading: true }));
            formBody('stampTemplatePreviewFromParams', JSON.parse(key))
                .then((body) => call('stampTemplatePreviewFromParams', { body, signal: controller.signal }))
                .then((preview) => setState({ preview, loading: false }))
                .catch((error) => {
                    if (controller.signal.aborted) return;
                    const fields = Object.values(
                        (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {},
                    );
                    setState((s) => ({
                        preview: s.preview,
                        loading: false,
                        error: [errorText(error, translate), ...fields].join(' – '),
                    }));
                });
        }, 450);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [key, attempt, translate]);
    return (
        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }} aria-live="polite">
            <CardContent>
                <Typography variant="h6" component="h2">
                    {translate('xts.catalogue.templates.preview_title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {translate('xts.catalogue.templates.preview_live')}
                </Typography>
                {state.loading && (
                    <LinearProgress
                        aria-label={translate('xts.catalogue.templates.preview_loading')}
                        sx={{ mb: 1 }}
                    />
                )}
                {state.error && (
                    <Alert
                        severity="warning"
                        sx={{ mb: 1 }}
                        action={
                            <MuiButton onClick={() => setAttempt((n) => n + 1)}>
                                {translate('xts.errors.retry')}
                            </MuiButton>
                        }
                    >
                        {state.error}
                    </Alert>
                )}
                {state.preview && <PreviewImage preview={state.preview} />}
                <TemplateFit />
            </CardContent>
        </Card>
    );
}
