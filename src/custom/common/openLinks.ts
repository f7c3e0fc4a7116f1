import { useEffect, useMemo } from 'react';
import { config } from '../../config';

declare const __XTS_MOCK__: boolean;

/**
 * The address a link opened in a new tab really leads to. In mock mode the public pages (the
 * scanner host's product and stamp pages, an old company's lookup) do not exist: the mock's
 * stand-in page (/mock-scan) answers them from the mock's public API. Elsewhere: the address itself.
 */
export function openHref(url: string): string {
    if (!__XTS_MOCK__ || !/^https?:\/\//.test(url)) return url;
    if (url.startsWith(`${config.scannerHost}/`))
        return `/mock-scan/${url.slice(config.scannerHost.length + 1)}`;
    return `/mock-scan/?to=${encodeURIComponent(url)}`;
}

/**
 * A picture given as a data URL, as an address a new tab can open (browsers refuse to open data
 * URLs in a tab): a blob URL for as long as the component shows it.
 */
export function useOpenableImage(src: string): string {
    const blobUrl = useMemo(() => {
        const match = /^data:([^;,]+)((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/s.exec(src);
        if (!match) return null;
        const [, type, , base64, body] = match;
        const bytes = base64
            ? Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
            : new TextEncoder().encode(decodeURIComponent(body));
        return URL.createObjectURL(new Blob([bytes], { type }));
    }, [src]);
    useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
    return blobUrl ?? src;
}
