// A customer's saved delivery places (domain/saved-places.ts): up to five on her profile, saved
// from checkout or renamed and removed on the profile page. Each change reads and writes the
// profile in one transaction, so two tabs saving at once never make a sixth.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { RemovePlaceSchema, RenamePlaceSchema, SavedPlace, SavedPlacesAnswer, SavePlaceSchema } from '@domain/api/profile';
import { defaultPlaceLabel, MAX_SAVED_PLACES, placeKey } from '@domain/saved-places';
import { db } from '../admin';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { COLLECTIONS, type UserDoc } from '../model/types';
import { userConverter } from '../model/converters';

type PlacesChange = (places: SavedPlace[]) => SavedPlace[];

async function changePlaces(caller: Caller, change: PlacesChange): Promise<SavedPlacesAnswer> {
  const ref = db.collection(COLLECTIONS.users).withConverter(userConverter).doc(caller.uid);
  return db.runTransaction(async (tx: Transaction) => {
    const profile: UserDoc | undefined = (await tx.get(ref)).data();
    if (!profile) throw new ApiError(404, 'USER_NOT_FOUND');
    const places = change(profile.savedPlaces ?? []);
    tx.update(ref, { savedPlaces: places });
    return { places };
  });
}

function placeIndex(places: SavedPlace[], placeId: string): number {
  const index = places.findIndex((place) => place.id === placeId);
  if (index < 0) throw new ApiError(404, 'SAVED_PLACE_NOT_FOUND');
  return index;
}

/** Saves the place; one already saved keeps its place in the list and takes the new label, if one was given. */
export function savePlace(caller: Caller, { delivery, label }: z.output<typeof SavePlaceSchema>): Promise<SavedPlacesAnswer> {
  return changePlaces(caller, (places) => {
    const same = places.findIndex((place) => placeKey(place.delivery) === placeKey(delivery));
    if (same >= 0) return places.map((place, i) => (i === same ? { ...place, delivery, label: label ?? place.label } : place));
    if (places.length >= MAX_SAVED_PLACES) throw new ApiError(409, 'SAVED_PLACES_FULL', { max: MAX_SAVED_PLACES });
    return [...places, { id: randomBytes(9).toString('base64url'), label: label ?? defaultPlaceLabel(delivery), delivery }];
  });
}

export function renamePlace(caller: Caller, { placeId, label }: z.output<typeof RenamePlaceSchema>): Promise<SavedPlacesAnswer> {
  return changePlaces(caller, (places) => {
    const index = placeIndex(places, placeId);
    return places.map((place, i) => (i === index ? { ...place, label } : place));
  });
}

export function removePlace(caller: Caller, { placeId }: z.output<typeof RemovePlaceSchema>): Promise<SavedPlacesAnswer> {
  return changePlaces(caller, (places) => {
    const index = placeIndex(places, placeId);
    return places.filter((_, i) => i !== index);
  });
}
