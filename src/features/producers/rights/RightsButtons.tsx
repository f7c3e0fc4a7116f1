import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Role } from '../../../providers/roles';
import { vietnamToday } from '../../../domain/dates';
import type { Producer } from '../../../domain/producers';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { useMyRole } from '../register/useMyRole';
import { EraseButton } from './EraseButton';
import { fetchExport } from './rightsApi';
import { download } from '../../../kit/download';

/** "Xuất dữ liệu": the household's data as a JSON file, or as a page to print or save as PDF. */
function ExportButton({ producer }: { producer: Producer }) {
    const translate = useTranslate();
    const notify = useNotify();
    const queries = useQueryClient();
    const { showError, errorDialog } = useErrorDialog();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [busy, setBusy] = useState(false);
    const downloadJson = async () => {
        setAnchor(null);
        setBusy(true);
        try {
            const data = await fetchExport(Number(producer.id), 'json');
            const text = JSON.stringify(data, null, 2);
            download(
                new Blob([text], { type: 'application/json' }),
                `ho-san-xuat-${producer.id}-${vietnamToday()}.json`,
            );
            await queries.invalidateQueries({ queryKey: ['producer-access'] });
            notify('xts.rights.exported', { type: 'success' });
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button
                size="small"
                startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
                disabled={busy}
                aria-haspopup="menu"
                onClick={(event) => setAnchor(event.currentTarget)}
            >
                {translate('xts.rights.export')}
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                <MenuItem onClick={downloadJson}>{translate('xts.rights.export_json')}</MenuItem>
                <MenuItem
                    component={RouterLink}
                    to={`/producer/export/${producer.id}`}
                    onClick={() => setAnchor(null)}
                >
                    {translate('xts.rights.export_print')}
                </MenuItem>
                <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 280 }}>
                    {translate('xts.rights.export_hint')}
                </MenuItem>
            </Menu>
            {errorDialog}
        </>
    );
}

/**
 * The owner's actions on a household's data: export it, delete it (not once deleted), and read who
 * looked at it. Nothing for other roles: the server refuses them too.
 */
export function RightsButtons() {
    const translate = useTranslate();
    const role = useMyRole();
    const producer = useRecordContext<Producer>();
    if (role !== Role.owner || !producer) return null;
    return (
        <>
            <ExportButton producer={producer} />
            {!producer.anonymised && <EraseButton producer={producer} />}
            <Button
                size="small"
                component={RouterLink}
                to={`/producer/access-log?producerId=${producer.id}`}
                startIcon={<ManageSearchIcon />}
            >
                {translate('xts.rights.access_log')}
            </Button>
        </>
    );
}
