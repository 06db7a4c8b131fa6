/**
 * A minimal PDF 1.4 writer: A4 pages with text, lines and rectangles.
 *
 * Text uses the standard Adobe CJK font STSong-Light with the UniGB-UCS2-H encoding, so Chinese
 * (and ASCII) is written as UCS-2 hex strings without embedding a font; viewers substitute a
 * system Song/Sans face. All bytes of the file are ASCII apart from the binary marker in the
 * header, so byte offsets equal string offsets and the cross-reference table is exact.
 */
import { createHash } from 'node:crypto';

export const A4 = { width: 595, height: 842 } as const;

export type Rgb = readonly [number, number, number];

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function colour([r, g, b]: Rgb): string {
  return `${num(r)} ${num(g)} ${num(b)}`;
}

/** UCS-2 big-endian hex of a BMP string. */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code > 0xffff) throw new Error(`PDF 文本不支持该字符：${ch}`);
    hex += code.toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

/** Advance width in em: half-width for ASCII, full width otherwise. */
export function pdfTextWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += (ch.codePointAt(0) ?? 0) < 0x80 ? 0.5 : 1;
  return em * size;
}

export interface TextOptions {
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  colour?: Rgb;
}

/** One page's drawing operations. `y` is measured from the top of the page. */
export class PdfPage {
  private readonly operations: string[] = [];

  text(x: number, top: number, size: number, content: string, options: TextOptions = {}): this {
    const width = pdfTextWidth(content, size);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const baseline = A4.height - top;
    const render = options.bold ? `2 Tr 0.35 w ${colour(options.colour ?? [0, 0, 0])} RG ` : '0 Tr ';
    this.operations.push(
      `BT /F1 ${num(size)} Tf ${render}${colour(options.colour ?? [0, 0, 0])} rg ${num(left)} ${num(baseline)} Td <${ucs2Hex(content)}> Tj ET`,
    );
    return this;
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.8, stroke: Rgb = [0.2, 0.2, 0.2]): this {
    this.operations.push(`${num(width)} w ${colour(stroke)} RG ${num(x1)} ${num(A4.height - top1)} m ${num(x2)} ${num(A4.height - top2)} l S`);
    return this;
  }

  rect(x: number, top: number, w: number, h: number, options: { fill?: Rgb; stroke?: Rgb; width?: number } = {}): this {
    const box = `${num(x)} ${num(A4.height - top - h)} ${num(w)} ${num(h)} re`;
    if (options.fill && options.stroke) {
      this.operations.push(`${num(options.width ?? 0.8)} w ${colour(options.fill)} rg ${colour(options.stroke)} RG ${box} B`);
    } else if (options.fill) {
      this.operations.push(`${colour(options.fill)} rg ${box} f`);
    } else {
      this.operations.push(`${num(options.width ?? 0.8)} w ${colour(options.stroke ?? [0.2, 0.2, 0.2])} RG ${box} S`);
    }
    return this;
  }

  content(): string {
    return this.operations.join('\n');
  }
}

export interface PdfMeta {
  title: string;
  subject: string;
  /** wire time `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai */
  created: string;
}

function pdfDate(wire: string): string {
  return `D:${wire.replace(/[- :]/g, '')}+08'00'`;
}

/** Serialises pages into a complete PDF file with a correct xref table. */
export function buildPdf(meta: PdfMeta, pages: readonly PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 7 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>';
  objects[5] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
    '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  objects[6] =
    `<< /Title <FEFF${ucs2Hex(meta.title)}> /Subject <FEFF${ucs2Hex(meta.subject)}> ` +
    `/Producer (badminton-grading content seed) /CreationDate (${pdfDate(meta.created)}) /ModDate (${pdfDate(meta.created)}) >>`;
  pages.forEach((page, i) => {
    const stream = page.content();
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = file.length;
    file += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) file += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  const fileId = createHash('md5').update(file, 'latin1').digest('hex').toUpperCase();
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R /ID [<${fileId}> <${fileId}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(file, 'latin1'));
}
