// An exported sheet written to a stream page by page: CSV or XLSX behind one shape, each page's
// bytes handed to the stream before the next page is read, waiting while the client is slower
// than Firestore (the stream's backpressure), so memory holds a page, not the whole export.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Cell } from './cells';
import { CSV_BOM, csvLine } from './csv';
import { startXlsx } from './xlsx';

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface SheetWriter {
  /** Writes rows and waits until the stream takes more. */
  write: (rows: readonly Cell[][]) => Promise<void>;
  /** Finishes the file (the XLSX's closing parts); the stream itself is left open. */
  end: () => Promise<void>;
}

/** Writes `chunk` and waits for 'drain' when the stream's buffer is full. */
async function handOn(out: Writable, chunks: (string | Uint8Array)[]): Promise<void> {
  let full = false;
  for (const chunk of chunks.splice(0)) full = !out.write(chunk) || full;
  if (full && !out.writableEnded && !out.destroyed) await once(out, 'drain');
}

/** A sheet of `header` then the rows given to `write`, as `format`, into `out`. */
export function sheetWriter(format: SheetFormat, out: Writable, header: readonly string[], sheetName: string): SheetWriter {
  const pending: (string | Uint8Array)[] = [];
  if (format === 'csv') {
    pending.push(CSV_BOM + csvLine(header));
    return {
      write: async (rows) => {
        pending.push(rows.map(csvLine).join(''));
        await handOn(out, pending);
      },
      end: () => handOn(out, pending),
    };
  }
  let failure: Error | null = null;
  const xlsx = startXlsx(sheetName, (chunk) => pending.push(chunk), (error) => (failure = error));
  xlsx.rows([[...header]]);
  const flush = async () => {
    if (failure) throw failure;
    await handOn(out, pending);
  };
  return {
    write: async (rows) => {
      xlsx.rows(rows);
      await flush();
    },
    end: async () => {
      xlsx.end();
      await flush();
    },
  };
}
