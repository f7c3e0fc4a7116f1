import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportDialog } from './ImportDialog';

/** "Nhập tệp thửa": for those who may add plots (observers do not see it). */
export function ImportButton({ locationId }: { locationId?: number }) {
    const { canAccess } = useCanAccess({ resource: 'plots', action: 'create' });
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    if (!canAccess) return null;
    return (
        <>
            <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
                {translate('xts.plots.import.button')}
            </Button>
            {open && <ImportDialog locationId={locationId} onClose={() => setOpen(false)} />}
        </>
    );
}
