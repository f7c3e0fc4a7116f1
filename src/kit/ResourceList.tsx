import type { ReactElement, ReactNode } from 'react';
import { List, type Exporter, type SortPayload } from 'react-admin';
import { ListActions, PER_PAGE, ResourceEmpty, ResponsiveGrid, type ResponsiveGridProps } from './listParts';
import { ListError } from './ListError';
import { listFailure } from './listFailure';

export interface ResourceListProps extends ResponsiveGridProps {
    /** The filters, the quick search first. */
    filters: ReactElement[];
    /** The CSV export of the rows (`csvExporter`). */
    exporter: Exporter;
    /** The order the list opens in. */
    sort: SortPayload;
    /** Whether the resource has an add screen: the create button in the toolbar and in the empty state. */
    create?: boolean;
    /** A button of the list's own in the toolbar, before create. */
    extra?: ReactNode;
    /** What the empty state offers instead of the create button (by default nothing when there is no create). */
    emptyAction?: ReactNode;
    /** The resource, for a list on a page of its own rather than a resource's screen. */
    resource?: string;
    /** What a failed read says when the server lacks the call (404, 405, 501): an i18n key. */
    unsupported?: string;
}

/**
 * A resource's list: what differs between lists (filters, CSV export, default order, the columns of
 * the table and the lines of a row on phones) is given; the rest is the same for all: the failure
 * in place (`listFailure`), the toolbar, the empty state and PER_PAGE rows a page.
 */
export function ResourceList({
    filters,
    exporter,
    sort,
    create = true,
    extra,
    emptyAction,
    resource,
    unsupported,
    ...grid
}: ResourceListProps) {
    return (
        <List
            resource={resource}
            {...listFailure}
            exporter={exporter}
            filters={filters}
            actions={<ListActions create={create} extra={extra} />}
            empty={<ResourceEmpty action={emptyAction ?? (create ? undefined : false)} />}
            perPage={PER_PAGE}
            sort={sort}
            error={
                <ListError unsupported={unsupported}>
                    <ResponsiveGrid {...grid} />
                </ListError>
            }
        >
            <ResponsiveGrid {...grid} />
        </List>
    );
}
