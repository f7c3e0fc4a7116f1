import { memo } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { PrintDownload } from './usePrintBuild';

interface Props {
    id: string;
    files: PrintDownload[];
    /** The codes file, once every stamp is read. */
    csvUrl: string | null;
    fromSerial: string;
    toSerial: string;
    /** The codes file was asked for (csvUrl of print-url): it comes first. */
    csvFirst: boolean;
}

/**
 * The print file's two downloads, each saying what it is for: the PDF (in parts) and the codes CSV.
 * Re-rendered only when a file is added, not at each step of the progress.
 */
export const PrintDownloads = memo(function PrintDownloads({
    id,
    files,
    csvUrl,
    fromSerial,
    toSerial,
    csvFirst,
}: Props) {
    const translate = useTranslate();
    const parts = files[0]?.file.parts ?? 1;
    const pdf = (
        <Box component="section" aria-labelledby="print-pdf-heading" key="pdf">
            <Typography id="print-pdf-heading" variant="h6" component="h2">
                {translate('xts.stamps.print.pdf_heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
                {translate(parts > 1 ? 'xts.stamps.print.pdf_help_parts' : 'xts.stamps.print.pdf_help', {
                    parts,
                })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {files.map(({ file, url }) => (
                    <Button
                        key={file.part}
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        href={url}
                        download={
                            parts > 1 ? `tem-dot-in-${id}-phan-${file.part}.pdf` : `tem-dot-in-${id}.pdf`
                        }
                    >
                        {parts > 1
                            ? translate('xts.stamps.print.download_part', {
                                  part: file.part,
                                  parts,
                                  first: file.first,
                                  last: file.last,
                                  count: formatNumber(file.count),
                              })
                            : translate('xts.stamps.print.download')}
                    </Button>
                ))}
                {files[0] && (
                    <Button
                        variant="outlined"
                        startIcon={<PrintIcon />}
                        href={files[0].url}
                        target="_blank"
                        rel="noopener"
                    >
                        {translate('xts.stamps.print.open')}
                    </Button>
                )}
            </Stack>
        </Box>
    );
    const csv = (
        <Box component="section" aria-labelledby="print-csv-heading" key="csv">
            <Typography id="print-csv-heading" variant="h6" component="h2">
                {translate('xts.stamps.print.csv_heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
                {translate('xts.stamps.print.csv_help')}
            </Typography>
            {csvUrl ? (
                <Button
                    variant={csvFirst ? 'contained' : 'outlined'}
                    startIcon={<TableViewIcon />}
                    href={csvUrl}
                    download={`xts-batch-${id}-${fromSerial}-${toSerial}.csv`}
                >
                    {translate('xts.stamps.print.download_csv')}
                </Button>
            ) : (
                <Typography>{translate('xts.stamps.print.csv_pending')}</Typography>
            )}
        </Box>
    );
    return <Stack spacing={3}>{csvFirst ? [csv, pdf] : [pdf, csv]}</Stack>;
});
