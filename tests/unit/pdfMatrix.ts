import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF transformation matrix [a b c d e f], as pdf.js' operator list gives it. */
export type Matrix = [number, number, number, number, number, number];

/** `m` applied after `n` (a `cm` operator `n` under the current matrix `m`). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Walks a page's operator list keeping the current transformation matrix (save, restore and `cm`
 * applied), and hands every other operator to `visit` with the matrix it is drawn under.
 */
export function walkOperators(
    { fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[] },
    visit: (fn: number, args: unknown, ctm: Matrix) => void,
) {
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    fnArray.forEach((fn, i) => {
        if (fn === OPS.save) saved.push(ctm);
        else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
        else if (fn === OPS.transform) ctm = multiply(ctm, argsArray[i] as Matrix);
        else visit(fn, argsArray[i], ctm);
    });
}
