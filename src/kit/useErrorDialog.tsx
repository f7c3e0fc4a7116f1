import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorDialog } from './dialogs';
import { errorText } from './errors';
import { useServerLacks } from './useServerLacks';

/**
 * The LỖI dialog as a hook, for mutations: `const { showError, errorDialog } = useErrorDialog()`;
 * call `showError(error)` in onError and render `errorDialog`. A list of server messages
 * (`body.message` as an array, or field errors) is shown as a list.
 */
export function useErrorDialog() {
    const translate = useTranslate();
    const [messages, setMessages] = useState<string[] | null>(null);
    const lacks = useServerLacks();
    const showError = useCallback(
        (error: unknown) => {
            const lacking = lacks(error);
            if (lacking) return setMessages([lacking]);
            const body = (error as { body?: { message?: unknown; errors?: Record<string, string> } })?.body;
            if (Array.isArray(body?.message) && body.message.length > 1)
                setMessages(body.message.map(String));
            else if (body?.errors && Object.keys(body.errors).length > 1)
                setMessages([errorText(error, translate), ...Object.values(body.errors)]);
            else setMessages([errorText(error, translate)]);
        },
        [translate, lacks],
    );
    const errorDialog = (
        <ErrorDialog open={!!messages} messages={messages ?? []} onClose={() => setMessages(null)} />
    );
    return { showError, errorDialog };
}
