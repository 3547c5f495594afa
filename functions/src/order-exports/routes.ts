// The ADMIN's exports and print pages (docs/api.md, "Exports and packing slips"): the orders of
// a range as CSV or XLSX, streamed as they are read, and the packing slips of ticked cards.
import type { Router } from 'express';
import { exportOrdersBody, packingSlipsBody } from '@domain/api/order-exports';
import { endpoint, reply, routerOf } from '../http/endpoint';
import { SHEET_CONTENT_TYPES } from '../spreadsheets/sheet-stream';
import { exportFilter } from './export-filter';
import { writeOrdersExport } from './order-export';
import { packingSlips } from './packing-slips';

export function orderExportsRouter(): Router {
  return routerOf([
    endpoint({
      path: '/api/exportorders',
      access: 'admin',
      schema: exportOrdersBody,
      handler: async (body, { language }) => {
        const filter = exportFilter(body);
        return reply({
          headers: { 'Content-Disposition': `attachment; filename="orders-${body.from}-${body.to}.${body.format}"` },
          type: SHEET_CONTENT_TYPES[body.format],
          stream: async (out) => {
            await writeOrdersExport(out, filter, body.format, language);
          },
        });
      },
    }),
    endpoint({
      path: '/api/getpackingslips',
      access: 'admin',
      schema: packingSlipsBody,
      handler: ({ cardIds }) => packingSlips(cardIds),
    }),
  ]);
}
