import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMainPageImages, mainPageImagesKey } from './read-main-page-images';

export type { MainPageImage } from './read-main-page-images';

export function getMainPageImagesQueryOptions() {
  return queryOptions({ queryKey: mainPageImagesKey(), queryFn: getMainPageImages });
}

export function useMainPageImages() {
  return useQuery(getMainPageImagesQueryOptions());
}
