// What a page tells the server renderer while it renders: its <head> and whether it exists. In the
// browser there is no ServerPage (the context is null), and these calls do nothing.
import { createContext, useContext } from 'react';
import type { PageHead } from '@domain/page-render';

export class ServerPage {
  head: PageHead | null = null;
  status: 200 | 404 = 200;

  /** The last page component to report wins: a not-found state inside a page names the absence. */
  reportHead(head: PageHead): void {
    this.head = head;
  }

  reportNotFound(): void {
    this.status = 404;
  }
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** During a server render, records the page's head. */
export function useReportHead(head: PageHead): void {
  useContext(ServerPageContext)?.reportHead(head);
}

/** An unknown path, good or category: the server answers 404 with the page as rendered. */
export function useNotFoundStatus(): void {
  useContext(ServerPageContext)?.reportNotFound();
}
