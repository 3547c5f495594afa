// Rules of the outer-category, category and sub-category forms (the server's NameSchema and
// AddSubCategorySchema), answered as message keys.
export interface SectionValues {
  name: string;
  titleUa: string;
  titleEn: string;
}
export type SectionErrors = Partial<Record<keyof SectionValues, string>>;

/** `segment`: a URL name of Latin letters and digits; `subCategory`: letters (any script), digits, spaces. */
export function validateSection(values: SectionValues, nameKind: 'segment' | 'subCategory'): SectionErrors {
  const errors: SectionErrors = {};
  const nameOk = nameKind === 'segment' ? /^[A-Za-z0-9]{1,40}$/.test(values.name) : /^[\p{L}\p{N} ]{1,60}$/u.test(values.name.trim());
  if (!nameOk) errors.name = nameKind === 'segment' ? 'adminCatalog.error.segment' : 'adminCatalog.error.subCategoryName';
  if (values.name === 'noOuterCategory') errors.name = 'adminCatalog.error.segment';
  if (!values.titleUa.trim()) errors.titleUa = 'adminCatalog.error.required';
  if (!values.titleEn.trim()) errors.titleEn = 'adminCatalog.error.required';
  return errors;
}
