/**
 * Turns an error into the text to show: the server's message, or one of the client's i18n keys.
 * (Its own module so that the sign-in page can use it without the forms' helpers of ./errors.ts.)
 */
export function errorText(error: unknown, translate: (key: string, options?: any) => string): string {
    const message =
        error instanceof Error
            ? error.message
            : typeof error === 'string'
              ? error
              : (error as { message?: string })?.message;
    if (!message) return translate('xts.errors.unknown');
    return translate(message, { _: message });
}
