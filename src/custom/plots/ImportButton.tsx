import { useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportDialog } from './ImportDialog';

/** "Nhập tệp thửa": for those who may add plots (observers do not see it). */
export function ImportButton({ locationId }: { locationId?: number }) {
    const { canAccess } = useCanAccess({ resource: 'plots', action: 'create' });
    const [open, setOpen] = useState(false);
    if (!canAccess) return null;
    return (
        <>
            <Button label="xts.plots.import.button" onClick={() => setOpen(true)}>
                <UploadFileIcon />
            </Button>
            {open && <ImportDialog locationId={locationId} onClose={() => setOpen(false)} />}
        </>
    );
}
