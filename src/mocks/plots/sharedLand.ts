/**
 * Pairs of overlapping plots marked as the same land shared on purpose (docs/plots.md, "Overlaps"):
 * who marked them, when and why. A pair is stored once, its ids in order.
 */
import type { MockDb } from '../state';
import type { SharedLand } from '../../domain/geo/types';

export interface MockSharedLand extends SharedLand {
    bizId: number;
    /** The two plots' ids, smaller first. */
    plotIds: [number, number];
}

declare module '../state' {
    interface MockDb {
        sharedLands?: MockSharedLand[];
    }
}

export const sharedLandsOf = (db: MockDb) => (db.sharedLands ??= []);

export const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

export function sharedMark(db: MockDb, bizId: number, a: number, b: number): MockSharedLand | undefined {
    const [low, high] = pairOf(a, b);
    return sharedLandsOf(db).find(
        (mark) => mark.bizId === bizId && mark.plotIds[0] === low && mark.plotIds[1] === high,
    );
}

/** The mark as the API answers it (on each plot's overlap and from the mark calls). */
export const presentMark = ({ reason, by, at, plotIds }: MockSharedLand) => ({ plotIds, reason, by, at });
