import { useState, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import {
    Button,
    useCanAccess,
    useNotify,
    useRecordContext,
    useRefresh,
    useResourceContext,
    useTranslate,
    useUpdate,
    type RaRecord,
} from 'react-admin';
import { ConfirmDialog } from './dialogs';
import { useErrorDialog } from './useErrorDialog';
import { formatDate, formatDateTime } from './format';
import { StatusField } from './StatusField';
import { TitleRow } from './TitleRow';
import { usePageTitle } from './pageTitle';
import { formatText } from '../domain/text';

/** Fields the server computes: never sent back in an update. */
const COMPUTED = ['fullAddress', 'createdAt', 'updatedAt', 'bizId'];

/**
 * Stops or resumes a record (partner, sales point, growing location) after confirmation. The save
 * is pessimistic: the chip changes only once the server agreed.
 */
export function StatusToggleButton() {
    const record = useRecordContext<RaRecord>();
    const resource = useResourceContext() ?? '';
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { canAccess } = useCanAccess({ resource, action: 'edit', record });
    const [update, { isPending }] = useUpdate();
    const { showError, errorDialog } = useErrorDialog();
    const [open, setOpen] = useState(false);
    if (!record || !canAccess || (record.status !== 'active' && record.status !== 'inactive')) return null;
    const stopping = record.status === 'active';
    const confirm = () => {
        const data = Object.fromEntries(Object.entries(record).filter(([key]) => !COMPUTED.includes(key)));
        update(
            resource,
            {
                id: record.id,
                data: { ...data, status: stopping ? 'inactive' : 'active' },
                previousData: record,
            },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    notify(stopping ? 'xts.records.stopped' : 'xts.records.resumed', { type: 'success' });
                    refresh();
                },
                onError: (error) => {
                    setOpen(false);
                    showError(error);
                },
            },
        );
    };
    return (
        <>
            <Button
                label={stopping ? 'xts.records.stop' : 'xts.records.resume'}
                color={stopping ? 'warning' : 'primary'}
                onClick={() => setOpen(true)}
            >
                {stopping ? <PauseCircleIcon /> : <PlayCircleIcon />}
            </Button>
            <ConfirmDialog
                open={open}
                loading={isPending}
                destructive={stopping}
                content={translate(stopping ? 'xts.records.confirm_stop' : 'xts.records.confirm_resume', {
                    name: record.name ?? record.code,
                    _: '',
                })}
                confirmLabel={translate(stopping ? 'xts.records.stop' : 'xts.records.resume')}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}

/** The record's name as the page heading (and the document title and last breadcrumb), with its status chip. */
export function RecordHeading({ source = 'name' }: { source?: string }) {
    const record = useRecordContext<RaRecord>();
    const name = record ? formatText(record[source]) : '';
    usePageTitle(name || null);
    if (!record) return null;
    return (
        <TitleRow title={name} inset>
            <StatusField source="status" />
        </TitleRow>
    );
}

/** A date and time as Vietnamese users read it (dd/MM/yyyy HH:mm; dd/MM/yyyy with `dateOnly`), or a dash. */
export function DateTimeField({
    source,
    dateOnly = false,
}: {
    source: string;
    dateOnly?: boolean;
    label?: string;
    sortable?: boolean;
}) {
    const record = useRecordContext<RaRecord>();
    const value = record?.[source] as string | undefined;
    const text = dateOnly ? formatDate(value) : formatDateTime(value);
    return (
        <Box component="span" sx={{ fontSize: '0.875rem' }}>
            {text || '—'}
        </Box>
    );
}

/** Two or three inputs side by side on wide screens, stacked on phones. */
export function FormRow({ children }: { children: ReactNode }) {
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
            {children}
        </Stack>
    );
}
