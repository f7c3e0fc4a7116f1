import type { NumberLocale } from '../../domain/numbers';
import { mayCall, partPermissions } from '../../providers/access';
import type { LotOriginInput } from '../../domain/geo/types';
import { emptyOrigin, isBlankOrigin, type OriginDraft } from './originApi';
import { checkOrigin } from './originRules';

/**
 * Whether the role may name a lot's origin with an activation: the right to set a lot's origin
 * (`lotOriginUpdate`, the owner's), for the lot the activation creates as for an existing one.
 */
export const mayNameOrigin = (role: number | null | undefined) =>
    mayCall(role, partPermissions.activationAdd?.origin ?? 'lotOriginUpdate');

/** The origin typed in an activation form, kept as text among its fields (and its draft). */
export function originOfField(text: string | undefined): OriginDraft {
    try {
        const value = JSON.parse(text || '');
        if (value && Array.isArray(value.rows)) return value as OriginDraft;
    } catch {
        // Nothing typed yet.
    }
    return emptyOrigin();
}

/** The activation's origin check: an i18n key when a named origin is incomplete. */
export function originError(text: string | undefined, locale: NumberLocale): string | null {
    const draft = originOfField(text);
    if (isBlankOrigin(draft)) return null;
    return checkOrigin(draft, locale).input ? null : 'xts.origin.errors.incomplete';
}

/** The origin to send with an activation (none when nothing was named). */
export function originInput(text: string | undefined, locale: NumberLocale): LotOriginInput | undefined {
    const draft = originOfField(text);
    return isBlankOrigin(draft) ? undefined : (checkOrigin(draft, locale).input ?? undefined);
}
