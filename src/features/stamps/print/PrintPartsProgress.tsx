import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { PartProgress } from '../../../lib/print/printFile';

/**
 * How far each part (PDF) of a large batch is: parts are built side by side by the workers, so
 * each has its own bar; a part whose file is done says so.
 */
export function PrintPartsProgress({ parts, done }: { parts: PartProgress[]; done: Set<number> }) {
    const translate = useTranslate();
    if (parts.length < 2) return null;
    return (
        <Box component="section" aria-labelledby="print-parts-heading" sx={{ mt: 1 }}>
            <Typography id="print-parts-heading" variant="subtitle2" component="h2">
                {translate('xts.stamps.print.parts_heading')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {parts.map(({ part, built, count }) => {
                    const label = done.has(part)
                        ? translate('xts.stamps.print.part_done', { part, count: formatNumber(count) })
                        : built
                          ? translate('xts.stamps.print.part_progress', {
                                part,
                                built: formatNumber(built),
                                count: formatNumber(count),
                            })
                          : translate('xts.stamps.print.part_waiting', { part });
                    return (
                        <Box component="li" key={part}>
                            <Typography variant="body2" id={`print-part-${part}`}>
                                {label}
                            </Typography>
                            <LinearProgress
                                variant="determinate"
                                value={done.has(part) ? 100 : count ? (built / count) * 100 : 0}
                                aria-labelledby={`print-part-${part}`}
                                sx={{ height: 4, borderRadius: 1 }}
                            />
                        </Box>
                    );
                })}
            </Stack>
        </Box>
    );
}
