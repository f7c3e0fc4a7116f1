/**
 * GTINs as GS1 Digital Link and EPCs carry them: 8, 12, 13 or 14 digits whose last is the GS1
 * mod-10 check digit, written as 14 digits (padded with leading zeros). The rules live in ./gs1.
 */
export { checkGtin, gs1CheckDigit, gtin14 } from './gs1';
