import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets and updates the tab title', () => {
    const { rerender } = render(<Page title="Каталог" />);
    expect(document.title).toBe('Каталог');
    rerender(<Page title="Сторінку не знайдено" />);
    expect(document.title).toBe('Сторінку не знайдено');
  });
});

function DescribedPage({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

describe('useDocumentTitle with a description', () => {
  const content = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it('sets the meta description while the page is shown and restores the previous one after', () => {
    document.head.innerHTML = '<meta name="description" content="Крамниця пряжі">';
    const { rerender, unmount } = render(<DescribedPage title="Контакти" description="Телефони крамниці" />);
    expect(content()).toBe('Телефони крамниці');
    rerender(<DescribedPage title="Контакти" description="Адреса крамниці" />);
    expect(content()).toBe('Адреса крамниці');
    unmount();
    expect(content()).toBe('Крамниця пряжі');
  });

  it('creates the meta tag when the page has none, and leaves it alone without a description', () => {
    document.head.innerHTML = '';
    const { unmount } = render(<DescribedPage title="Про нас" description="Хто ми" />);
    expect(content()).toBe('Хто ми');
    unmount();
    render(<DescribedPage title="Без опису" />);
    expect(content()).toBe('');
  });
});
