import { dropDraft, readDraft, saveDraft } from '../../../kit/draftStore';

/**
 * What was walked around a plot, kept on the device after each fix (a 'device' draft of
 * common/draftStore: this person, this business, this form) so that a reload, a lost connection or
 * a closed tab loses no point. The fixes are where someone stood: nobody else is offered them, and
 * they go at sign-out.
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

const pathOf = (formKey: string) => `plot-walk/${formKey}`;

const isPoint = (p: unknown): p is WalkPoint =>
    typeof (p as WalkPoint)?.lat === 'number' &&
    typeof (p as WalkPoint)?.lon === 'number' &&
    typeof (p as WalkPoint)?.accuracy === 'number';

/** The signed-in person's walk on this form in this business; none when nobody is signed in. */
export function readWalk(formKey: string): WalkPoint[] {
    const points = readDraft(pathOf(formKey), undefined, undefined, 'device')?.values.points;
    return Array.isArray(points) ? points.filter(isPoint) : [];
}

export function saveWalk(formKey: string, points: WalkPoint[]) {
    // A full or blocked storage: the walk goes on, only not kept (saveDraft says so and no more).
    if (points.length) saveDraft(pathOf(formKey), { points }, undefined, undefined, 'device');
    else dropDraft(pathOf(formKey), undefined, 'device');
}

/** Distance in metres between two fixes (equirectangular: corners a few metres to a few hundred apart). */
export function metresBetween(a: WalkPoint, b: WalkPoint): number {
    const rad = Math.PI / 180;
    const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
    const y = (b.lat - a.lat) * rad;
    return Math.sqrt(x * x + y * y) * 6_371_000;
}
