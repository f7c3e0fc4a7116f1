import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
    DataTable,
    useRecordContext,
    useResourceDefinition,
    type DataTableProps,
    type RaRecord,
} from 'react-admin';
import { Link, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The path of the page a record's row opens, or nothing when it opens none. */
export type RecordPath = (record: RaRecord) => string | undefined;

const ROW_LINK = 'xts-row-link';

/** What a list's field element says of its column: what it shows, how it is titled and sorted. */
interface FieldColumnProps {
    source?: string;
    label?: ReactNode;
    sortable?: boolean;
    sortBy?: string;
    sortByOrder?: 'ASC' | 'DESC';
}

export interface FieldTableProps extends Omit<DataTableProps, 'children'> {
    children: ReactNode;
    /** Where a row leads (its record's page): the row's link, for the keyboard, screen readers and new tabs. */
    recordPath?: RecordPath;
    /**
     * The column whose cell is the row's link, the one that names the record (its `sortBy` or
     * `source`): the first by default; `false` when a column's own field already links to where
     * the row leads.
     */
    linkColumn?: string | false;
}

/** A row whose link has the keyboard's focus is ringed as a whole. */
const focusRing = (theme: Theme) => ({
    [`& .RaDataTable-row:has(.${ROW_LINK}:focus-visible)`]: {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: '-2px',
    },
    [`& .${ROW_LINK}:focus-visible`]: { outline: 'none' },
});

/**
 * The cell's content as the link to its record's page, looking as it did (the row shows that it
 * opens). Its name is what the cell shows, or the record's name when that says more of the same
 * ("#12" for an operation whose cell shows 12).
 */
function RowLink({ to, source, children }: { to: RecordPath; source?: string; children: ReactNode }) {
    const record = useRecordContext();
    const { recordRepresentation } = useResourceDefinition();
    const path = record && to(record);
    if (!record || !path) return children;
    const shown = source == null || record[source] == null ? '' : String(record[source]);
    const named =
        typeof recordRepresentation === 'function'
            ? recordRepresentation(record)
            : typeof recordRepresentation === 'string'
              ? record[recordRepresentation]
              : undefined;
    const label =
        typeof named === 'string' && shown && named !== shown && named.includes(shown) ? named : undefined;
    return (
        <Link
            component={RouterLink}
            to={path}
            // As react-admin's own row click: the page opens at its top.
            state={{ _scrollToTop: true }}
            className={ROW_LINK}
            color="inherit"
            underline="none"
            aria-label={label}
            // The row's own click would open the page a second time.
            onClick={(event) => event.stopPropagation()}
        >
            {children}
        </Link>
    );
}

/**
 * react-admin's DataTable with its columns given as field elements (`<TextField source="name" />`,
 * as the lists write them): each field becomes a column titled by its label or source, sorted by
 * its `sortBy` or source unless `sortable={false}`, and renders the column's cells. With
 * `recordPath`, the cell of the column that names the record is a link to the record's page: a
 * click anywhere on the row opens it as before, Tab and Enter reach and open it, and it opens in a
 * new tab like any link.
 */
export function FieldTable({ children, recordPath, linkColumn, sx, ...props }: FieldTableProps) {
    const columns: ReactElement<FieldColumnProps>[] = [];
    Children.forEach(children, (child) => {
        if (isValidElement<FieldColumnProps>(child)) columns.push(child);
    });
    // (a column it does not know: the first, so that every row keeps its link)
    const linked =
        !recordPath || linkColumn === false
            ? undefined
            : (linkColumn !== undefined &&
                  columns.find(({ props }) => (props.sortBy ?? props.source) === linkColumn)) ||
              columns[0];
    return (
        <DataTable {...props} sx={[focusRing, ...(Array.isArray(sx) ? sx : [sx])]}>
            {Children.map(children, (child) => {
                if (!isValidElement<FieldColumnProps>(child)) return child;
                const { source, label, sortable, sortBy, sortByOrder } = child.props;
                return (
                    <DataTable.Col
                        source={sortBy ?? source}
                        label={label}
                        disableSort={sortable === false}
                        sortByOrder={sortByOrder}
                    >
                        {recordPath && child === linked ? (
                            <RowLink to={recordPath} source={source}>
                                {child}
                            </RowLink>
                        ) : (
                            child
                        )}
                    </DataTable.Col>
                );
            })}
        </DataTable>
    );
}
