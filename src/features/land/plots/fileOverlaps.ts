/**
 * The overlaps among the rows of a file (docs/plots.md, "Overlaps"), measured as the pack does. Pure,
 * so that the plot file worker runs it: rows are indexed by cells of 0.01° (the overlap check's own
 * grid) and only rows sharing a cell are measured, so a file of 10,000 rows takes a moment, not
 * 100 million comparisons.
 */
import { boxOf } from '../../../domain/geo/overlap';
import { overlapFacts } from '../../../domain/geo/overlapArea';
import type { ImportPreview } from './importPreview';

const CELL = 0.01;

type Box = ReturnType<typeof boxOf>;
const meet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The grid cells a box covers. */
function cellsOf(box: Box): string[] {
    const cells: string[] = [];
    for (let x = Math.floor(box[0] / CELL); x <= Math.floor(box[2] / CELL); x++)
        for (let y = Math.floor(box[1] / CELL); y <= Math.floor(box[3] / CELL); y++) cells.push(`${x}:${y}`);
    return cells;
}

/**
 * For each row of the file (by its position in the file), the codes of the other rows it overlaps.
 * `onProgress` hears how many rows are measured, now and then.
 */
export function fileOverlaps(
    preview: Pick<ImportPreview, 'sent' | 'inputs'>,
    onProgress?: (done: number, total: number) => void,
): Map<number, string[]> {
    const shapes = preview.inputs.map((input, at) => ({
        id: preview.sent[at].index,
        code: String(input.code ?? '')
            .trim()
            .toUpperCase(),
        producerName: input.producerName ?? '',
        geometry: input.geometry,
    }));
    const boxes = shapes.map((shape) => boxOf(shape.geometry));
    const grid = new Map<string, number[]>();
    boxes.forEach((box, at) => {
        for (const cell of cellsOf(box)) {
            const list = grid.get(cell);
            if (list) list.push(at);
            else grid.set(cell, [at]);
        }
    });
    const found = new Map<number, string[]>();
    shapes.forEach((shape, at) => {
        if (onProgress && at % 500 === 0) onProgress(at, shapes.length);
        const near = new Set<number>();
        for (const cell of cellsOf(boxes[at]))
            for (const other of grid.get(cell) ?? [])
                if (other !== at && meet(boxes[at], boxes[other])) near.add(other);
        if (!near.size) return;
        const codes = overlapFacts(
            shape,
            [...near].sort((a, b) => a - b).map((other) => shapes[other]),
        )
            .filter((fact) => fact.counts)
            .map((fact) => fact.code);
        if (codes.length) found.set(shape.id, codes);
    });
    onProgress?.(shapes.length, shapes.length);
    return found;
}
