import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageHead } from '@domain/page-render';
import { ServerPage, ServerPageContext, useNotFoundStatus, useReportHead } from '../server-page';

const head = (title: string): PageHead => ({ title, description: `${title}: опис`, image: null, type: 'website' });

function Page({ title, notFound = false }: { title: string; notFound?: boolean }) {
  useReportHead(head(title));
  return notFound ? <Missing /> : <h1>{title}</h1>;
}

function Missing() {
  useNotFoundStatus();
  useReportHead(head('Товар не знайдено'));
  return <p>Товар не знайдено</p>;
}

describe('ServerPage', () => {
  it('starts as a page that exists and has reported no head', () => {
    const page = new ServerPage();
    expect(page.status).toBe(200);
    expect(page.head).toBeNull();
  });

  it("records, during a server render, the page's head and that it exists", () => {
    const page = new ServerPage();
    const html = renderToString(
      <ServerPageContext value={page}>
        <Page title="Пряжа" />
      </ServerPageContext>,
    );
    expect(html).toBe('<h1>Пряжа</h1>');
    expect(page.head).toEqual(head('Пряжа'));
    expect(page.status).toBe(200);
  });

  it('records a 404, with the head of the not-found state inside the page: the last to report wins', () => {
    const page = new ServerPage();
    renderToString(
      <ServerPageContext value={page}>
        <Page title="Пряжа" notFound />
      </ServerPageContext>,
    );
    expect(page.status).toBe(404);
    expect(page.head).toEqual(head('Товар не знайдено'));
  });

  it('does nothing without a ServerPage, as in the browser', () => {
    expect(renderToString(<Page title="Пряжа" notFound />)).toBe('<p>Товар не знайдено</p>');
    const { container } = render(<Page title="Пряжа" notFound />);
    expect(container).toHaveTextContent('Товар не знайдено');
  });
});
