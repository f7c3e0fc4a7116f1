import { ListError, ListPagination } from './ListError';

/** Props every list takes: the failure shown in place by ListError, without a toast or paging. */
export const listFailure = {
    error: <ListError />,
    pagination: <ListPagination />,
    queryOptions: { onError: () => undefined },
    // On phones the create button floats over the bottom right corner: room under the last row
    // and the paging, so that it never covers them.
    sx: { pb: { xs: 10, sm: 0 } },
};
