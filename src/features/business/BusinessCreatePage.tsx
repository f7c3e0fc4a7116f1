import { DraftKeeper } from '../../kit/DraftKeeper';
import { useState } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { call } from '../../providers/http';
import { switchBusiness } from '../../providers/session';
import { leavePage } from '../../kit/leaving';
import { toFormData } from '../../providers/dataProvider';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { ImageUpload } from '../../kit/ImageUpload';
import { BusinessFields } from './BusinessForm';
import { submitFailure } from '../../kit/errors';

/**
 * /biz/create: any signed-in user with a profile registers a business (multipart, with a logo and
 * images) and becomes its owner; the console then switches to it.
 */
export default function BusinessCreatePage() {
    const translate = useTranslate();
    const { showError, errorDialog } = useErrorDialog();
    const [created, setCreated] = useState<string | null>(null);

    const submit = async (values: Record<string, unknown>) => {
        try {
            const biz = await call('businessCreate', { body: toFormData(values) });
            setCreated(biz.name);
            // The business is registered: its form is saved, the new dashboard opens without asking.
            await switchBusiness(biz.id, leavePage);
        } catch (error) {
            return submitFailure(error, showError);
        }
    };

    return (
        <Card>
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('xts.pages.business_create')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate('xts.business_pages.create_intro')}
                </Typography>
                {created && (
                    <Alert severity="success">
                        {translate('xts.business_pages.created', { name: created })}
                    </Alert>
                )}
                <Form onSubmit={submit} warnWhenUnsavedChanges>
                    <DraftKeeper />
                    <BusinessFields />
                    <ImageUpload source="logo" label="xts.business_pages.fields.logo" maxSizeMb={2} />
                    <ImageUpload
                        source="images"
                        label="xts.business_pages.fields.images"
                        multiple
                        maxSizeMb={2}
                    />
                    <Toolbar sx={{ mt: 2 }}>
                        <SaveButton label="xts.pages.business_create" />
                    </Toolbar>
                </Form>
                {errorDialog}
            </CardContent>
        </Card>
    );
}
