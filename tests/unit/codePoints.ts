import fc from 'fast-check';

/** The surrogate halves: never a code point of their own, and left out by fast-check's units too. */
const SURROGATES_FROM = 0xd800;
const SURROGATES = 0x800;

/**
 * One code point of any plane but the surrogate halves, drawn as fast-check's own `binary` string
 * unit draws it (an index into those code points, small ones more often), and so the same strings
 * for the same seed. fast-check reads a string back into its units (for its shrinking, and at once,
 * when the arbitrary is made, for its built-in tricky strings) through a table of every code point,
 * built in each worker that asks: about 1.3 s. This unit reads a code point back by arithmetic.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES }).map(
    (index) => String.fromCodePoint(index < SURROGATES_FROM ? index : index + SURROGATES),
    (value) => {
        const point = typeof value === 'string' ? value.codePointAt(0) : undefined;
        if (point === undefined || String.fromCodePoint(point) !== value)
            throw new Error('not one code point');
        if (point < SURROGATES_FROM) return point;
        if (point < SURROGATES_FROM + SURROGATES) throw new Error('a surrogate half');
        return point - SURROGATES;
    },
);
