import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../../providers/session';

/** The member's name, marked when it is the signed-in owner themself. */
export function MemberName({ source = 'name' }: { source?: string; label?: string }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const { me } = useSession();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
            <span>{String(record[source] ?? '')}</span>
            {String(record.id) === String(me?.id) && (
                <Chip size="small" variant="outlined" label={translate('resources.biz-users.yourself')} />
            )}
        </Stack>
    );
}
