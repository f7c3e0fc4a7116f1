import type { MockDb } from '../state';
import { firstEndingAtOrAfter } from './intervals';
import {
    activationsOf,
    destructionsOf,
    generationsOf,
    recallsOf,
    retailsOf,
    segmentsOf,
    stateOf,
} from './model';

/** Everything known about one printed stamp: its segment and the records of each step. */
export function stampFacts(db: MockDb, bizId: number, serial: number) {
    const segments = segmentsOf(db, bizId);
    const segment = segments[firstEndingAtOrAfter(segments, serial)];
    if (!segment || segment.from > serial) return null;
    const generation = generationsOf(db).find((row) => row.id === segment.gen)!;
    const activation = segment.act ? (activationsOf(db).find((row) => row.id === segment.act) ?? null) : null;
    const retail = segment.ret ? (retailsOf(db).find((row) => row.id === segment.ret) ?? null) : null;
    const destruction = segment.des
        ? (destructionsOf(db).find((row) => row.id === segment.des) ?? null)
        : null;
    const recall = segment.rcl ? (recallsOf(db).find((row) => row.id === segment.rcl) ?? null) : null;
    return { state: stateOf(segment), generation, activation, retail, destruction, recall };
}
