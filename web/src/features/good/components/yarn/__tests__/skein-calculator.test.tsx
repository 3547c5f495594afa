import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SkeinCalculator, type SkeinCalculatorProps } from '../skein-calculator';

const props: SkeinCalculatorProps = {
  goodId: 'socks-21',
  quantity: 14,
  metresPerSkein: 420,
  lots: [
    { lot: 'A1', quantity: 8 },
    { lot: 'B2', quantity: 6 },
  ],
};

afterEach(() => useCartStore.getState().clear());

describe('SkeinCalculator', () => {
  it('turns metres into skeins, suggests an extra one and says why, and adds that many to the cart', async () => {
    const { user } = renderWithProviders(<SkeinCalculator {...props} />);
    const metres = screen.getByRole('textbox', { name: 'Метрів пряжі за описом' });
    expect(screen.getByRole('button', { name: /Додати в кошик/ })).toBeDisabled();
    await user.type(metres, '1250');
    // 1250 / 420 → 3 skeins, 10 m spare: under a tenth, so one more is suggested.
    expect(screen.getByText('Потрібно 3 мотки, залишок 10 м.')).toBeInTheDocument();
    const extra = screen.getByRole('checkbox', { name: /Додати ще один моток\. Залишок менший за десяту частину/ });
    await user.click(extra);
    expect(screen.getByRole('button', { name: 'Додати в кошик: 4 мотки' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Додати в кошик: 4 мотки' }));
    expect(useCartStore.getState().lines).toEqual([{ goodId: 'socks-21', quantity: 4 }]);
    expect(screen.getByText('У кошику 4 мотки цього кольору.')).toBeInTheDocument();
  });

  it('offers no extra skein when the margin is comfortable, and warns when one lot cannot supply them', async () => {
    const { user } = renderWithProviders(<SkeinCalculator {...props} />);
    await user.type(screen.getByRole('textbox'), '3000');
    // 3000 / 420 → 8 skeins (360 m spare); the largest lot holds 8, so no warning yet.
    expect(screen.getByText('Потрібно 8 мотків, залишок 360 м.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/з різних партій/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '3500');
    expect(screen.getByText(/В одній партії цього кольору щонайбільше 8 мотків: 9 мотків будуть з різних партій/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Додати в кошик: 9 мотків' }));
    expect(useCartStore.getState().lines).toEqual([{ goodId: 'socks-21', quantity: 9 }]);
  });

  it('works by keyboard alone, in English, and refuses nonsense and more than the stock', async () => {
    const { user } = renderWithProviders(<SkeinCalculator {...props} quantity={2} />, { language: 'en' });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Metres of yarn your pattern needs' })).toHaveFocus();
    await user.keyboard('abc');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number of metres above 0 and at most 100,000.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('700,5');
    expect(screen.getByText('You need 2 skeins, with 139.5 m to spare.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart: 2 skeins' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(useCartStore.getState().lines).toEqual([{ goodId: 'socks-21', quantity: 2 }]);
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('1000');
    expect(screen.getByText('Only 2 skeins of this colour in stock.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: 3 skeins' })).toBeDisabled();
  });
});
