import { accessTable } from '../providers/access';
import { BACKOFF_MS, retryPlan } from '../providers/failure';
import { statusOf } from '../providers/httpStatus';
import type { RoleName } from '../providers/roles';
import type { ResourceName } from '../features/resourceNames';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ROLE_WORDS: Record<RoleName, string> = {
    owner: 'xts.failure.roles.owner',
    user: 'xts.failure.roles.user',
    observer: 'xts.failure.roles.observer',
};

const SUBJECT_WORDS = { list: 'xts.failure.subject.list', record: 'xts.failure.subject.record' } as const;

/** What the failed read filled: a list (its rows) or a record (one page). */
export type FailureSubject = keyof typeof SUBJECT_WORDS;

/** Who may see the resource's list or records, from the role table: "Chỉ chủ sở hữu xem được danh sách này." */
export function whoMaySee(resource: string, subject: FailureSubject, translate: Translate): string {
    const grant = accessTable[resource as ResourceName];
    const action = subject === 'list' ? 'list' : 'show';
    const roles = (Object.keys(ROLE_WORDS) as RoleName[]).filter((role) => grant?.[role].includes(action));
    const what = translate(SUBJECT_WORDS[subject]);
    if (!roles.length) return translate('xts.failure.who.nobody', { subject: what });
    if (roles.length === Object.keys(ROLE_WORDS).length)
        return translate('xts.failure.who.everyone', { subject: what });
    const names = roles.map((role) => translate(ROLE_WORDS[role]));
    const joined =
        names.length > 1
            ? `${names.slice(0, -1).join(', ')}${translate('xts.failure.who.and')}${names[names.length - 1]}`
            : names[0];
    return translate('xts.failure.who.only', { roles: joined, subject: what });
}

/**
 * What a failed read says about trying again, from the one rule (providers/failure.ts) the query
 * client's retries follow: when the page will try by itself, or that it will not, and why (a
 * refusal of the role also says who may see the list or record).
 */
export function failureWords(
    error: unknown,
    translate: Translate,
    { resource, subject }: { resource?: string; subject: FailureSubject },
): string {
    const plan = retryPlan(error);
    if (plan.retries) {
        return translate('xts.failure.retries', {
            first: BACKOFF_MS[0] / 1000,
            last: BACKOFF_MS[BACKOFF_MS.length - 1] / 1000,
        });
    }
    const why = translate(plan.why, { status: statusOf(error) ?? '' });
    // Who may see it, when the page knows what it read.
    return plan.kind === 'forbidden' && resource ? `${whoMaySee(resource, subject, translate)} ${why}` : why;
}
