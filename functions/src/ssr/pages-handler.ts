import type { Request, Response } from 'express';
import { config } from '../config';
import { adminCatalogueReader } from './admin-catalogue-reader';
import { loadRenderer, loadTemplate } from './renderer';
import { servePage } from './serve-page';

/** The `pages` function: GET and HEAD of any page address, answered by servePage. */
export async function pagesHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  const answer = await servePage(
    { url: req.originalUrl || req.url, cookie: req.headers.cookie },
    { render: loadRenderer, template: loadTemplate, reader: adminCatalogueReader, origin: config.shopOrigin },
  );
  res.status(answer.status).set({ ...answer.headers, 'X-Content-Type-Options': 'nosniff' });
  res.send(answer.body);
}
