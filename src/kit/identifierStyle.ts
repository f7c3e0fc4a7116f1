/**
 * The one class for identifiers (tax codes, phones, serials, stamp and product codes, lot numbers):
 * they never wrap inside themselves, on a wide screen or a phone. A table holding them scrolls
 * sideways in its own box rather than breaking them.
 */
export const IDENTIFIER_CLASS = 'xts-identifier';

export const identifierSx = { whiteSpace: 'nowrap', overflowWrap: 'normal', wordBreak: 'keep-all' } as const;
