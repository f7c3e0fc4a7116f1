/** How wide a form grows on a wide screen. */
export const FORM_SX = { maxWidth: 860 };
/**
 * The record of an edit form is not fetched again when the tab regains focus: a changed record
 * would reset the form and drop what the user typed (react-admin resets a form to a new record).
 */
export const EDIT_QUERY = { refetchOnWindowFocus: false } as const;
