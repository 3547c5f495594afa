// A one-sheet XLSX written as a stream: the fixed parts first, then the sheet's rows as they come,
// deflated by fflate's streaming zip, so no more than a page of rows is held at a time. Text is
// written as inline strings: a shared-string table would need every text before the first row.
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { safeRow, type Cell } from './cells';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Whether XML 1.0 can hold the character: not the control characters but tab, line feed and carriage return. */
const xmlChar = (char: string) => {
  const code = char.charCodeAt(0);
  return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
};

/** XML 1.0 cannot hold most control characters at all; the rest are escaped. */
function xmlText(text: string): string {
  return [...text]
    .filter(xmlChar)
    .join('')
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}

/** A, B, … Z, AA, …: the column part of a cell's address. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: Cell, address: string, style: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') return `<c r="${address}"${style}><v>${cell}</v></c>`;
  return `<c r="${address}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** One <row>, its text cells neutralised; `bold` for the header. */
function rowXml(row: readonly Cell[], rowNumber: number, bold = false): string {
  const style = bold ? ' s="1"' : '';
  return `<row r="${rowNumber}">${safeRow(row).map((cell, i) => cellXml(cell, `${columnName(i)}${rowNumber}`, style)).join('')}</row>`;
}

interface XlsxStream {
  /** Adds rows (the first call's first row is the header); answers once their bytes were handed on. */
  rows: (rows: readonly Cell[][]) => void;
  end: () => void;
}

/** Starts an XLSX whose bytes go to `write` as they are made. */
export function startXlsx(sheetName: string, write: (chunk: Uint8Array) => void, fail: (error: Error) => void): XlsxStream {
  const zip = new Zip((error, chunk) => (error ? fail(error) : write(chunk)));
  const part = (name: string, xml: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(xml), true);
  };
  part('[Content_Types].xml', CONTENT_TYPES);
  part('_rels/.rels', ROOT_RELS);
  part('xl/workbook.xml', workbook(sheetName));
  part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  part('xl/styles.xml', STYLES);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8(SHEET_START));
  let rowNumber = 0;
  return {
    rows: (rows) => sheet.push(strToU8(rows.map((row) => rowXml(row, ++rowNumber, rowNumber === 1)).join(''))),
    end: () => {
      sheet.push(strToU8(SHEET_END), true);
      zip.end();
    },
  };
}
