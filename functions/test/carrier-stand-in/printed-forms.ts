// The carriers' printable forms as the stand-in answers them: Nova Poshta's marking at its print
// address (my.novaposhta.ua/orders/printMarking100x100/orders[]/{Ref}/type/pdf/apiKey/{key}, here
// under /novaposhta) and Ukrposhta's sticker (/forms/ecom/0.0.1/shipments/{barcode}/sticker).
// Each is a one-page PDF naming the number, enough to show that the shop passes it on.
import type { StandInState } from './nova-poshta-documents';

export interface PrintedForm {
  status: number;
  contentType: string;
  body: Buffer | string;
}

/** A valid one-page PDF with a few lines of ASCII text. */
export function tinyPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 20 ${250 - i * 28} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 283] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const NP_MARKING = /^\/novaposhta\/orders\/printMarking100x100\/orders(?:\[\]|%5B%5D)\/([^/]+)\/type\/pdf\/apiKey\/([^/]+)$/;
const UP_STICKER = /^\/ukrposhta\/forms\/ecom\/0\.0\.1\/shipments\/([^/]+)\/sticker$/;

/** Answers a print address, or null when the path is not one. Unknown numbers get an HTML page, as the carriers' sites do. */
export function printedForm(path: string, state: StandInState, upBarcodes: ReadonlySet<string>): PrintedForm | null {
  const np = NP_MARKING.exec(path);
  if (np) {
    const document = state.documents.find((item) => item.Ref === decodeURIComponent(np[1]!));
    if (!document) return { status: 200, contentType: 'text/html; charset=utf-8', body: '<html><body>Документ не знайдено</body></html>' };
    return { status: 200, contentType: 'application/pdf', body: tinyPdf(['Nova Poshta', `EN ${document.IntDocNumber}`, `Order ${document.InfoRegClientBarcodes}`]) };
  }
  const up = UP_STICKER.exec(path);
  if (up) {
    const barcode = decodeURIComponent(up[1]!);
    if (!upBarcodes.has(barcode)) return { status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'NOT_FOUND', message: 'Shipment not found' }) };
    return { status: 200, contentType: 'application/pdf', body: tinyPdf(['Ukrposhta', `Barcode ${barcode}`]) };
  }
  return null;
}
