import ExcelJS from 'exceljs';
import { BusinessError } from '../../lib/errors';

/**
 * Workbooks read and written with exceljs (decision 0060); the upload pipeline has already checked the file by
 * content, its inflated size, its row count and that it has no formula (`uploads/spreadsheets.ts`). This reads the
 * first sheet's cells as trimmed text and refuses a formula cell again (defence in depth).
 */

export interface SheetRow {
  /** The row's number in the sheet (1 is the header). */
  row: number;
  cells: string[];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    return '';
  }
  return String(value).trim();
}

export async function readSheet(
  content: Buffer,
  columns: readonly string[],
  messages: { badHeader: string; formula: string; empty: string; tooManyRows: string },
  maxRows: number,
): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new BusinessError(messages.badHeader);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BusinessError(messages.empty);
  const header = columns.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (header.some((text, i) => text !== columns[i])) throw new BusinessError(messages.badHeader);
  const rows: SheetRow[] = [];
  let formula = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) formula = true;
    });
    if (number === 1) return;
    const cells = columns.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((text) => text === '')) return;
    rows.push({ row: number, cells });
  });
  if (formula) throw new BusinessError(messages.formula);
  if (rows.length > maxRows) throw new BusinessError(messages.tooManyRows);
  if (rows.length === 0) throw new BusinessError(messages.empty);
  return rows;
}

/** A workbook of one sheet: the header row, then the rows; answered as a `data:` address. */
export async function writeSheet(title: string, columns: readonly string[], rows: readonly (readonly (string | number)[])[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '中国羽毛球运动水平等级评定';
  const sheet = workbook.addWorksheet(title);
  sheet.addRow([...columns]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${buffer.toString('base64')}`;
}
