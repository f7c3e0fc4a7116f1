/**
 * The size limits of plots (docs/plots.md, "Validation"): light, no library, so that the pages that
 * only read or send plots may import them. `validate.ts` applies them.
 */

/**
 * Positions of one plot at most, over all its rings (closing positions included). A boundary walked
 * with a GPS fix every metre around a 100 ha plot has about 4,000; surveyed plots have tens to a few
 * hundred. The limit keeps every rule, the map and the EUDR pack fast on any plot.
 */
export const MAX_PLOT_VERTICES = 5_000;
/**
 * Widest span of one plot, in degrees of longitude and of latitude (about 55 km). One producer's plot
 * is far smaller: the largest declarable area, 100,000 ha, is a square of 0.29° of latitude and, at
 * Vietnam's northern border, 0.31° of longitude. The overlap check indexes plots by cells of 0.01°,
 * so a plot's cost grows with the square of its span: this bounds it at about 2,500 cells.
 */
export const MAX_PLOT_SPAN_DEGREES = 0.5;
/** Positions of all the plots of one import call at most (each plot within MAX_PLOT_VERTICES too). */
export const MAX_IMPORT_VERTICES = 500_000;

/**
 * How many positions (arrays of numbers) a geometry sent by a client holds, whatever its shape: what
 * an import counts against MAX_IMPORT_VERTICES before checking any plot.
 */
export function positionCount(geometry: unknown): number {
    const coordinates = (geometry as { coordinates?: unknown } | null)?.coordinates;
    const count = (node: unknown, depth: number): number => {
        if (!Array.isArray(node) || depth > 3) return 0;
        if (node.length && typeof node[0] === 'number') return 1;
        let sum = 0;
        for (const child of node) sum += count(child, depth + 1);
        return sum;
    };
    return count(coordinates, 0);
}
