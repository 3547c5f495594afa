// A customer's saved delivery places (docs/product.md, "Profile"): each keeps the delivery of an
// order as checkout sends it (carrier, settlement, branch or locker, or a street address), so any
// way of delivery an order can take can be saved, and choosing one fills checkout's pickers.

/** A customer keeps at most this many places; a sixth is refused (SAVED_PLACES_FULL). */
export const MAX_SAVED_PLACES = 5;
export const PLACE_LABEL_MAX = 60;

/** The words a shopper gives a place ("Дім", "Робота"): 1 to 60 characters, no angle brackets. */
export function isValidPlaceLabel(label: string): boolean {
  const trimmed = label.trim();
  return trimmed.length >= 1 && [...trimmed].length <= PLACE_LABEL_MAX && !/[<>]/.test(trimmed);
}

/** The part of a delivery that names the place; two saves of one place are one place. */
export interface PlaceDelivery {
  carrier: string;
  city: string;
  branch: string;
  novaPoshta?: { warehouseRef: string } & Record<string, unknown>;
  ukrposhta?: { postOfficeId: string } & Record<string, unknown>;
}

/** What makes two deliveries the same place: the carrier's ref when there is one, the texts otherwise. */
export function placeKey(delivery: PlaceDelivery): string {
  const ref = delivery.novaPoshta?.warehouseRef ?? delivery.ukrposhta?.postOfficeId;
  const texts = `${delivery.city.trim().toLowerCase()}|${delivery.branch.trim().toLowerCase()}`;
  return ref ? `${delivery.carrier}:${ref}|${texts}` : `${delivery.carrier}:${texts}`;
}

/** The label a place gets when the shopper gives none: its town and branch, cut to the label's length. */
export function defaultPlaceLabel(delivery: PlaceDelivery): string {
  const city = delivery.city.split(',')[0]!.trim();
  const text = `${city}: ${delivery.branch.trim()}`;
  return [...text].length <= PLACE_LABEL_MAX ? text : `${[...text].slice(0, PLACE_LABEL_MAX - 1).join('')}…`;
}
