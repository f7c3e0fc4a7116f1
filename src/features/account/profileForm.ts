import { call } from '../../providers/http';
import { toFormData } from '../../providers/dataProvider';
import { loadMe } from '../../providers/session';
import type { Me } from '../../types';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { submitFailure } from '../../kit/errors';

/** Form values from the profile the server knows (the avatar as an image the input can preview). */
export function profileRecord(me: Me | null) {
    return {
        id: me?.id ?? 'me',
        name: me?.name ?? '',
        phone: me?.phone ?? '',
        email: me?.email ?? '',
        birthday: me?.birthday ?? null,
        province: me?.province ?? null,
        ward: me?.ward ?? null,
        address: me?.address ?? '',
        avatar: me?.avatar ? { src: me.avatar, title: '' } : null,
    };
}

/**
 * The multipart body of create-profile and update-profile: a new avatar goes as a file, the
 * current one as its address, a removed one as an empty value.
 */
export function profileFormData(values: Record<string, unknown>): FormData {
    const { avatar, id: _id, ...rest } = values;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) body[key] = value ?? '';
    body.avatar = avatar ?? '';
    return toFormData(body);
}

/** Saves a profile form: field errors from the server go back on the fields, the rest to the LỖI dialog. */
export function useProfileSubmit(callName: 'createProfile' | 'updateProfile', after: () => void) {
    const { showError, errorDialog } = useErrorDialog();
    const submit = async (values: Record<string, unknown>) => {
        try {
            await call(callName, { body: profileFormData(values) });
            await loadMe();
            after();
        } catch (failure) {
            return submitFailure(failure, showError);
        }
    };
    return { submit, errorDialog };
}
