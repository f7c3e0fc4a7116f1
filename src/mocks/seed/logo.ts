/** A small SVG logo with the initials of a name, as a data URL (deterministic). */
export function initialsLogo(name: string, color: string): string {
    const words = name
        .replace(/^(HTX|Công ty( TNHH| CP| Cổ phần)?|Hợp tác xã)\s+/i, '')
        .split(/\s+/)
        .filter(Boolean);
    const initials = (words[0]?.[0] ?? 'X') + (words[1]?.[0] ?? '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${color}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials.toUpperCase()}</text></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
