import { failureKind } from '../../providers/failure';
import { isOffline } from '../../providers/connection';
import type { CheckAnswer } from '../stamps/operations/checkAnswer';
import type { OutboxItem } from './queue';

/** The body's value at `field` as text (an item's data as it was typed). */
export const bodyField = (item: OutboxItem, field: string) =>
    String((item.body as Record<string, unknown> | null)?.[field] ?? '');

/**
 * A stamp check with no network (the call layer refuses it at once): stock can only be checked by
 * the server, so the operation may be confirmed as typed and kept in the outbox; the server checks
 * it when it is sent, and a refusal shows in the outbox with its reason.
 */
export const uncheckedOffline = (error: unknown) => failureKind(error) === 'network' && isOffline();

export type UncheckedAnswer = CheckAnswer & { unchecked: true };

/** What stands for the check's answer until the server sees the operation: every typed stamp. */
export const uncheckedAnswer = (operation: string, total: number): UncheckedAnswer => ({
    operation,
    total,
    valid: total,
    invalid: 0,
    byState: {},
    refusals: [],
    validRanges: [],
    unchecked: true,
});

export const isUnchecked = (answer: CheckAnswer | null | undefined): answer is UncheckedAnswer =>
    !!(answer as Partial<UncheckedAnswer> | null)?.unchecked;
