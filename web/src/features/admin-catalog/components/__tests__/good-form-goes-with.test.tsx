import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { makeGood } from '@/testing/good-fixtures';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnLine } from '@/testing/yarn-line-fixtures';
import type { Catalog } from '@/types/catalog';
import { goodToValues } from '../../utils/good-form-values';
import { GoodForm } from '../good-form';

const catalogs: Catalog[] = [
  { category: 'needles', outerCategory: 'noOuterCategory', title: { ua: 'Спиці', en: 'Needles' }, previewImage: null, subCategories: [], description: { ua: '', en: '' }, order: 0 },
];
const accessory = makeGood({ id: 'kn-1001', kind: 'accessory', category: 'needles', subcategory: 'allgoods', yarn: null, measurement: 'piece' });

beforeEach(() => {
  const { id: _id, ...line } = makeYarnLine();
  setCatalogReader(memoryCatalogReader({ [COLLECTIONS.yarnLines]: { 'alize-socks': line } }));
});

function renderForm(good = accessory, language: 'ua' | 'en' = 'en') {
  const onSubmit = vi.fn();
  const rendered = renderWithProviders(<GoodForm initial={goodToValues(good)} catalogs={catalogs} pending={false} serverError={null} onSubmit={onSubmit} />, { language });
  return { ...rendered, onSubmit };
}

describe('the good form’s "goes with" fields', () => {
  it('sends a set’s sizes typed with decimal commas, and refuses a size that is none beside the field', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Needles or hook'), 'needles');
    const sizes = screen.getByLabelText('Sizes, mm (a set: apart by ";": 2; 2.5; 3)');
    await user.type(sizes, '2; 2,5; huge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(sizes).toHaveAccessibleDescription('Give sizes from 0.5 to 25 mm, each once, apart by ";".');
    await user.clear(sizes);
    await user.type(sizes, '2; 2,5 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ toolSize: { tool: 'needles', sizesMm: [2, 2.5, 3] }, patternYarns: null }));
  });

  it('sends the lines and weight classes a pattern names', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: 'Alize Superwash Comfort Socks' }));
    await user.click(screen.getByRole('checkbox', { name: '1 Super Fine' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ toolSize: null, patternYarns: { lineIds: ['alize-socks'], weightClasses: ['superFine'] } }));
  });

  it('shows the stored sizes in Ukrainian, and clears them when the good stops being an accessory', async () => {
    const { user, onSubmit } = renderForm({ ...accessory, toolSize: { tool: 'hook', sizesMm: [3.5] } }, 'ua');
    expect(screen.getByLabelText('Розміри, мм (набір — через «;»: 2; 2,5; 3)')).toHaveValue('3,5');
    await user.selectOptions(screen.getByLabelText('Вид'), 'finishedItem');
    expect(screen.queryByLabelText('Спиці чи гачок')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'finishedItem', toolSize: null, patternYarns: null }));
  });

  it('offers no such fields to a yarn, and sends none for it', async () => {
    const { user, onSubmit } = renderForm(makeGood({ id: 'ya-1', category: 'needles', subcategory: 'allgoods' }));
    expect(screen.queryByLabelText('Needles or hook')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('toolSize');
  });
});
