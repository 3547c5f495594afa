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
