import { Table, TableContainer, type TableProps } from '@mui/material';

/**
 * A table of a page of its own (a lot's ranges, a batch's codes): on a narrow screen it scrolls
 * sideways in its own box instead of widening the page, and its cells keep their words whole
 * (the global rule lets text break anywhere, which squeezes a table's columns letter by letter).
 */
export function ScrollTable(props: TableProps) {
    return (
        <TableContainer sx={{ overflowX: 'auto', '& .MuiTableCell-body': { overflowWrap: 'break-word' } }}>
            <Table size="small" {...props} />
        </TableContainer>
    );
}
