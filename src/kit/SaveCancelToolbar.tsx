import { Button } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router';

/** Save, and Hủy back to the page the form came from (`cancelTo`) without saving. */
export function SaveCancelToolbar({ cancelTo }: { cancelTo: string }) {
    const translate = useTranslate();
    return (
        <Toolbar sx={{ gap: 2 }}>
            <SaveButton />
            <Button component={Link} to={cancelTo}>
                {translate('xts.dialog.cancel')}
            </Button>
        </Toolbar>
    );
}
