// The link rules of docs/product.md, "Links" (category cards and a good) live
// in domain/links.ts, shared with the functions' site map so both build the same URLs; the
// routes they point to are config/paths.ts (checked against each other in __tests__/links.test.ts).
export {
  allGoodsLink,
  catalogLink,
  goodLink,
  outerCategoryLink,
  subCategoryLink,
  subCategorySegment,
  
} from '@domain/links';
