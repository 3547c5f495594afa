// The catalogue-editing calls of docs/api.md ("Catalogue editing", "Images", "Site map", "Goods
// synchronisation"), typed by the API's contract (domain/api/contract.ts). Every call, multipart
// uploads included, goes through the shared client (bearer token, one refresh and retry, stable error codes).
import type { ApiInput } from '@domain/api/contract';
import type { ImageContainer } from '@domain/image-sizes';
import { apiRequest, callApi } from '@/lib/api-client';

export type { ImageContainer };

type SaveOuterCategoryPayload = ApiInput<'/api/saveoutercategory'>;
type SaveCategoryPayload = ApiInput<'/api/savecategory'>;
type AddSubCategoryPayload = ApiInput<'/api/addsubcategory'>;

export const saveOuterCategory = (body: SaveOuterCategoryPayload) => callApi('/api/saveoutercategory', body);
export const removeOuterCategory = (outerCategory: string) => callApi('/api/removeoutercategory', { outerCategory });
export const saveCategory = (body: SaveCategoryPayload) => callApi('/api/savecategory', body);
export const removeFullCategorySection = (body: { currentOuterCategory: string; category: string }) =>
  callApi('/api/removefullcategorysection', { ...body, catalogId: body.category });
export const addSubCategory = (body: AddSubCategoryPayload) => callApi('/api/addsubcategory', body);
export const removeSubCategory = (body: ApiInput<'/api/removesubcategory'>) => callApi('/api/removesubcategory', body);
export const saveGood = (body: ApiInput<'/api/savegood'>) => callApi('/api/savegood', body);
export const removeGood = (body: ApiInput<'/api/removegood'>) => callApi('/api/removegood', body);
export const changeGoodSubCategory = (body: ApiInput<'/api/changegoodsubcategory'>) => callApi('/api/changegoodsubcategory', body);
export const addMainImage = (image: string) => callApi('/api/addmainimage', { image });
export const deleteMainImage = (imageId: string) => callApi('/api/deletemainimage', { imageId });
export const blurMainImages = () => callApi('/api/blurmainimages', {});
export const saveMainImageTexts = (body: ApiInput<'/api/savemainimagetexts'>) => callApi('/api/savemainimagetexts', body);
export const buildSitemap = () => callApi('/api/buildsitemap', {});

// The uploads below are multipart (a file and its fields): the JSON contract cannot type them.
interface UploadedImage {
  data: string;
  webp: string;
}

export function uploadImage(file: File, containerName: ImageContainer): Promise<UploadedImage> {
  const form = new FormData();
  form.append('containerName', containerName);
  form.append('image', file);
  return apiRequest<UploadedImage>('/api/uploadimage', form);
}

export interface SyncLine {
  line: number;
  articul: string;
}
export interface SyncResult {
  mode: 'preview' | 'apply';
  counts: { created: number; updated: number; unchanged: number; invalid: number };
  created: SyncLine[];
  updated: (SyncLine & { changes: unknown })[];
  unchanged: SyncLine[];
  invalid: (SyncLine & { reason: string })[];
}

export function syncGoods(file: File, mode: 'preview' | 'apply'): Promise<SyncResult> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file);
  return apiRequest<SyncResult>('/api/syncgoods', form);
}
