import { Alert, Button as MuiButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fitProblemText, serialOf } from '../../../lib/print/fitMessages';
import { useHeadlineFont } from '../../stamps/print/useHeadlineFont';
import { fitOf, headlineOf, type Values } from './templateCheck';

/** The problems of the values being typed, beside the preview. */
export function TemplateFit() {
    const translate = useTranslate();
    const values = useWatch() as Values;
    const needsFont = !!headlineOf(values ?? {});
    const { font, failed, retry } = useHeadlineFont(needsFont);
    if (needsFont && failed)
        return (
            <Alert
                severity="warning"
                sx={{ mt: 1 }}
                action={<MuiButton onClick={retry}>{translate('xts.errors.retry')}</MuiButton>}
            >
                {translate('xts.catalogue.templates.fit.font_failed')}
            </Alert>
        );
    if (needsFont && !font)
        return (
            <Typography variant="caption" color="text.secondary" role="status">
                {translate('xts.catalogue.templates.fit.checking')}
            </Typography>
        );
    const report = fitOf(values ?? {}, font);
    if (!report) return null;
    const serial = serialOf(report);
    if (!report.problems.length)
        return (
            <Alert severity="success" role="status" sx={{ mt: 1 }} data-testid="template-fit">
                {translate('xts.catalogue.templates.fit.fits', serial)}
            </Alert>
        );
    return (
        // A live check as the user types: polite, not an alert at every keystroke.
        <Alert severity="error" role="status" sx={{ mt: 1 }} data-testid="template-fit">
            {translate('xts.catalogue.templates.fit.problems', serial)}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
                {report.problems.map((problem) => {
                    const sentence = fitProblemText(translate, problem);
                    return <li key={sentence}>{sentence}</li>;
                })}
            </ul>
        </Alert>
    );
}
