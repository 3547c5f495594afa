import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGood } from '@/testing/good-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Catalog } from '@/types/catalog';
import { goodToValues } from '../../utils/good-form-values';
import { GoodForm } from '../good-form';

const catalogs: Catalog[] = [
  { category: 'wool', outerCategory: 'yarn', title: { ua: 'Вовна', en: 'Wool' }, previewImage: null, subCategories: [], description: { ua: '', en: '' }, order: 0 },
];
const good = makeGood({ id: 'ya-1001', category: 'wool', subcategory: 'allgoods', weightGrams: 110 });

describe('the good form’s weight', () => {
  it('shows the saved weight, refuses a bad one beside the field, and sends a good one in grams', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<GoodForm initial={goodToValues(good)} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, { language: 'en' });
    const weight = screen.getByLabelText('Weight of one item with its wrapping, g (optional)');
    expect(weight).toHaveValue('110');
    await user.clear(weight);
    await user.type(weight, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(weight).toHaveAccessibleDescription('Whole grams from 1 to 100,000, or empty.');
    await user.clear(weight);
    await user.type(weight, '450');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ articul: good.articul, weightGrams: 450 }));
  });

  it('sends null when the weight is left empty, so the default applies', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<GoodForm initial={goodToValues({ ...good, weightGrams: null })} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Вага однієї одиниці з упаковкою, г (необов’язково)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ weightGrams: null }));
  });
});
