import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LotTakes, LotWarning, lotsNeeded } from '../lot-notes';

const LOTS = [
  { lot: 'A', quantity: 4 },
  { lot: 'B', quantity: 3 },
  { lot: 'C', quantity: 1 },
];

describe('LotWarning', () => {
  it('says nothing while one lot holds the quantity, or for goods without lots', () => {
    const { container } = renderWithProviders(
      <>
        <LotWarning lots={LOTS} quantity={4} />
        <LotWarning lots={[]} quantity={40} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('warns in words, as a status, when the quantity is more than any one lot holds', () => {
    renderWithProviders(<LotWarning lots={LOTS} quantity={5} />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('Увага: Ця кількість буде з двох партій фарбування: в одній партії цього кольору щонайбільше 4 мотки.');
    // The mark only repeats the words: a screen reader skips it.
    expect(warning.querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
  });

  it('counts the lots a larger quantity needs, in English too', () => {
    renderWithProviders(<LotWarning lots={LOTS} quantity={8} />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('This quantity will come from 3 dye lots: one lot of this colour holds at most 4 skeins.');
  });

  it('lotsNeeded takes the largest lots first and is never below two', () => {
    expect(lotsNeeded(LOTS, 5)).toBe(2);
    expect(lotsNeeded(LOTS, 7)).toBe(2);
    expect(lotsNeeded(LOTS, 8)).toBe(3);
    expect(lotsNeeded([{ lot: 'A', quantity: 0 }, { lot: 'B', quantity: 2 }], 3)).toBe(2);
  });
});

describe('LotTakes', () => {
  it('names the one lot a line came from', () => {
    renderWithProviders(<LotTakes takes={[{ lot: '2024-17', quantity: 5 }]} />);
    expect(screen.getByText('Партія фарбування: 2024-17')).toBeInTheDocument();
  });

  it('says plainly when the yarn comes from two lots, with how many from each', () => {
    renderWithProviders(<LotTakes takes={[{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 2 }]} />, { language: 'en' });
    expect(screen.getByText(/This yarn comes from 2 dye lots: A \(4 skeins\) and B \(2 skeins\)\./)).toBeInTheDocument();
  });

  it('says nothing for a line without recorded lots', () => {
    const { container } = renderWithProviders(<LotTakes takes={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
