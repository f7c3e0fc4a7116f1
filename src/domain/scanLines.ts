/** Pasted lists and CSV files of stamps, one entry a line (see parseLines). */
import { parseSerial, formatSerial, type RangeRow } from './stampRanges';
import { parseScan } from './scan';
import type { ScanOptions, ScanRefusal, Scanned } from './scanTypes';

export interface ParsedLines {
    ranges: RangeRow[];
    codes: string[];
    /** Lines that are neither a serial, a range, a code nor a stamp link (1-based line numbers). */
    ignored: number[];
    /** Why each ignored line was not read, in line order. */
    refusals: { line: number; refusal: ScanRefusal }[];
}

/** A scan as a selection entry: a code, or a one-stamp range row. */
function addScanned(result: ParsedLines, scanned: Scanned, raw: string) {
    if (scanned.kind === 'code') result.codes.push(scanned.code);
    // Plain digits stay as typed; a prefixed or linked serial is written out in full.
    else
        result.ranges.push({
            from: scanned.source === 'text' && !scanned.prefix ? raw : formatSerial(scanned.serial),
            to: '',
        });
}

/**
 * Pasted text or a CSV file: one entry a line, a line being anything `parseScan` reads (a code, a
 * serial, a stamp link, a Digital Link) or a range ("1001-2000", "1001 – 2000", or two cells
 * "1001,2000"). In a line of several cells the first code or link is taken (other cells may be row
 * numbers or notes). A header line is ignored.
 */
export function parseLines(text: string, options: ScanOptions): ParsedLines {
    const result: ParsedLines = { ranges: [], codes: [], ignored: [], refusals: [] };
    text.split(/\r?\n/).forEach((rawLine, index) => {
        const line = rawLine.replace(/^\ufeff/, '').trim();
        if (!line) return;
        const cells = line
            .split(/[,;\t]/)
            .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
            .filter(Boolean);
        if (cells.length === 2 && parseSerial(cells[0]) !== null && parseSerial(cells[1]) !== null) {
            result.ranges.push({ from: cells[0], to: cells[1] });
            return;
        }
        const dash = /^(\d[\d\s.]*)\s*[-–—]\s*(\d[\d\s.]*)$/.exec(line);
        if (dash) {
            result.ranges.push({ from: dash[1].trim(), to: dash[2].trim() });
            return;
        }
        const whole = parseScan(line, options);
        if (whole.ok) {
            addScanned(result, whole, line);
            return;
        }
        let refusal: ScanRefusal = whole;
        // Several cells, or one in quotes (a CSV column on its own).
        if (cells.length > 1 || cells[0] !== line) {
            for (const cell of cells) {
                const scanned = parseScan(cell, options);
                if (scanned.ok && (scanned.kind === 'code' || scanned.source !== 'text')) {
                    addScanned(result, scanned, cell);
                    return;
                }
                // A link that was refused says more than "unreadable".
                if (!scanned.ok && refusal.reason === 'unreadable' && scanned.reason !== 'unreadable')
                    refusal = scanned;
            }
        }
        result.ignored.push(index + 1);
        result.refusals.push({ line: index + 1, refusal });
    });
    return result;
}
