import { useEffect, useRef } from 'react';
import { dropDraft, saveDraft } from '../../../kit/draftStore';
import { registerKeeper } from '../../../kit/drafts';
import { preloadSaving } from '../../../providers/dataProvider';
import { emptySelection, type Selection } from './selection';

export type Fields = Record<string, string>;

/** The form's draft (the common draft store): the selection and the fields, when well formed. */
export function draftOf(
    values: Record<string, unknown> | undefined,
    initialFields: Fields,
): { selection: Selection; fields: Fields } | null {
    const selection = values?.selection as Selection | undefined;
    const fields = values?.fields;
    if (!selection || !Array.isArray(selection.rows) || !Array.isArray(selection.codes)) return null;
    const rows = selection.rows.filter((row) => typeof row?.from === 'string' && typeof row?.to === 'string');
    const codes = selection.codes.filter((code) => typeof code === 'string');
    const typed =
        fields && typeof fields === 'object'
            ? Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'))
            : {};
    return {
        selection: { rows: rows.length ? rows : emptySelection().rows, codes },
        fields: { ...initialFields, ...typed },
    };
}

/** Nothing typed: no draft to keep. */
const isBlank = (selection: Selection, fields: Fields, initialFields: Fields) =>
    !selection.codes.length &&
    selection.rows.every((row) => !row.from.trim() && !row.to.trim()) &&
    Object.keys({ ...fields, ...initialFields }).every(
        (name) => (fields[name] ?? '') === (initialFields[name] ?? ''),
    );

/** The request body's selection: typed ranges (empty `to` = one stamp) and codes. */
export const selectionBody = (selection: Selection) => ({
    ranges: selection.rows
        .filter((row) => row.from.trim())
        .map((row) => ({ from: row.from.trim(), to: row.to.trim() || row.from.trim() })),
    codes: selection.codes,
});

/**
 * Keeps what was typed as the page's draft while it is typed (an emptied form keeps none), and when
 * the session ends, keeps it again so the page stays with its warning.
 */
export function useKeptDraft(pathname: string, selection: Selection, fields: Fields, initialFields: Fields) {
    // Kept as the user types; an emptied form keeps none.
    const latest = useRef({ selection, fields });
    useEffect(() => {
        latest.current = { selection, fields };
        if (isBlank(selection, fields, initialFields)) dropDraft(pathname);
        else saveDraft(pathname, { selection, fields });
    }, [pathname, selection, fields]); // eslint-disable-line react-hooks/exhaustive-deps
    // What the check and the save need, loaded with the form: the signal may be gone by then.
    useEffect(() => void preloadSaving().catch(() => undefined), []);
    // When the session ends, the page stays with its warning while anything is typed.
    useEffect(
        () =>
            registerKeeper(() => {
                const { selection: kept, fields: keptFields } = latest.current;
                return (
                    !isBlank(kept, keptFields, initialFields) &&
                    saveDraft(pathname, { selection: kept, fields: keptFields })
                );
            }),
        [pathname], // eslint-disable-line react-hooks/exhaustive-deps
    );
}
