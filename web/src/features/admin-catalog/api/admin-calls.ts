// The catalogue-editing calls of docs/api.md ("Catalogue editing", "Images", "Site map", "Goods
// synchronisation"). Every call, multipart uploads included, goes through the shared client
// (bearer token, one refresh and retry, stable error codes).
import { apiRequest } from '@/lib/api-client';
import type { Localized } from '@/types/language';
import type { SaveGoodPayload } from '../utils/good-form-values';

export type ImageContainer = 'previews' | 'goods' | 'main';

export interface SaveOuterCategoryPayload {
  name: string;
  title: Localized;
  previewImage: string | null;
  order?: number;
}
export interface SaveCategoryPayload extends SaveOuterCategoryPayload {
  outerCategory: string;
  description: Localized;
}
export interface AddSubCategoryPayload {
  catalogId: string;
  name: string;
  title: Localized;
  previewImage: string | null;
}

export const saveOuterCategory = (body: SaveOuterCategoryPayload) => apiRequest<{ ok: true }>('/api/saveoutercategory', body);
export const removeOuterCategory = (outerCategory: string) => apiRequest<{ movedCategories: number }>('/api/removeoutercategory', { outerCategory });
export const saveCategory = (body: SaveCategoryPayload) => apiRequest<{ ok: true }>('/api/savecategory', body);
export const removeFullCategorySection = (body: { currentOuterCategory: string; category: string }) =>
  apiRequest<{ deletedGoods: number; archivedGoods: number }>('/api/removefullcategorysection', { ...body, catalogId: body.category });
export const addSubCategory = (body: AddSubCategoryPayload) => apiRequest<{ _id: string }>('/api/addsubcategory', body);
export const removeSubCategory = (body: { subCategoryId: string; catalogId: string }) => apiRequest<{ movedGoods: number }>('/api/removesubcategory', body);
export const saveGood = (body: SaveGoodPayload) => apiRequest<{ _id: string }>('/api/savegood', body);
export const removeGood = (body: { category: string; goodId: string }) => apiRequest<{ deleted: boolean; archived: boolean }>('/api/removegood', body);
export const changeGoodSubCategory = (body: { goodId: string; subcategory: string }) => apiRequest<{ ok: true }>('/api/changegoodsubcategory', body);
export const addMainImage = (image: string) => apiRequest<{ _id: string }>('/api/addmainimage', { image });
export const deleteMainImage = (imageId: string) => apiRequest<{ deleted: boolean }>('/api/deletemainimage', { imageId });
export const blurMainImages = () => apiRequest<{ blurred: number }>('/api/blurmainimages', {});
export const buildSitemap = () => apiRequest<{ urlCount: number }>('/api/buildsitemap', {});

export interface UploadedImage {
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
