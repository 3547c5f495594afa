import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { FacetOptions } from '../../utils/facet-options';
import { parseFilters } from '../../utils/goods-filters';
import { FiltersPanel } from '../filters-panel';

// Fibres arrive sorted by their stored (English) keys, as facetOptions gives them.
const fibre = (value: string) => ({ value, count: 1, label: null, hex: null });
const OPTIONS: FacetOptions = {
  brands: [],
  fibres: ['acrylic', 'alpaca', 'bamboo', 'cotton', 'merino'].map(fibre),
  weights: [],
  families: [],
  colours: [],
};

function fibreNames(): string[] {
  const group = screen.getAllByRole('group').find((g) => within(g).queryByText(/^(Склад|Fibre)/));
  if (!group) throw new Error('no fibre group');
  return within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent!.replace(/\d+$/, ''));
}

describe('FiltersPanel', () => {
  it('lists the fibres in the alphabet of the language shown, not by their English keys', () => {
    renderWithProviders(<FiltersPanel options={OPTIONS} filters={parseFilters(new URLSearchParams())} onChange={() => {}} />);
    expect(fibreNames()).toEqual(['акрил', 'альпака', 'бавовна', 'бамбук', 'меринос']);
  });

  it('in English too', () => {
    renderWithProviders(<FiltersPanel options={OPTIONS} filters={parseFilters(new URLSearchParams())} onChange={() => {}} />, { language: 'en' });
    expect(fibreNames()).toEqual(['acrylic', 'alpaca', 'bamboo', 'cotton', 'merino wool']);
  });
});
