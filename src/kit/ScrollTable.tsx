import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Table, TableContainer, Typography, type TableProps } from '@mui/material';
import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import { useTranslate } from 'react-admin';

/**
 * THE table of the console's own pages (a lot's ranges, a batch's codes, a location's plots): on a
 * narrow screen it scrolls sideways in its own box instead of widening the page, and says so while
 * columns are out of sight (a line above it and a shadow on the side that hides more). Its cells keep
 * their words whole (the global rule lets text break anywhere, which squeezes a table's columns
 * letter by letter: "Nguy ễn").
 */
export function ScrollTable(props: TableProps) {
    const translate = useTranslate();
    const box = useRef<HTMLDivElement>(null);
    const [hidden, setHidden] = useState({ left: false, right: false });
    const measure = useCallback(() => {
        const element = box.current;
        if (!element) return;
        const left = element.scrollLeft > 1;
        const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
        setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
    }, []);
    useEffect(() => {
        const element = box.current;
        if (!element || typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(measure);
        observer.observe(element);
        if (element.firstElementChild) observer.observe(element.firstElementChild);
        return () => observer.disconnect();
    }, [measure]);
    const scrolls = hidden.left || hidden.right;
    const shadow = (side: 'left' | 'right') =>
        `inset ${side === 'left' ? '' : '-'}12px 0 10px -10px rgba(0, 0, 0, 0.35)`;
    return (
        <Box data-scroll-table>
            {scrolls && (
                <Typography
                    variant="caption"
                    color="text.secondary"
                    data-scroll-cue
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
                >
                    <SwipeLeftIcon fontSize="small" aria-hidden />
                    {translate('xts.table.scrolls')}
                </Typography>
            )}
            <TableContainer
                ref={box}
                onScroll={measure}
                sx={{
                    overflowX: 'auto',
                    '& .MuiTableCell-body, & .MuiTableCell-body *': { overflowWrap: 'break-word' },
                    boxShadow: [hidden.left && shadow('left'), hidden.right && shadow('right')]
                        .filter(Boolean)
                        .join(', '),
                }}
            >
                <Table size="small" {...props} />
            </TableContainer>
        </Box>
    );
}
