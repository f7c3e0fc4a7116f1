import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import BadgeIcon from '@mui/icons-material/Badge';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { i18nProvider } from '../../../providers/i18n';
import { Role } from '../../../providers/roles';
import { vietnamToday } from '../../../domain/dates';
import { saveCsv, toCsv } from '../../../kit/csv';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { useMyRole } from '../register/useMyRole';

interface WholeRow {
    id: number;
    name: string;
    idNumber: string | null;
    phone: string | null;
    wardCode: string | null;
    plots: number;
}

const COLUMNS = [
    { source: 'name' },
    { source: 'idNumber' },
    { source: 'phone' },
    { source: 'wardCode' },
    { source: 'plots' },
];

/**
 * "Xuất kèm số định danh đầy đủ": the owner asks the server, which logs it, for the list's rows with
 * whole ID numbers and phones; the console never unmasks them itself. The list's own export has neither.
 */
function WholeCsvButton() {
    const translate = useTranslate();
    const notify = useNotify();
    const { filterValues } = useListContext();
    const { showError, errorDialog } = useErrorDialog();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const run = async () => {
        setBusy(true);
        try {
            const q = typeof filterValues?.q === 'string' ? filterValues.q : '';
            const rows = await call<WholeRow[]>('producerWholeExport', { query: q ? { q } : {} });
            const tr = (key: string, options?: Record<string, unknown>) =>
                i18nProvider.translate(key, options);
            saveCsv(toCsv(rows, 'producers', COLUMNS, tr), `producers-cccd-${vietnamToday()}`);
            setOpen(false);
            notify('xts.rights.whole_csv_done', {
                type: 'success',
                messageArgs: { smart_count: rows.length },
            });
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button label="xts.rights.whole_csv" onClick={() => setOpen(true)}>
                <BadgeIcon />
            </Button>
            <ConfirmDialog
                open={open}
                title={translate('xts.rights.whole_csv_title')}
                content={translate('xts.rights.whole_csv_warning')}
                confirmLabel={translate('xts.rights.whole_csv_confirm')}
                loading={busy}
                onConfirm={run}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}

/** The register's actions of the owner's (icons with their words on phones, as the toolbar's others). */
export function OwnerListActions() {
    const role = useMyRole();
    if (role !== Role.owner) return null;
    return (
        <>
            <WholeCsvButton />
            <Button label="xts.access.title" component={RouterLink} to="/producer/access-log">
                <ManageSearchIcon />
            </Button>
        </>
    );
}
