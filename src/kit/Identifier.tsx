import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useFieldValue, type TextFieldProps } from 'react-admin';
import { formatText } from '../domain/text';
import { IDENTIFIER_CLASS, identifierSx } from './identifierStyle';

/** An identifier in running text or a cell, kept on one line. */
export function Identifier({ children }: { children: ReactNode }) {
    return (
        <Box component="span" className={IDENTIFIER_CLASS} sx={identifierSx}>
            {children}
        </Box>
    );
}

/** react-admin's text field for an identifier column or row (cleaned like every text from the server). */
export function IdentifierField(props: TextFieldProps) {
    const value = formatText(useFieldValue(props));
    return value ? <Identifier>{value}</Identifier> : <span>{props.emptyText ?? '—'}</span>;
}
