// A customer's saved delivery places (docs/product.md, "Profile"): saved from checkout, renamed or
// removed on the profile page. Each answer is the whole list, kept in the session for checkout.
import type { PlaceDeliveryInput, SavedPlace } from '@domain/api/profile';
import { callApi } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

function keep(places: SavedPlace[]): SavedPlace[] {
  useSessionStore.getState().updateUser({ savedPlaces: places });
  return places;
}

export async function savePlace(delivery: PlaceDeliveryInput, label?: string): Promise<SavedPlace[]> {
  return keep((await callApi('/auth/saveplace', label ? { delivery, label } : { delivery })).places);
}

export async function renamePlace(placeId: string, label: string): Promise<SavedPlace[]> {
  return keep((await callApi('/auth/renameplace', { placeId, label })).places);
}

export async function removePlace(placeId: string): Promise<SavedPlace[]> {
  return keep((await callApi('/auth/removeplace', { placeId })).places);
}
