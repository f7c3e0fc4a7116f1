/**
 * Invisible characters that can change how text reads without being seen: C0 and C1 control codes
 * (but tab, line feed and carriage return, which notes use), bidirectional embeddings, overrides,
 * isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width characters
 * (U+200B, U+200C, U+2060–U+2064, U+FEFF; U+200D too, unless it joins two emoji), the invisible
 * Hangul fillers, interlinear annotation marks and tag characters (U+E0000–U+E007F). Line and
 * paragraph separators (U+2028, U+2029) become line feeds.
 *
 * The console strips them: from text it shows (the shared TextField, the list and detail rows, the
 * trace page, the public pages) and from text people type or paste into its inputs. Nothing that
 * reads as text is lost: these characters have no glyph of their own.
 */
const HIDDEN =
    // eslint-disable-next-line no-control-regex -- finding control characters is the point.
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u115f\u1160\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\u{e0000}|[\u{e0001}-\u{e007f}]|\u200d(?!\p{Extended_Pictographic})|(?<!\p{Extended_Pictographic}\ufe0f?)\u200d/gu;
const SEPARATORS = /[\u2028\u2029]/g;

/** The text without invisible control characters (see above). */
export function cleanText(text: string): string {
    return text.replace(HIDDEN, '').replace(SEPARATORS, '\n');
}

/** Whether the text holds any character cleanText removes or changes. */
export function hasHiddenCharacters(text: string): boolean {
    HIDDEN.lastIndex = 0;
    SEPARATORS.lastIndex = 0;
    const found = HIDDEN.test(text) || SEPARATORS.test(text);
    HIDDEN.lastIndex = 0;
    SEPARATORS.lastIndex = 0;
    return found;
}

/** A value from the server as text to show: strings cleaned, numbers as they are, nothing as ''. */
export function formatText(value: unknown): string {
    if (value === null || value === undefined) return '';
    return cleanText(typeof value === 'string' ? value : String(value));
}
