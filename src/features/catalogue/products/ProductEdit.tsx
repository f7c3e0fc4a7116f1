import { Alert, Button as MuiButton } from '@mui/material';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptionSourceSaved } from '../../../kit/savedOption';
import { errorText } from '../../../kit/errors';
import { EDIT_QUERY } from '../../../kit/formSettings';
import { ProductForm } from './ProductForm';
import { attributesQuery } from './attributesQuery';
import { PageLoading } from '../../../kit/PageLoading';

/** The edit form waits for the product's attributes (their own call) so they are edited with the rest. */
function ProductEditForm() {
    const record = useRecordContext();
    const translate = useTranslate();
    const attributes = useQuery({ ...attributesQuery(record?.id ?? 0), enabled: !!record });
    if (!record || attributes.isPending) return <PageLoading />;
    if (attributes.isError)
        return (
            <Alert
                severity="error"
                action={
                    <MuiButton onClick={() => attributes.refetch()}>
                        {translate('xts.errors.retry')}
                    </MuiButton>
                }
            >
                {translate('xts.catalogue.products.attributes_failed')}:{' '}
                {errorText(attributes.error, translate)}
            </Alert>
        );
    return <ProductForm record={{ ...record, attributes: attributes.data ?? [] }} />;
}

export function ProductEdit() {
    const queryClient = useQueryClient();
    // Its attributes and its public page are read with calls of their own: read again.
    const mutationOptions = useOptionSourceSaved('products', 'updated', (data) => {
        queryClient.invalidateQueries({ queryKey: ['products', 'attributes', String(data.id)] });
        queryClient.invalidateQueries({ queryKey: ['public-product'] });
    });
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <ProductEditForm />
        </Edit>
    );
}
