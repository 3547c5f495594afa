import { describe, expect, it } from 'vitest';
import { makeYarnLine } from '@/testing/yarn-line-fixtures';
import { emptyLineValues, lineToValues, toLinePayload, validateLine, type YarnLineValues } from '../yarn-line-values';

const sock: YarnLineValues = {
  ...emptyLineValues(),
  brand: 'Alize',
  name: 'Superwash Comfort Socks',
  fibres: 'wool 75, polyamide 25%',
  weightClass: 'superFine',
  metresPer100g: '420',
  skeinMetres: '420',
  skeinGrams: '100',
  needleFrom: '2',
  needleTo: '3,5',
};

describe('the yarn line’s form', () => {
  it('reads fibres as "name percent" pairs and decimal commas, and leaves out an empty hook and gauge', () => {
    const payload = toLinePayload(sock);
    expect(payload).toMatchObject({
      fibres: [{ fibre: 'wool', percent: 75 }, { fibre: 'polyamide', percent: 25 }],
      skein: { metres: 420, grams: 100 },
      needleMm: { from: 2, to: 3.5 },
      hookMm: null,
      gauge: null,
    });
    expect(validateLine(payload)).toEqual({});
  });

  it('marks fibres that do not add up to 100, a backwards needle range and a missing brand, each on its field', () => {
    const payload = toLinePayload({ ...sock, brand: ' ', fibres: 'wool 70, polyamide 20', needleFrom: '4', needleTo: '3' });
    expect(validateLine(payload)).toEqual({ brand: 'adminCatalog.error.required', fibres: 'adminCatalog.yarnLine.error.fibres', needleTo: 'adminCatalog.yarnLine.error.number' });
    expect(validateLine(toLinePayload({ ...sock, metresPer100g: 'lots' }))).toEqual({ metresPer100g: 'adminCatalog.yarnLine.error.number' });
  });

  it('opens a stored line and sends it back as it was, its care note kept', () => {
    const line = makeYarnLine();
    const { id, colours: _colours, ...attributes } = line;
    expect(toLinePayload(lineToValues(line), line)).toEqual({ lineId: id, ...attributes });
  });
});
