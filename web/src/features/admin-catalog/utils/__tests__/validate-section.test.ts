import { describe, expect, it } from 'vitest';
import { validateSection } from '../validate-section';

describe('validateSection', () => {
  it('wants a Latin URL name for categories and both titles', () => {
    expect(validateSection({ name: 'socks2', titleUa: 'Шкарпетки', titleEn: 'Socks' }, 'segment')).toEqual({});
    expect(validateSection({ name: 'шкарпетки', titleUa: '', titleEn: 'Socks' }, 'segment')).toEqual({
      name: 'adminCatalog.error.segment',
      titleUa: 'adminCatalog.error.required',
    });
  });

  it('lets a sub-category name have letters of any script and spaces', () => {
    expect(validateSection({ name: 'Літні моделі 2', titleUa: 'Літні', titleEn: 'Summer' }, 'subCategory')).toEqual({});
    expect(validateSection({ name: 'a/b', titleUa: 'x', titleEn: 'y' }, 'subCategory').name).toBe('adminCatalog.error.subCategoryName');
  });
});
