/** A web address with its scheme, or a host name followed by a path (how scanners and copies give links). */
const LINK = /^(https?:\/\/|[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\/)/i;

/**
 * Whether scanned, pasted or typed text is a link rather than a word to search: the cheap test a
 * search box makes before it loads the reader of stamp links (scanSearch.ts).
 */
export const looksLikeLink = (value: string) => LINK.test(value.trim());
