import type { ReactNode } from 'react';
import { FieldTitle } from 'react-admin';

/**
 * The label of a react-admin input drawn on a plain MUI TextField (the number and date inputs):
 * react-admin's title with its required mark, or none when the input is told to have no label.
 */
export function inputLabel(
    label: ReactNode | false | undefined,
    source: string,
    resource: string | undefined,
    isRequired: boolean,
): ReactNode {
    if (label === false || label === '') return undefined;
    return <FieldTitle label={label as string} source={source} resource={resource} isRequired={isRequired} />;
}
