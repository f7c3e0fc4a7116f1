/**
 * Fills the `:name` placeholders of a path pattern, for the console's routes (src/routes) and the
 * API's paths (providers/endpoints.ts) alike. Values are URL-encoded. A missing value throws, or,
 * with `missing: 'empty'`, leaves the segment empty (a link drawn before its record has loaded).
 */
export function fillPath(
    pattern: string,
    params: Record<string, unknown> = {},
    missing: 'throw' | 'empty' = 'throw',
): string {
    return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
        const value = params[key];
        if (value === undefined || value === null || value === '') {
            if (missing === 'empty') return '';
            throw new Error(`Missing path parameter "${key}" for ${pattern}`);
        }
        return encodeURIComponent(String(value));
    });
}
