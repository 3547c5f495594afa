// What a page tells the server renderer while it renders: its <head> and whether it exists. In the
// browser there is no ServerPage (the context is null), and these calls do nothing.
import { createContext, useContext } from 'react';
import type { PageHead } from '@domain/page-render';

export class ServerPage {
  head: PageHead | null = null;
  status: 200 | 404 = 200;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** During a server render, records the page's head; the last page component to say wins. */
export function useReportHead(head: PageHead): void {
  const page = useContext(ServerPageContext);
  if (page) page.head = head;
}

/** An unknown path, good or category: the server answers 404 with the page as rendered. */
export function useNotFoundStatus(): void {
  const page = useContext(ServerPageContext);
  if (page) page.status = 404;
}
