/**
 * The entries of a zip file (a zipped shapefile), read within MAX_UNZIPPED_BYTES: the sizes the
 * zip declares are added up before anything is inflated, and inflating stops as soon as an entry
 * gives more than it declared. A zip bomb is refused after inflating at most its declared sizes.
 */
import { Inflate } from 'fflate';
import { MAX_UNZIPPED_BYTES, PlotFileError } from './fileLimits';

export interface ZipDirectoryEntry {
    name: string;
    /** 0 stored, 8 deflated. */
    method: number;
    flags: number;
    compressedSize: number;
    /** Size once expanded, as the zip declares it. */
    size: number;
    /** Where its local header starts. */
    offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64 = 0xffffffff;
/** Input given to the inflater at a time: one push expands to at most about 1,000 times this. */
const INFLATE_STEP = 4096;

const unreadable = () => new PlotFileError('unreadable');

/** The central directory of a zip: every entry's name, method and declared sizes. */
export function zipDirectory(bytes: Uint8Array): ZipDirectoryEntry[] {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let end = -1;
    for (let at = bytes.byteLength - 22; at >= 0 && at >= bytes.byteLength - 22 - 0xffff; at--)
        if (view.getUint32(at, true) === END_OF_DIRECTORY) {
            end = at;
            break;
        }
    if (end < 0) throw unreadable();
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    // A zip of more than 4 GB (zip64) is no plot file.
    if (at === ZIP64 || count === 0xffff) throw unreadable();
    const names = new TextDecoder();
    const entries: ZipDirectoryEntry[] = [];
    for (let i = 0; i < count; i++) {
        if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw unreadable();
        const nameLength = view.getUint16(at + 28, true);
        const entry: ZipDirectoryEntry = {
            flags: view.getUint16(at + 8, true),
            method: view.getUint16(at + 10, true),
            compressedSize: view.getUint32(at + 20, true),
            size: view.getUint32(at + 24, true),
            offset: view.getUint32(at + 42, true),
            name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
        };
        if (entry.size === ZIP64 || entry.compressedSize === ZIP64 || entry.offset === ZIP64)
            throw unreadable();
        entries.push(entry);
        at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return entries;
}

/** One entry's bytes, inflated up to its declared size and no further. */
function inflateEntry(bytes: Uint8Array, entry: ZipDirectoryEntry): Uint8Array {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const at = entry.offset;
    if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) throw unreadable();
    // Encrypted entries cannot be read.
    if (entry.flags & 1) throw unreadable();
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.byteLength < entry.compressedSize) throw unreadable();
    if (entry.method === 0) {
        if (entry.compressedSize !== entry.size) throw unreadable();
        return data;
    }
    if (entry.method !== 8) throw unreadable();
    const out = new Uint8Array(entry.size);
    let written = 0;
    let overflow = false;
    const inflater = new Inflate((chunk) => {
        if (overflow) return;
        if (written + chunk.byteLength > entry.size) {
            overflow = true;
            return;
        }
        out.set(chunk, written);
        written += chunk.byteLength;
    });
    try {
        for (let from = 0; from < data.byteLength && !overflow; from += INFLATE_STEP) {
            const to = Math.min(from + INFLATE_STEP, data.byteLength);
            inflater.push(data.subarray(from, to), to === data.byteLength);
        }
    } catch {
        throw unreadable();
    }
    // More than the zip declared: a bomb that lies about its sizes.
    if (overflow) throw new PlotFileError('unzipped_too_large', { max: MAX_UNZIPPED_BYTES });
    if (written !== entry.size) throw unreadable();
    return out;
}

/**
 * The entries of a zip that `wanted` chooses, by name. Refuses with `unzipped_too_large` when their
 * declared sizes add up past `maxBytes`, or when an entry inflates past its declared size.
 */
export function unzipWithin(
    bytes: Uint8Array,
    wanted: (name: string) => boolean,
    options: { maxBytes?: number; onEntry?: (done: number, total: number) => void } = {},
): Map<string, Uint8Array> {
    const maxBytes = options.maxBytes ?? MAX_UNZIPPED_BYTES;
    const entries = zipDirectory(bytes).filter((entry) => wanted(entry.name));
    const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (declared > maxBytes) throw new PlotFileError('unzipped_too_large', { max: maxBytes });
    const files = new Map<string, Uint8Array>();
    entries.forEach((entry, index) => {
        files.set(entry.name, inflateEntry(bytes, entry));
        options.onEntry?.(index + 1, entries.length);
    });
    return files;
}
