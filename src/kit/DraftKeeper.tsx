import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router';
import { registerKeeper } from './drafts';
import { currentOwner, saveDraft, takeDraft } from './draftStore';
import { formatTime } from './format';
import { preloadSaving } from '../providers/dataProvider';

/**
 * Says that a form was filled in from its owner's draft, and when that draft was kept; "Bỏ bản
 * nháp" empties the form again (back to the record's values) and deletes the draft.
 */
export function DraftNotice({
    savedAt,
    onDiscard,
    onClose,
}: {
    savedAt: number;
    onDiscard: () => void;
    onClose: () => void;
}) {
    const translate = useTranslate();
    return (
        <Alert
            severity="info"
            role="status"
            onClose={onClose}
            sx={{ mb: 2, width: '100%', alignItems: 'center' }}
            action={
                <Button color="inherit" size="small" onClick={onDiscard}>
                    {translate('xts.drafts.discard')}
                </Button>
            }
        >
            {translate('xts.drafts.restored', { time: formatTime(savedAt) })}
        </Alert>
    );
}

/**
 * Placed inside a react-admin form: keeps its unsaved values when the session ends, and fills them
 * in again (as unsaved changes) the next time the same person opens this page's form in the same
 * business, saying so.
 */
export function DraftKeeper() {
    const { getValues, setValue, reset, formState } = useFormContext();
    const { pathname } = useLocation();
    // Read by the keeper when the session ends, long after this render: kept current after each commit.
    const dirty = useRef(formState.isDirty);
    useEffect(() => {
        dirty.current = formState.isDirty;
    }, [formState.isDirty]);
    const [restored, setRestored] = useState<number | null>(null);

    // What saving needs is downloaded now, with the form: a connection lost while typing, or a new
    // version deployed meanwhile, does not fail the save (a failure here shows the reload banner).
    useEffect(() => {
        preloadSaving().catch(() => undefined);
    }, []);

    useEffect(
        () =>
            registerKeeper(() => {
                if (!dirty.current) return false;
                const values = getValues();
                if (!saveDraft(pathname, values)) return false;
                // Kept: the page may now be left without the unsaved-changes prompt.
                reset(values);
                return true;
            }),
        [pathname, getValues, reset],
    );

    useEffect(() => {
        const owner = currentOwner();
        const draft = takeDraft(pathname, owner);
        if (!draft) return;
        // After the form's own first reset to its record (the parent's effects run after this one).
        let filled = false;
        const timer = setTimeout(() => {
            filled = true;
            for (const [name, value] of Object.entries(draft.values))
                setValue(name, value, { shouldDirty: true });
            setRestored(draft.savedAt);
        }, 0);
        return () => {
            clearTimeout(timer);
            // Unmounted before filling in (development double effects): keep the draft for the next mount.
            if (!filled) saveDraft(pathname, draft.values, owner, draft.savedAt);
        };
    }, [pathname, setValue]);

    if (restored === null) return null;
    return (
        <DraftNotice
            savedAt={restored}
            onClose={() => setRestored(null)}
            onDiscard={() => {
                // The draft was taken when it was filled in: the form goes back to its record's values.
                reset();
                setRestored(null);
            }}
        />
    );
}
