import { describe, expect, it } from 'vitest';
import { pdfFontNames, pdfText } from '../../test/helpers/pdf-text';
import { A4, buildPdf, PdfPage, pdfTextWidth, renderPdf } from './pdf';

function header(bytes: Uint8Array): string {
  return Buffer.from(bytes.subarray(0, 8)).toString('latin1');
}

/** The cross-reference table is where `startxref` says. */
function xrefFound(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  const offset = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1] ?? Number.NaN);
  return text.slice(offset, offset + 4) === 'xref';
}

describe('renderPdf', () => {
  const paragraphs = Array.from({ length: 40 }, (_, i) => `第${i + 1}段：今收到张伟缴纳的成人四级测试报名费人民币贰佰元整（¥200.00），特此证明。`);
  const bytes = renderPdf({
    title: '收款收据',
    subtitle: ['编号：SJ-2026-000123'],
    paragraphs,
    footer: '羽毛球运动水平等级评定服务中心',
    created: new Date('2026-11-23T02:00:00Z'),
  });

  it('writes a well-formed PDF with the Noto Sans SC faces embedded as subsets', () => {
    expect(header(bytes)).toBe('%PDF-1.7');
    expect(xrefFound(bytes)).toBe(true);
    expect(pdfFontNames(bytes).sort()).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Bold$/), expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Regular$/)]);
    // Subsets: a document of a few hundred distinct characters stays far below the 8 MB faces.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('draws the Chinese title, the subtitle, the wrapped paragraphs and numbered footers', () => {
    const lines = pdfText(bytes);
    expect(lines).toContain('收款收据');
    expect(lines).toContain('编号：SJ-2026-000123');
    expect(lines.join('')).toContain('今收到张伟缴纳的成人四级测试报名费');
    expect(lines.join('')).toContain('第40段');
    const pages = lines.filter((line) => /^第 \d+ 页 \/ 共 \d+ 页$/.test(line));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toBe(`第 1 页 / 共 ${pages.length} 页`);
    expect(lines.filter((line) => line === '羽毛球运动水平等级评定服务中心')).toHaveLength(pages.length);
  });

  it('gives the same bytes for the same document and creation date', () => {
    expect(Buffer.from(renderPdf({ title: '收款收据', paragraphs: ['一'], created: new Date(0) }))).toEqual(
      Buffer.from(renderPdf({ title: '收款收据', paragraphs: ['一'], created: new Date(0) })),
    );
  });
});

describe('buildPdf', () => {
  it('plays back drawn pages: text at the given baseline, aligned with the measured width', () => {
    const page = new PdfPage().rect(0, 0, A4.width, 8, { fill: [0, 0.4, 0.2] }).text(A4.width / 2, 60, 16, '考评员培训报名表', { align: 'center', bold: true });
    const bytes = buildPdf({ title: '考评员培训报名表', created: new Date(0) }, [page, new PdfPage().text(50, 80, 10, '第二页')]);
    expect(pdfText(bytes)).toEqual(['考评员培训报名表', '第二页']);
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Count 2\b/);
  });

  it('measures Chinese text at a full em per character, ASCII narrower', () => {
    expect(pdfTextWidth('羽毛球', 10)).toBeCloseTo(30, 0);
    expect(pdfTextWidth('ABC', 10)).toBeLessThan(25);
  });
});
