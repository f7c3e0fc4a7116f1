import type { Fields } from './operationDraft';

/** What each field of an operation form is given: the form's values, a setter, errors and whether it is disabled. */
export interface FieldProps {
    fields: Fields;
    set: (name: string, value: string) => void;
    errors: Record<string, string>;
    disabled: boolean;
}
