// Firestore document shapes, one module per group of collections. The words follow
// docs/product.md, "Words" (outerCategory, articul, quantityToSell, shoppingCardId) so the docs,
// the data and the code read alike; docs/data-model.md explains each collection.
export { LANGUAGES, type Language, type Localized } from '@domain/language';
export { ALL_GOODS, NO_OUTER_CATEGORY } from '@domain/links';
export * from './account-docs';
export * from './bin-docs';
export * from './card-docs';
export * from './catalog-docs';
export * from './collections';
export * from './good-docs';
export * from './stock-event-docs';
export * from './stock-watch-docs';
