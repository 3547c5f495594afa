// Turns the seed's catalogue into Firestore documents (functions/src/model/types.ts).
import { ALL_GOODS } from '@domain/links.ts';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import type { CatalogDoc, CategoryDoc, GoodDoc, MainPageImageDoc, OuterCategoryDoc } from '../../functions/src/model/types.ts';
import type { YarnLineDoc } from '../../functions/src/model/yarn-line-docs.ts';
import type { Catalog } from './catalog/catalog.ts';
import { catalogLink, subCategoryId } from './catalog/links.ts';
import { imagePaths } from './image-paths.ts';
import { isYarn, urlOf, type SeededImages } from './seed-images.ts';
import { YARN_VIEWS } from './images/yarn-views.ts';

/** Main-page images count as added a minute apart from this moment; dates stay fixed across runs. */
const BANNERS_ADDED_AT = Date.UTC(2025, 0, 5, 8, 0, 0);
/** When the seeded lines count as last changed: fixed, so a second run writes the same documents. */
const LINES_UPDATED_AT = new Date(Date.UTC(2025, 0, 6, 8, 0, 0));

type SeededDoc = OuterCategoryDoc | CategoryDoc | CatalogDoc | GoodDoc | YarnLineDoc | MainPageImageDoc;

export interface DocumentWrite {
  /** `collection/id` */
  path: string;
  data: SeededDoc;
}

function outerCategoryWrites(catalog: Catalog, images: SeededImages): DocumentWrite[] {
  return catalog.outerCategories.map((outer, order) => ({
    path: `${COLLECTIONS.outerCategories}/${outer.name}`,
    data: { name: outer.name, title: outer.title, previewImage: urlOf(images, imagePaths.outerCategory(outer.name)), order } satisfies OuterCategoryDoc,
  }));
}

function categoryWrites(catalog: Catalog, images: SeededImages): DocumentWrite[] {
  return catalog.categories.flatMap((category, order) => [
    {
      path: `${COLLECTIONS.categories}/${category.name}`,
      data: { name: category.name, outerCategory: category.outerCategory, title: category.title, order } satisfies CategoryDoc,
    },
    {
      path: `${COLLECTIONS.catalogs}/${category.name}`,
      data: {
        category: category.name,
        outerCategory: category.outerCategory,
        title: category.title,
        previewImage: urlOf(images, imagePaths.catalog(category.name)),
        link: catalogLink(category),
        subCategories: category.subCategories.map((sub) => ({
          _id: subCategoryId(category.name, sub.name),
          name: sub.name,
          title: sub.title,
          previewImage: urlOf(images, imagePaths.subCategory(category.name, sub.name)),
        })),
        allGoods: ALL_GOODS,
        description: category.description,
        order,
        ...(category.yarnListing ? { yarnListing: category.yarnListing } : {}),
      } satisfies CatalogDoc,
    },
  ]);
}

function goodWrites(catalog: Catalog, images: SeededImages): DocumentWrite[] {
  return catalog.goods.map((good) => {
    const mainImage = urlOf(images, imagePaths.good(good.id));
    // A yarn colour shows its skein first, then a close-up and a knitted swatch; other goods one picture.
    const further = isYarn(good) ? YARN_VIEWS.map((view) => urlOf(images, imagePaths.yarnView(good.id, view))) : [];
    return { path: `${COLLECTIONS.goods}/${good.id}`, data: { ...good.doc, mainImage, images: further } satisfies GoodDoc };
  });
}

function yarnLineWrites(catalog: Catalog): DocumentWrite[] {
  return catalog.yarnLines.map((line) => ({
    path: `${COLLECTIONS.yarnLines}/${line.id}`,
    data: { ...line.doc, updatedAt: LINES_UPDATED_AT } satisfies YarnLineDoc,
  }));
}

function mainPageImageWrites(catalog: Catalog, images: SeededImages): DocumentWrite[] {
  return catalog.banners.map((banner, order) => ({
    path: `${COLLECTIONS.mainPageImages}/${banner.id}`,
    data: {
      mainImage: urlOf(images, imagePaths.banner(banner.id)),
      mainImageBlured: urlOf(images, imagePaths.blurredBanner(banner.id)),
      order,
      title: banner.headline,
      subtitle: banner.tagline,
      link: banner.link,
      createdAt: new Date(BANNERS_ADDED_AT + order * 60_000),
    } satisfies MainPageImageDoc,
  }));
}

/** Every catalogue document the seed owns, with fixed ids so a second run overwrites the first. */
export function catalogWrites(catalog: Catalog, images: SeededImages): DocumentWrite[] {
  return [
    ...outerCategoryWrites(catalog, images),
    ...categoryWrites(catalog, images),
    ...goodWrites(catalog, images),
    ...yarnLineWrites(catalog),
    ...mainPageImageWrites(catalog, images),
  ];
}
