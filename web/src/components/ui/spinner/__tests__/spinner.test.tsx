import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Spinner } from '../spinner';

describe('Spinner', () => {
  it('is announced with a label and hides itself when clicked', async () => {
    const { user } = renderWithProviders(<Spinner />);
    const spinner = screen.getByRole('status', { name: 'Завантаження…' });
    await user.click(spinner);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a specific label', () => {
    renderWithProviders(<Spinner label="Каталог" />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Каталог' })).toBeInTheDocument();
  });
});
