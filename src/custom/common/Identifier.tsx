import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useFieldValue, type TextFieldProps } from 'react-admin';
import { formatText } from '../../domain/text';

/**
 * The one class for identifiers (tax codes, phones, serials, stamp and product codes, lot numbers):
 * they never wrap inside themselves, on a wide screen or a phone. A table holding them scrolls
 * sideways in its own box rather than breaking them.
 */
export const IDENTIFIER_CLASS = 'xts-identifier';

export const identifierSx = { whiteSpace: 'nowrap', overflowWrap: 'normal', wordBreak: 'keep-all' } as const;

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
