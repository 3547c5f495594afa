import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeYarnLine } from '@/testing/yarn-line-fixtures';
import { YarnSpecTable } from '../yarn-spec-table';

function rows(): Record<string, string> {
  const table = screen.getByRole('table');
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent ?? '', within(row).getByRole('cell').textContent ?? '']),
  );
}

describe('YarnSpecTable', () => {
  it("shows the line's attributes in Ukrainian, weight class by the shop's name and the Craft Yarn Council's number", () => {
    renderWithProviders(<YarnSpecTable line={makeYarnLine()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Характеристики лінії Alize Superwash Comfort Socks' })).toBeInTheDocument();
    expect(rows()).toEqual({
      Бренд: 'Alize',
      Склад: '75% вовна, 25% поліамід',
      Товщина: 'Шкарпеткова, Craft Yarn Council 1',
      'Метраж на 100 г': '420 м',
      Моток: '420 м, 100 г',
      Спиці: '2–3 мм',
      Гачок: '2,5–3,5 мм',
      'Щільність в’язання': '30 п. × 40 р. = 10 × 10 см на спицях 2,5 мм',
      Догляд: 'машинне прання в холодній воді; до 30 °C; не сушити в барабані; не прасувати; не відбілювати; сушити розкладеним',
    });
  });

  it('goes on with the shop’s note in lower case after the rules (no capital mid-sentence), an abbreviation kept', () => {
    const base = makeYarnLine();
    renderWithProviders(<YarnSpecTable line={makeYarnLine({ care: { ...base.care, note: { ua: 'Сушити розкладеним', en: 'Dry flat' } } })} />);
    expect(rows()['Догляд']).toMatch(/; не відбілювати; сушити розкладеним$/);
  });

  it('speaks English, and leaves out what the line does not have', () => {
    const line = makeYarnLine({ hookMm: null, gauge: null, skein: null, weightClass: 'bulky', needleMm: { from: 6, to: null } });
    renderWithProviders(<YarnSpecTable line={line} />, { language: 'en' });
    const table = rows();
    expect(table['Weight class']).toBe('Bulky, Craft Yarn Council 5');
    expect(table.Needles).toBe('6 mm');
    expect(table.Composition).toBe('75% wool, 25% polyamide');
    expect(table.Care).toBe('machine wash cold; up to 30 °C; do not tumble dry; do not iron; do not bleach; dry flat');
    expect(Object.keys(table)).not.toContain('Hook');
    expect(Object.keys(table)).not.toContain('Gauge');
    expect(Object.keys(table)).not.toContain('Skein');
  });
});
