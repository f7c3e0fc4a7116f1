// The text of an error, in a module of its own for the sign-in page (./errorText.ts).
export { errorText } from './errorText';

/** The server's errors about fields (`body.errors` of a 400, keyed by field), or nothing when it named none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
    const errors = (error as { body?: { errors?: unknown } } | null | undefined)?.body?.errors;
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
    const entries = Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * A form's failed submit, the same in every form: what the server says about fields goes onto those
 * fields (the returned errors, for react-admin's `Form` or the form's own state), and only a failure
 * that names no field opens the error dialog. Never both: one message, where it belongs.
 */
export function submitFailure(error: unknown, showError: (error: unknown) => void) {
    const errors = fieldErrorsOf(error);
    if (!errors) showError(error);
    return errors;
}
