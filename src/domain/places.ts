import { provinceAliases, wardAliases } from './placeAliases';

/** Text as the pickers compare it: no diacritics (đ as d), lower case, dots and dashes as spaces, one space. */
export function foldPlace(text: string): string {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd')
        .toLowerCase()
        .replace(/[.,\-–_/]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}

/** The kind words a name may start with ("Thành phố", "Tỉnh", "Phường", "Quận"…) as people type them. */
const KIND = /^(thanh pho|tinh|tp|phuong|xa|dac khu|thi tran|thi xa|quan|huyen|p|q|x)\s+/;
const bare = (folded: string) => folded.replace(KIND, '');
/** Without spaces, so that "tphcm", "tp hcm" and "tp.hcm" read the same. */
const squeeze = (folded: string) => folded.replace(/\s/g, '');

const folded = (table: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(table).map(([key, names]) => [key, names.map(foldPlace)]));
const provinceIndex = folded(provinceAliases);
const wardIndex = Object.fromEntries(
    Object.entries(wardAliases).map(([province, table]) => [
        province,
        Object.entries(table).map(([old, targets]) => ({
            old: foldPlace(old),
            targets: new Set(targets.map((name) => bare(foldPlace(name)))),
        })),
    ]),
);

/** Whether the typed text names the unit: its name without diacritics, with or without its kind. */
function matchesName(query: string, name: string): boolean {
    const q = foldPlace(query);
    if (!q) return true;
    const n = foldPlace(name);
    if (n.includes(q) || bare(n).includes(bare(q))) return true;
    // Typed without spaces ("lamdong"): the start of the name.
    return q.length >= 3 && squeeze(bare(n)).startsWith(squeeze(bare(q)));
}

/** Whether what was typed matches an alias (a whole alias, or the start of one of three letters or more). */
function matchesAlias(query: string, alias: string): boolean {
    const q = squeeze(foldPlace(query));
    const a = squeeze(alias);
    return q === a || (q.length >= 3 && a.startsWith(q));
}

/** The province picker's test: its name without diacritics, or a common abbreviation or former province. */
export function provinceMatches(query: string, province: { code: string; name: string }): boolean {
    if (matchesName(query, province.name)) return true;
    return (provinceIndex[province.code] ?? []).some((alias) => matchesAlias(query, alias));
}

/**
 * The ward picker's test: its name without diacritics, or a former district or ward of the province
 * that now lies in this ward ("Quận 3", "Võ Thị Sáu" → Phường Xuân Hòa in Thành phố Hồ Chí Minh).
 */
export function wardMatches(query: string, ward: { name: string; provinceCode: string }): boolean {
    if (matchesName(query, ward.name)) return true;
    const q = foldPlace(query);
    if (!q) return true;
    const name = bare(foldPlace(ward.name));
    return (wardIndex[ward.provinceCode] ?? []).some(
        (entry) =>
            entry.targets.has(name) &&
            (entry.old === q || bare(entry.old) === bare(q) || (q.length >= 4 && entry.old.startsWith(q))),
    );
}
