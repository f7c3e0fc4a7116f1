import { memo, useMemo } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { PartProgress } from '../../../lib/print/printFile';

/** One part's line and bar: re-rendered only when that part moves on. */
const PartRow = memo(function PartRow({ part, built, count, done }: PartProgress & { done: boolean }) {
    const translate = useTranslate();
    const label = done
        ? translate('xts.stamps.print.part_done', { part, count: formatNumber(count) })
        : built
          ? translate('xts.stamps.print.part_progress', {
                part,
                built: formatNumber(built),
                count: formatNumber(count),
            })
          : translate('xts.stamps.print.part_waiting', { part });
    return (
        <Box component="li">
            <Typography variant="body2" id={`print-part-${part}`}>
                {label}
            </Typography>
            <LinearProgress
                variant="determinate"
                value={done ? 100 : count ? (built / count) * 100 : 0}
                aria-labelledby={`print-part-${part}`}
                sx={{ height: 4, borderRadius: 1 }}
            />
        </Box>
    );
});

/**
 * How far each part (PDF) of a large batch is: parts are built side by side by the workers, so
 * each has its own bar; a part whose file is done says so.
 */
export function PrintPartsProgress({
    parts,
    files,
}: {
    parts: PartProgress[];
    files: { file: { part: number } }[];
}) {
    const translate = useTranslate();
    const done = useMemo(() => new Set(files.map(({ file }) => file.part)), [files]);
    if (parts.length < 2) return null;
    return (
        <Box component="section" aria-labelledby="print-parts-heading" sx={{ mt: 1 }}>
            <Typography id="print-parts-heading" variant="subtitle2" component="h2">
                {translate('xts.stamps.print.parts_heading')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {parts.map((part) => (
                    <PartRow key={part.part} {...part} done={done.has(part.part)} />
                ))}
            </Stack>
        </Box>
    );
}
