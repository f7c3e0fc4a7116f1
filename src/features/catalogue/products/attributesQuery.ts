import { call } from '../../../providers/http';

/** The product's custom attributes (a call of their own): the edit form and the detail page read them. */
export const attributesQuery = (id: string | number) => ({
    queryKey: ['products', 'attributes', String(id)],
    queryFn: ({ signal }: { signal: AbortSignal }) => call('productAttributes', { params: { id }, signal }),
});
