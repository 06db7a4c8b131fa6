import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * PDF documents of the service (notice forms today; invoices, contracts and receipts next), drawn with pdfkit and the
 * Noto Sans SC faces that the npm package `@embedpdf/fonts-sc` ships (GB2312 coverage, OFL; decision 0025). Only the
 * glyphs a document uses are embedded (a subset of the OpenType font), so a one-page form weighs tens of KB and
 * reads the same on every viewer, with or without Chinese fonts installed.
 *
 * Coordinates are PDF points; `top` is measured from the top of the page and, for text, is the baseline.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;

export type Rgb = readonly [number, number, number];

export interface PdfMeta {
  title: string;
  subject?: string;
  /** Written into the document information (default: now). */
  created?: Date;
}

export interface TextOptions {
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  colour?: Rgb;
}

const require = createRequire(import.meta.url);
/** The font files of @embedpdf/fonts-sc (its package exports only the list of faces, so the folder is found by path). */
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
export const PDF_FONTS = {
  regular: path.join(FONT_DIR, 'NotoSansHans-Regular.otf'),
  bold: path.join(FONT_DIR, 'NotoSansHans-Bold.otf'),
} as const;

type Doc = InstanceType<typeof PDFDocument>;

const fonts = new Map<keyof typeof PDF_FONTS, fontkit.Font>();

/**
 * A face, opened once and shared by every document: parsing the 8 MB OpenType tables is most of a document's cost,
 * and pdfkit keeps the per-document state (the subset of glyphs used) apart from the font object.
 */
function fontOf(face: keyof typeof PDF_FONTS): fontkit.Font {
  let font = fonts.get(face);
  if (!font) {
    font = fontkit.create(readFileSync(PDF_FONTS[face])) as fontkit.Font;
    fonts.set(face, font);
  }
  return font;
}

function newDocument(meta: PdfMeta): Doc {
  const doc = new PDFDocument({
    bufferPages: true,
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    info: {
      Title: meta.title,
      Subject: meta.subject ?? meta.title,
      Producer: 'badminton-grading service (pdfkit)',
      Creator: 'badminton-grading service',
      CreationDate: meta.created ?? new Date(),
      ModDate: meta.created ?? new Date(),
    },
    displayTitle: true,
    lang: 'zh-CN',
  });
  // pdfkit takes an opened fontkit font as well as a file (its typings only list the latter).
  doc.registerFont('regular', fontOf('regular') as unknown as string);
  doc.registerFont('bold', fontOf('bold') as unknown as string);
  return doc;
}

/** Ends the document and collects its bytes. pdfkit pushes every chunk during `end()`, so this is synchronous. */
function finish(doc: Doc): Uint8Array {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

let measurer: Doc | undefined;

/** The advance width of a line of text in points, measured with the embedded font. */
export function pdfTextWidth(text: string, size: number, bold = false): number {
  measurer ??= newDocument({ title: 'measure', created: new Date(0) });
  return measurer.font(bold ? 'bold' : 'regular').fontSize(size).widthOfString(text);
}

type Operation = (doc: Doc) => void;

/** One page's drawing, recorded and played back by `buildPdf` (so layouts stay plain synchronous code). */
export class PdfPage {
  private readonly operations: Operation[] = [];

  text(x: number, top: number, size: number, content: string, options: TextOptions = {}): this {
    const width = pdfTextWidth(content, size, options.bold);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    this.operations.push((doc) => {
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor([...(options.colour ?? [0, 0, 0])].map((c) => c * 255) as [number, number, number])
        .text(content, left, top, { lineBreak: false, baseline: 'alphabetic' });
    });
    return this;
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.8, stroke: Rgb = [0.2, 0.2, 0.2]): this {
    this.operations.push((doc) => {
      doc.moveTo(x1, top1).lineTo(x2, top2).lineWidth(width).strokeColor(rgb255(stroke)).stroke();
    });
    return this;
  }

  rect(x: number, top: number, w: number, h: number, options: { fill?: Rgb; stroke?: Rgb; width?: number } = {}): this {
    this.operations.push((doc) => {
      doc.rect(x, top, w, h).lineWidth(options.width ?? 0.8);
      if (options.fill && options.stroke) doc.fillAndStroke(rgb255(options.fill), rgb255(options.stroke));
      else if (options.fill) doc.fill(rgb255(options.fill));
      else doc.strokeColor(rgb255(options.stroke ?? [0.2, 0.2, 0.2])).stroke();
    });
    return this;
  }

  /** Plays the page back onto a document (used by `buildPdf`). */
  drawOn(doc: Doc): void {
    for (const operation of this.operations) operation(doc);
  }
}

function rgb255([r, g, b]: Rgb): [number, number, number] {
  return [r * 255, g * 255, b * 255];
}

/** A document of drawn pages (forms, certificates of attendance…). */
export function buildPdf(meta: PdfMeta, pages: readonly PdfPage[]): Uint8Array {
  const doc = newDocument(meta);
  for (const page of pages) {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    page.drawOn(doc);
  }
  return finish(doc);
}

export interface FlowingDocument extends PdfMeta {
  /** Lines under the title (issuer, number, date…). */
  subtitle?: readonly string[];
  /** Body text; each paragraph wraps at the margins, and pages are added as needed. */
  paragraphs: readonly string[];
  /** Small print at the foot of every page (the issuer); the page number is added on the right. */
  footer?: string;
}

const MARGIN = 56;

/**
 * A plain document — title, optional subtitle lines, paragraphs of flowing text, a footer with page numbers — for the
 * receipts, invoices and contracts to come. Chinese text wraps between any two characters (pdfkit's line breaking
 * follows the Unicode line-breaking rules).
 */
export function renderPdf(document: FlowingDocument): Uint8Array {
  const doc = newDocument(document);
  doc.addPage({ size: [A4.width, A4.height], margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN } });
  const width = A4.width - MARGIN * 2;
  doc.font('bold').fontSize(18).fillColor('black').text(document.title, MARGIN, MARGIN, { width, align: 'center' });
  if (document.subtitle?.length) {
    doc.moveDown(0.3).font('regular').fontSize(10.5).fillColor([90, 90, 90]);
    for (const line of document.subtitle) doc.text(line, { width, align: 'center' });
  }
  doc.moveDown(1).font('regular').fontSize(11).fillColor('black');
  for (const paragraph of document.paragraphs) doc.text(paragraph, { width, lineGap: 4, paragraphGap: 8, indent: 22 });
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const top = A4.height - MARGIN;
    doc.font('regular').fontSize(8.5).fillColor([100, 100, 100]);
    if (document.footer) doc.text(document.footer, MARGIN, top, { lineBreak: false });
    const pageText = `第 ${index - range.start + 1} 页 / 共 ${range.count} 页`;
    doc.text(pageText, A4.width - MARGIN - doc.widthOfString(pageText), top, { lineBreak: false });
  }
  return finish(doc);
}
