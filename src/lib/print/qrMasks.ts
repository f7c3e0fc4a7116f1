/**
 * The mask choice of a QR symbol, as `qrcode` makes it, in a fraction of the time. `qrcode` tries
 * the eight masks of ISO/IEC 18004 one by one on its module matrix (mask, score, unmask, one module
 * at a time), and that scoring was most of a print file's build time. Here the symbol is built once
 * with mask 0 (so `qrcode` skips its search) and its rows and columns are packed 32 modules to a
 * word. For each symbol size, the difference between mask 0 and every other mask (data modules and
 * format information together) is kept packed the same way, so a mask's lines are one XOR per
 * word. Each word is scored with bit operations by the same rules as `qrcode`: runs of five or
 * more, 2×2 blocks, the 1:1:3:1:1 pattern beside four light modules, and the share of dark
 * modules. A mask whose rows alone already score no better than the best so far is dropped before
 * its columns. The winner is applied in place. tests/unit/qrMasks.test.ts compares symbols of
 * every version the console reaches with plain `qrcode` builds.
 */
import { create, type QRCode, type QRCodeSegment } from 'qrcode';

/** `qrcode`'s penalty weights. */
const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

/** Whether mask `pattern` darkens the module at row i, column j (ISO/IEC 18004, table 10). */
function masked(pattern: number, i: number, j: number) {
    switch (pattern) {
        case 0:
            return (i + j) % 2 === 0;
        case 1:
            return i % 2 === 0;
        case 2:
            return j % 3 === 0;
        case 3:
            return (i + j) % 3 === 0;
        case 4:
            return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
        case 5:
            return ((i * j) % 2) + ((i * j) % 3) === 0;
        case 6:
            return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
        default:
            return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
    }
}

/** The format information's 15 bits for error correction level M and a mask: BCH(15,5), masked. */
function formatBits(mask: number) {
    const data = mask; // level M's two bits are 00
    let rest = data << 10;
    for (let degree = 14; degree >= 10; degree--) if (rest & (1 << degree)) rest ^= 0x537 << (degree - 10);
    return ((data << 10) | rest) ^ 0x5412;
}

/** Where the format bits sit: for bit i, its module in the left column and in the top row. */
function formatModules(size: number, bit: number): [number, number] {
    const vertical = bit < 6 ? bit : bit < 8 ? bit + 1 : size - 15 + bit;
    const horizontal = bit < 8 ? size - bit - 1 : bit < 9 ? 15 - bit : 14 - bit;
    return [vertical * size + 8, 8 * size + horizontal];
}

/**
 * A line (a row or a column) is scored in 32-bit words, 32 modules at a time. Word k of a line
 * holds the modules from position 21k - 1 on (bit j is position 21k - 1 + j), so consecutive words
 * overlap by 11: every window a rule looks at (up to 11 modules) that starts in the word's own 21
 * positions (bits 1 to 21) lies wholly inside it. Bit 0 of the first word (position -1) is 0.
 */
const STRIDE = 21;

/** Per symbol size: the words of each line, and which bits of each word count for each rule. */
interface Grid {
    size: number;
    /** Words per line. */
    words: number;
    /** Per word index within a line: bits that are the word's own positions, and own starts of windows of 2, 5 and 11. */
    own: Int32Array;
    own2: Int32Array;
    own5: Int32Array;
    own11: Int32Array;
    /** Per mask: modules that differ from mask 0 (one byte each), and the same packed by rows and by columns. */
    flips: Uint8Array[];
    rowFlips: Int32Array[];
    columnFlips: Int32Array[];
}

const grids = new Map<number, Grid>();

/** Bits j (1 to 21) of word k whose window of `length` starting at position 21k - 1 + j fits. */
function ownStarts(size: number, word: number, length: number) {
    let bits = 0;
    for (let j = 1; j <= STRIDE; j++) if (word * STRIDE - 1 + j + length <= size) bits |= 1 << j;
    return bits;
}

/** The modules packed as words, by rows (`columns` false) or by columns. */
function pack(modules: Uint8Array, size: number, words: number, columns: boolean) {
    const packed = new Int32Array(size * words);
    for (let line = 0; line < size; line++)
        for (let word = 0; word < words; word++) {
            let bits = 0;
            const first = word * STRIDE - 1;
            for (let j = 0; j < 32; j++) {
                const position = first + j;
                if (position < 0 || position >= size) continue;
                if (modules[columns ? position * size + line : line * size + position]) bits |= 1 << j;
            }
            packed[line * words + word] = bits;
        }
    return packed;
}

function gridFor(size: number, reserved: Uint8Array) {
    let grid = grids.get(size);
    if (grid) return grid;
    const words = Math.ceil(size / STRIDE);
    const starts = (length: number) =>
        Int32Array.from({ length: words }, (_, k) => ownStarts(size, k, length));
    const flips: Uint8Array[] = [];
    for (let pattern = 0; pattern < 8; pattern++) {
        const flip = new Uint8Array(size * size);
        for (let i = 0; i < size; i++)
            for (let j = 0; j < size; j++)
                if (!reserved[i * size + j] && masked(pattern, i, j) !== masked(0, i, j))
                    flip[i * size + j] = 1;
        const diff = formatBits(pattern) ^ formatBits(0);
        for (let bit = 0; bit < 15; bit++)
            if ((diff >> bit) & 1) for (const index of formatModules(size, bit)) flip[index] = 1;
        flips.push(flip);
    }
    grid = {
        size,
        words,
        own: starts(1),
        own2: starts(2),
        own5: starts(5),
        own11: starts(11),
        flips,
        rowFlips: flips.map((flip) => pack(flip, size, words, false)),
        columnFlips: flips.map((flip) => pack(flip, size, words, true)),
    };
    grids.set(size, grid);
    return grid;
}

/** Set bits of a 32-bit word. */
function ones(v: number) {
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The run and finder-pattern penalty of one word: a run of five or more modules of one colour costs
 * N1 + (length - 5), that is one point per window of five equal modules plus N1 - 1 per run; each
 * 1:1:3:1:1 pattern with four light modules before or after it costs 40.
 */
function linePenalty(x: number, first: boolean, own5: number, own11: number) {
    const same = ~(x ^ (x >>> 1));
    const pairs = same & (same >>> 1);
    const fives = pairs & (pairs >>> 2) & own5;
    let points = 0;
    if (fives) {
        // A run starts where the module before differs, or at the line's first module (bit 1 of word 0).
        const starts = fives & (~(same << 1) | (first ? 2 : 0));
        points += ones(fives) + (N1 - 1) * ones(starts);
    }
    const light = ~x;
    const core = x & (light >>> 1) & (x >>> 2) & (x >>> 3) & (x >>> 4) & (light >>> 5) & (x >>> 6);
    if (core) {
        const four = light & (light >>> 1) & (light >>> 2) & (light >>> 3);
        const found = ((core & (four >>> 7)) | 0) & own11;
        const behind = four & (core >>> 4) & own11;
        if (found | behind) points += N3 * (ones(found) + ones(behind));
    }
    return points;
}

/** The penalty of the rows (runs, finder-like patterns, 2×2 blocks and the share of dark modules). */
function rowPenalty(grid: Grid, rows: Int32Array, flip: Int32Array) {
    const { size, words, own, own2, own5, own11 } = grid;
    let points = 0;
    let dark = 0;
    for (let row = 0; row < size; row++)
        for (let word = 0; word < words; word++) {
            const at = row * words + word;
            const x = rows[at] ^ flip[at];
            points += linePenalty(x, word === 0, own5[word], own11[word]);
            dark += ones(x & own[word]);
            if (row < size - 1) {
                const y = rows[at + words] ^ flip[at + words];
                const both = x & y;
                const neither = ~(x | y);
                points += N2 * ones(((both & (both >>> 1)) | (neither & (neither >>> 1))) & own2[word]);
            }
        }
    return points + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * N4;
}

/** The penalty of the columns (runs and finder-like patterns). */
function columnPenalty(grid: Grid, columns: Int32Array, flip: Int32Array) {
    const { size, words, own5, own11 } = grid;
    let points = 0;
    for (let column = 0; column < size; column++)
        for (let word = 0; word < words; word++) {
            const at = column * words + word;
            points += linePenalty(columns[at] ^ flip[at], word === 0, own5[word], own11[word]);
        }
    return points;
}

/** `qrcode`'s `create(data, { errorCorrectionLevel: 'M' })`, with the mask chosen here. */
export function createMasked(data: string | QRCodeSegment[]): QRCode {
    const qr = create(data, { errorCorrectionLevel: 'M', maskPattern: 0 });
    const { size, data: modules, reservedBit } = qr.modules;
    const grid = gridFor(size, reservedBit);
    const rows = pack(modules, size, grid.words, false);
    const columns = pack(modules, size, grid.words, true);
    let best = 0;
    let lowest = Infinity;
    for (let pattern = 0; pattern < 8; pattern++) {
        let penalty = rowPenalty(grid, rows, grid.rowFlips[pattern]);
        if (penalty >= lowest) continue;
        penalty += columnPenalty(grid, columns, grid.columnFlips[pattern]);
        if (penalty < lowest) {
            lowest = penalty;
            best = pattern;
        }
    }
    if (best !== 0) {
        const flip = grid.flips[best];
        for (let i = 0; i < modules.length; i++) modules[i] ^= flip[i];
        qr.maskPattern = best as QRCode['maskPattern'];
    }
    return qr;
}
