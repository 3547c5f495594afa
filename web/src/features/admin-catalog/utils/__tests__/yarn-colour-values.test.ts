import { describe, expect, it } from 'vitest';
import { makeYarnColourGood } from '@/testing/yarn-line-fixtures';
import { colourToValues, emptyColourValues, lotRow, lotsTotal, toColourPayload, validateColour, type ColourValues } from '../yarn-colour-values';

const colour = (lots: [string, string][]): ColourValues => ({
  ...emptyColourValues('alize-socks'),
  code: '21',
  nameUa: 'сірий',
  nameEn: 'grey',
  hex: '#C8C8C8',
  lots: lots.map(([lot, quantity]) => lotRow(lot, quantity)),
});
const rowErrors = (values: ColourValues) => Object.values(validateColour(values).rows ?? {});

describe('the good form’s dye lots', () => {
  it('adds up whole numbers as the stock, a row being typed counting 0', () => {
    expect(lotsTotal(colour([['A1', '8'], ['B2', '6']]).lots)).toBe(14);
    expect(lotsTotal(colour([['A1', '8'], ['B2', '6.5'], ['C3', '']]).lots)).toBe(8);
  });

  it('accepts good lots, a lot of 0 skeins included, and sends them with their sum', () => {
    const values = colour([['1234', '6'], ['1301 / 2', '0']]);
    expect(validateColour(values)).toEqual({});
    expect(toColourPayload(values)).toEqual({
      lineId: 'alize-socks',
      colour: { code: '21', name: { ua: 'сірий', en: 'grey' }, swatch: { kind: 'hex', hex: '#c8c8c8' }, family: 'red' },
      lots: [{ lot: '1234', quantity: 6 }, { lot: '1301 / 2', quantity: 0 }],
    });
  });

  it('marks a repeated lot, a negative, fractional or empty number, and a bad label, each on its row', () => {
    expect(rowErrors(colour([['A1', '2'], ['A1', '3']]))).toEqual([{ lot: 'adminCatalog.yarnLine.error.lotTwice' }]);
    expect(rowErrors(colour([['A1', '-1']]))).toEqual([{ quantity: 'adminCatalog.yarnLine.error.lotQuantity' }]);
    expect(rowErrors(colour([['A1', '2.5']]))).toEqual([{ quantity: 'adminCatalog.yarnLine.error.lotQuantity' }]);
    expect(rowErrors(colour([['A1', '']]))).toEqual([{ quantity: 'adminCatalog.yarnLine.error.lotQuantity' }]);
    expect(rowErrors(colour([['-A', '1']]))).toEqual([{ lot: 'adminCatalog.yarnLine.error.lotLabel' }]);
    expect(validateColour(colour([['A1', 'x']])).lots).toBe('adminCatalog.yarnLine.error.lots');
  });

  it('needs a line, a code, both names and a #RRGGBB swatch', () => {
    const errors = validateColour({ ...colour([]), lineId: '', code: '', nameEn: ' ', hex: 'red' });
    expect(errors).toEqual({ lineId: 'adminCatalog.yarnLine.error.chooseLine', code: 'adminCatalog.yarnLine.error.code', nameEn: 'adminCatalog.error.required', hex: 'adminCatalog.error.colourHex' });
  });

  it('opens a stored colour with its lots, and sends them back as the lots it saw', () => {
    const values = colourToValues(makeYarnColourGood().yarnColour!);
    expect(values).toMatchObject({ lineId: 'alize-socks', code: '21', hex: '#c8c8c8', family: 'grey' });
    expect(toColourPayload(values)).toMatchObject({ lots: [{ lot: 'A1', quantity: 8 }, { lot: 'B2', quantity: 6 }], lotsSeen: [{ lot: 'A1', quantity: 8 }, { lot: 'B2', quantity: 6 }] });
  });
});
