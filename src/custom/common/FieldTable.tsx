import { Children, isValidElement, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from 'react-admin';

/** What a list's field element says of its column: what it shows, how it is titled and sorted. */
interface FieldColumnProps {
    source?: string;
    label?: ReactNode;
    sortable?: boolean;
    sortBy?: string;
    sortByOrder?: 'ASC' | 'DESC';
}

/**
 * react-admin's DataTable with its columns given as field elements (`<TextField source="name" />`,
 * as the lists write them): each field becomes a column titled by its label or source, sorted by
 * its `sortBy` or source unless `sortable={false}`, and renders the column's cells.
 */
export function FieldTable({
    children,
    ...props
}: Omit<DataTableProps, 'children'> & { children: ReactNode }) {
    return (
        <DataTable {...props}>
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
                        {child}
                    </DataTable.Col>
                );
            })}
        </DataTable>
    );
}
