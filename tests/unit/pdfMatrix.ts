/** A PDF transformation matrix [a b c d e f], as pdf.js' operator list gives it. */
export type Matrix = [number, number, number, number, number, number];

/** `m` applied after `n` (a `cm` operator `n` under the current matrix `m`). */
export const multiply = (m: Matrix, n: Matrix): Matrix => [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
];
