import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useCanAccess, useTranslate } from 'react-admin';
import type { PackFile } from '../../domain/geo/pack';
import { download } from './lotApi';

/**
 * A pack's (or one statement's) downloads: each GeoJSON file, then its summary CSV (`csvLabel`),
 * then whatever else the page offers beside them (`children`); not printed. Each download passes
 * through `gate` (the producers' data leaves with the files: the transfer is recorded first).
 */
export function PackDownloads({
    files,
    summaryFile,
    csvLabel,
    gate,
    children,
}: {
    gate: (send: () => void) => void;
    files: PackFile[];
    summaryFile: PackFile;
    csvLabel: string;
    children?: ReactNode;
}) {
    const translate = useTranslate();
    // A download is a transfer abroad, recorded first: a role that may not record one gets no file.
    // While the rule is read, the files are offered as to most roles: the row does not change under a tap.
    const { canAccess, isPending } = useCanAccess({ resource: 'transfers', action: 'create' });
    if (!isPending && !canAccess)
        return (
            <Stack spacing={1} className="xts-no-print">
                <Alert severity="info">{translate('xts.pack.no_download')}</Alert>
                {children}
            </Stack>
        );
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="xts-no-print">
            {files.map((file) => (
                <Button
                    key={file.name}
                    variant="contained"
                    startIcon={<DownloadIcon />}
                    onClick={() =>
                        gate(() =>
                            download(new Blob([file.text], { type: 'application/geo+json' }), file.name),
                        )
                    }
                >
                    {translate('xts.pack.download_geojson', { name: file.name })}
                </Button>
            ))}
            <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() =>
                    gate(() =>
                        download(
                            new Blob([summaryFile.text], { type: 'text/csv;charset=utf-8' }),
                            summaryFile.name,
                        ),
                    )
                }
            >
                {csvLabel}
            </Button>
            {children}
        </Stack>
    );
}
