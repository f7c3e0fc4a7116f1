/**
 * Reads the claims of a JSON Web Token: the middle part, base64url-encoded UTF-8 JSON. The
 * signature is not checked (the server does that); the console only reads the times it carries.
 * Null when the token has no such part or the part is not a JSON object.
 */
export function readClaims<T extends object = Record<string, unknown>>(token: string): T | null {
    const part = token.split('.')[1];
    if (!part) return null;
    try {
        // atob accepts base64 without its '=' padding; base64url's '-' and '_' become '+' and '/'.
        const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
        const json = new TextDecoder('utf-8', { fatal: true }).decode(
            Uint8Array.from(binary, (char) => char.charCodeAt(0)),
        );
        const claims: unknown = JSON.parse(json);
        return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as T) : null;
    } catch {
        return null;
    }
}
