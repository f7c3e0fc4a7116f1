import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useTemplateKinds } from './hooks';

/** The activity kinds of the chosen template, so the user knows what the diary will record. */
export function TemplateKinds() {
    const translate = useTranslate();
    const templateId = useWatch({ name: 'templateId' });
    const { data, isError } = useTemplateKinds(templateId);
    if (isError)
        return <Alert severity="warning">{translate('xts.catalogue.diaries.templates_failed')}</Alert>;
    if (!data?.length) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="template-kinds">
            {translate('xts.catalogue.diaries.template_kinds', { names: data.map((k) => k.name).join(', ') })}
        </Typography>
    );
}
