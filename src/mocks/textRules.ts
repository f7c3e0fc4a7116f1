/** NUL and the bidirectional embedding, override and isolate controls (they make text lie about itself). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const FORBIDDEN_CHARS = /[\u0000\u202A-\u202E\u2066-\u2069]/;

/** Fields of long free text; every other text field holds at most SHORT_TEXT characters. */
const LONG_FIELDS =
    /description|note|content|story|intro|detail|guide|instruction|ingredient|message|reason|comment|feedback|usage|storage|text/i;

/** Fields that hold a picture, where a data URL (an uploaded file) is not text. */
const PICTURE_FIELDS = /logo|image|avatar|background|photo|picture|screenshot|file|url|icon|banner/i;

export const SHORT_TEXT = 500;

export const LONG_TEXT = 5000;

/**
 * Every text of a write, whatever the call: no NUL or bidi control characters, and a length limit
 * (data URLs in picture fields are files, not text; the URL rules of crud.checkUrl apply to them). Field errors are keyed
 * by the top-level field, where the form shows them.
 */
export function textProblems(body: unknown): Record<string, string> {
    const errors: Record<string, string> = {};
    const walk = (value: unknown, field: string, key: string) => {
        if (typeof value === 'string') {
            if (FORBIDDEN_CHARS.test(value))
                errors[field] ??= 'Có ký tự không được phép (ký tự điều khiển hoặc đảo chiều văn bản)';
            else if (!(value.startsWith('data:') && PICTURE_FIELDS.test(key))) {
                const max = LONG_FIELDS.test(key) ? LONG_TEXT : SHORT_TEXT;
                if (value.length > max) errors[field] ??= `Tối đa ${max} ký tự`;
            }
        } else if (Array.isArray(value)) value.forEach((item) => walk(item, field, key));
        else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
            for (const [k, v] of Object.entries(value)) walk(v, field || k, k);
        }
    };
    walk(body, '', '');
    return errors;
}
