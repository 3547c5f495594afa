import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SectionForm } from '../section-form';

describe('SectionForm', () => {
  it('shows each field error and sends nothing until the form is valid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm nameKind="segment" pending={false} serverError={null} onSubmit={onSubmit} />, { language: 'en' });
    await user.type(screen.getByLabelText('Name in the address (Latin letters)'), 'шкарпетки');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name in the address (Latin letters)')).toHaveAccessibleDescription('Latin letters and digits, up to 40 characters.');
    expect(screen.getByLabelText('Title in Ukrainian')).toHaveAccessibleDescription('Required.');

    await user.clear(screen.getByLabelText('Name in the address (Latin letters)'));
    await user.type(screen.getByLabelText('Name in the address (Latin letters)'), 'socks');
    await user.type(screen.getByLabelText('Title in Ukrainian'), 'Шкарпетки');
    await user.type(screen.getByLabelText('Title in English'), 'Socks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'socks', title: { ua: 'Шкарпетки', en: 'Socks' }, previewImage: null });
  });

  it('shows the server error', () => {
    renderWithProviders(<SectionForm nameKind="subCategory" pending={false} serverError="Така підкатегорія вже є." onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Така підкатегорія вже є.');
  });
});
