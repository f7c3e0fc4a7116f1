/**
 * A small PDF 1.4 writer for print files: numbered objects written once, in order, into byte
 * chunks, then the page tree, cross-reference table and trailer; the finished file is a Blob, so a
 * part's bytes leave JavaScript memory as soon as it is done. Fonts: Courier (a standard font,
 * for serials) and, for text with Vietnamese letters, an embedded TrueType subset as a Type0 font
 * with a ToUnicode map, so the text can be searched and copied.
 */
import { zlibSync } from 'fflate';
import type { TrueTypeFont } from './ttfSubset';

const encoder = new TextEncoder();

export const fixed = (value: number) => (Math.round(value * 100) / 100).toString();

export class PdfWriter {
    private chunks: Uint8Array[] = [];
    private offsets: number[] = [];
    private length = 0;
    /** 1 catalog, 2 page tree (written last); the rest as they come. */
    private next = 3;
    private pageIds: number[] = [];

    constructor() {
        this.write('%PDF-1.4\n%\u00e2\u00e3\n');
        this.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    }

    get pages() {
        return this.pageIds.length;
    }

    private write(part: string | Uint8Array) {
        const bytes = typeof part === 'string' ? encoder.encode(part) : part;
        this.chunks.push(bytes);
        this.length += bytes.length;
    }

    /** Reserves an object number. */
    id() {
        return this.next++;
    }

    /**
     * Writes an object; a new number unless one is given. `deflate` compresses its stream
     * (FlateDecode): page contents, fonts and maps shrink about five-fold.
     */
    object(id: number | null, body: string, stream?: Uint8Array | string, deflate = false): number {
        const number = id ?? this.id();
        this.offsets[number] = this.length;
        if (stream === undefined) {
            this.write(`${number} 0 obj\n${body}\nendobj\n`);
            return number;
        }
        const plain = typeof stream === 'string' ? encoder.encode(stream) : stream;
        const bytes = deflate ? zlibSync(plain, { level: 6 }) : plain;
        const filter = deflate ? ' /Filter /FlateDecode' : '';
        this.write(
            `${number} 0 obj\n${body.replace(/>>$/, `${filter} /Length ${bytes.length} >>`)}\nstream\n`,
        );
        this.write(bytes);
        this.write('\nendstream\nendobj\n');
        return number;
    }

    /** A page of the given size (points) drawing `content`, with its fonts and images. */
    page(widthPt: number, heightPt: number, content: string, fonts: string, images: number[]) {
        const contentId = this.object(null, '<< >>', content, true);
        const xobjects = images.map((id) => `/Q${id} ${id} 0 R`).join(' ');
        const pageId = this.object(
            null,
            `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(widthPt)} ${fixed(heightPt)}] ` +
                `/Resources << /Font << ${fonts} >> /XObject << ${xobjects} >> >> /Contents ${contentId} 0 R >>`,
        );
        this.pageIds.push(pageId);
    }

    /** The finished file. */
    finish(): Blob {
        this.object(
            2,
            `<< /Type /Pages /Kids [${this.pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pageIds.length} >>`,
        );
        const size = this.next;
        const xref = this.length;
        const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
        for (let id = 1; id < size; id++)
            lines.push(`${String(this.offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
        this.write(lines.join(''));
        this.write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
        const blob = new Blob(this.chunks as BlobPart[], { type: 'application/pdf' });
        this.chunks = [];
        return blob;
    }
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** A text set in an embedded font: what to draw and how wide it is. */
export interface EmbeddedText {
    /** The `<…>` string operand of Tj. */
    operand: string;
    /** Width in text space units per point of font size. */
    widthPerPt: number;
    /** The font's ascender, in em. */
    ascentEm: number;
}

/**
 * Embeds the glyphs `texts` need (a subset of `font`) as a Type0 font; answers the font's object
 * number and each text ready to draw. Characters the font lacks are left out.
 */
export function embedFont(pdf: PdfWriter, font: TrueTypeFont, name: string, texts: string[]) {
    const glyphs = new Map<number, number>();
    for (const text of texts)
        for (const char of text.normalize('NFC')) {
            const code = char.codePointAt(0)!;
            const glyph = font.glyphOf(code);
            if (glyph) glyphs.set(glyph, code);
        }
    const { program, newId } = font.subset([...glyphs.keys()]);
    const scale = 1000 / font.unitsPerEm;
    const fileId = pdf.object(null, `<< /Length1 ${program.length} >>`, program, true);
    const tag = 'XTSAAA+';
    const descriptor = pdf.object(
        null,
        `<< /Type /FontDescriptor /FontName /${tag}${name} /Flags 4 /FontBBox [-1000 -500 2000 1500] /ItalicAngle 0 ` +
            `/Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} /CapHeight 700 /StemV 120 /FontFile2 ${fileId} 0 R >>`,
    );
    const widths = [...glyphs.keys()]
        .map((glyph) => `${newId.get(glyph)} [${Math.round(font.advanceOf(glyph) * scale)}]`)
        .join(' ');
    const cid = pdf.object(
        null,
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${tag}${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
            `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const mappings = [...glyphs.entries()].map(([glyph, code]) => {
        const utf16 = String.fromCodePoint(code);
        const units = [...Array(utf16.length).keys()].map((i) => hex4(utf16.charCodeAt(i))).join('');
        return `<${hex4(newId.get(glyph)!)}> <${units}>`;
    });
    const cmap = [
        '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
        '1 begincodespacerange <0000> <FFFF> endcodespacerange',
        ...Array.from({ length: Math.ceil(mappings.length / 100) }, (_, i) => {
            const block = mappings.slice(i * 100, i * 100 + 100);
            return `${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`;
        }),
        'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const toUnicode = pdf.object(null, '<< >>', cmap, true);
    const fontId = pdf.object(
        null,
        `<< /Type /Font /Subtype /Type0 /BaseFont /${tag}${name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
    const set = (text: string): EmbeddedText => {
        let operand = '';
        let width = 0;
        for (const char of text.normalize('NFC')) {
            const glyph = font.glyphOf(char.codePointAt(0)!);
            if (!glyph) continue;
            operand += hex4(newId.get(glyph)!);
            width += font.advanceOf(glyph) / font.unitsPerEm;
        }
        return { operand: `<${operand}>`, widthPerPt: width, ascentEm: font.ascent / font.unitsPerEm };
    };
    return { fontId, set };
}
