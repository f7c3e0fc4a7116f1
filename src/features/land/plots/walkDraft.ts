/**
 * What was walked around a plot, kept in the browser (localStorage) under the plot form's key after
 * each fix, so that a reload, a lost connection or a closed tab loses no point.
 */
export interface WalkPoint {
    lat: number;
    lon: number;
    /** Accuracy of the fix in metres. */
    accuracy: number;
}

/** Fixes less precise than this (metres) are refused. */
export const MAX_ACCURACY_M = 15;
/** A fix closer than this (metres) to the last point is the same corner, not a new one. */
export const MIN_STEP_M = 1;

const keyOf = (formKey: string) => `xts.plot-walk.${formKey}`;

export function readWalk(formKey: string): WalkPoint[] {
    try {
        const value = JSON.parse(localStorage.getItem(keyOf(formKey)) ?? '[]');
        return Array.isArray(value)
            ? value.filter(
                  (p): p is WalkPoint =>
                      typeof p?.lat === 'number' &&
                      typeof p?.lon === 'number' &&
                      typeof p?.accuracy === 'number',
              )
            : [];
    } catch {
        return [];
    }
}

export function saveWalk(formKey: string, points: WalkPoint[]) {
    try {
        if (points.length) localStorage.setItem(keyOf(formKey), JSON.stringify(points));
        else localStorage.removeItem(keyOf(formKey));
    } catch {
        // A full or blocked storage: the walk goes on, only not kept.
    }
}

/** Distance in metres between two fixes (equirectangular: corners a few metres to a few hundred apart). */
export function metresBetween(a: WalkPoint, b: WalkPoint): number {
    const rad = Math.PI / 180;
    const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
    const y = (b.lat - a.lat) * rad;
    return Math.sqrt(x * x + y * y) * 6_371_000;
}
