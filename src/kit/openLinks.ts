import { config } from '../config';

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
