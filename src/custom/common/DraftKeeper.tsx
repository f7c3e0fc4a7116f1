import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { registerKeeper } from './drafts';
import { saveDraft, takeDraft } from './draftStore';

/**
 * Placed inside a form: keeps its unsaved values when the session ends, and fills them in again
 * (as unsaved changes) the next time this page's form opens, saying so.
 */
export function DraftKeeper() {
    const translate = useTranslate();
    const { getValues, setValue, reset, formState } = useFormContext();
    const { pathname } = useLocation();
    const dirty = useRef(formState.isDirty);
    dirty.current = formState.isDirty;
    const [restored, setRestored] = useState(false);

    useEffect(
        () =>
            registerKeeper(() => {
                if (!dirty.current) return false;
                const values = getValues();
                saveDraft(pathname, values);
                // Kept: the page may now be left without the unsaved-changes prompt.
                reset(values);
                return true;
            }),
        [pathname, getValues, reset],
    );

    useEffect(() => {
        const draft = takeDraft(pathname);
        if (!draft) return;
        // After the form's own first reset to its record (the parent's effects run after this one).
        let filled = false;
        const timer = setTimeout(() => {
            filled = true;
            for (const [name, value] of Object.entries(draft)) setValue(name, value, { shouldDirty: true });
            setRestored(true);
        }, 0);
        return () => {
            clearTimeout(timer);
            // Unmounted before filling in (development double effects): keep the draft for the next mount.
            if (!filled) saveDraft(pathname, draft);
        };
    }, [pathname, setValue]);

    if (!restored) return null;
    return (
        <Alert severity="info" role="status" onClose={() => setRestored(false)} sx={{ mb: 2, width: '100%' }}>
            {translate('xts.drafts.restored')}
        </Alert>
    );
}
