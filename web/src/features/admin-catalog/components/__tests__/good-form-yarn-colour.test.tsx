import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnColourGood, makeYarnLine } from '@/testing/yarn-line-fixtures';
import type { Catalog } from '@/types/catalog';
import { goodToValues } from '../../utils/good-form-values';
import { GoodForm } from '../good-form';

const catalogs: Catalog[] = [
  { category: 'socks', outerCategory: 'yarn', title: { ua: 'Шкарпеткова', en: 'Sock yarn' }, previewImage: null, subCategories: [], description: { ua: '', en: '' }, order: 0 },
];

beforeEach(() => {
  const { id: _id, ...line } = makeYarnLine();
  setCatalogReader(memoryCatalogReader({ [COLLECTIONS.yarnLines]: { 'alize-socks': line } }));
});

describe('the good form’s yarn line part', () => {
  it('edits the lots by keyboard, shows their sum as the stock, and sends the colour with its lots', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<GoodForm initial={goodToValues(makeYarnColourGood({ subcategory: 'allgoods' }))} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, {
      language: 'en',
    });
    expect(await screen.findByRole('option', { name: 'Alize Superwash Comfort Socks' })).toBeInTheDocument();
    expect(screen.getByLabelText('Yarn line')).toHaveValue('alize-socks');
    expect(screen.queryByLabelText('Stock')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Dye lots' });
    expect(within(table).getByText('14 skeins')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a lot' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Lot 3')).toHaveFocus());
    await user.keyboard('C3');
    await user.tab();
    expect(screen.getByLabelText('Skeins in lot 3')).toHaveFocus();
    await user.keyboard('5');
    expect(within(table).getByText('19 skeins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove lot 1' }));
    expect(within(table).getByText('11 skeins')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        quantity: 11,
        yarn: null,
        yarnColour: expect.objectContaining({ lineId: 'alize-socks', lots: [{ lot: 'B2', quantity: 6 }, { lot: 'C3', quantity: 5 }], lotsSeen: [{ lot: 'A1', quantity: 8 }, { lot: 'B2', quantity: 6 }] }),
      }),
    );
  });

  it('refuses a repeated lot beside its row, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<GoodForm initial={goodToValues(makeYarnColourGood())} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, { language: 'en' });
    await user.clear(screen.getByLabelText('Lot 2'));
    await user.type(screen.getByLabelText('Lot 2'), 'A1');
    await user.clear(screen.getByLabelText('Skeins in lot 1'));
    await user.type(screen.getByLabelText('Skeins in lot 1'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Lot 2')).toHaveAccessibleDescription('This lot is listed twice.');
    expect(screen.getByLabelText('Skeins in lot 1')).toHaveAccessibleDescription('A whole number of skeins, 0 or more.');
  });

  it('makes a plain good a colour: the part starts empty, and stops being one when unticked', async () => {
    const onSubmit = vi.fn();
    const plain = makeYarnColourGood({ yarnColour: null, quantity: 4 });
    const { user } = renderWithProviders(<GoodForm initial={goodToValues(plain)} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, { language: 'en' });
    await user.click(screen.getByLabelText('A colour of a yarn line'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose the line, or make a new one.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('A colour of a yarn line'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 4 }));
    // A good that was no colour sends no colour part, so lots a price list gave it stay.
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('yarnColour');
  });

  it('sends yarnColour null when a colour stops being one', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<GoodForm initial={goodToValues(makeYarnColourGood())} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, { language: 'en' });
    await user.click(screen.getByLabelText('A colour of a yarn line'));
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 5, yarnColour: null }));
  });
});
