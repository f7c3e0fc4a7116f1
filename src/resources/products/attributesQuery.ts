import { dataProvider } from '../../providers/dataProvider';

/** The product's custom attributes (a call of their own): the edit form and the detail page read them. */
export const attributesQuery = (id: string | number) => ({
    queryKey: ['products', 'attributes', String(id)],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.call('productAttributes', { params: { id }, signal }),
});
