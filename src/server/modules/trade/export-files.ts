// Writes the export table as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read
// Chinese and Korean titles right) and as XLSX (exceljs, loaded on the first XLSX: it is large, and
// most processes never write one).
import type { Cell, ExportTable } from './export-table.ts';

/** A text a spreadsheet would run as a formula is kept as text. */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (cell: Cell) => {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = neutral(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0); // the file says nothing about when the server made it
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutral(cell) : cell)));
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(40, Math.max(10, table.columns[index]!.length + 2, index === 0 ? 20 : 0));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
