// A settlement's streets for Nova Poshta's courier delivery, read through the shop's copy
// (read-through-copy.ts): the carrier's street directory is asked once a week per settlement
// and name prefix, and only for a settlement of the shop's directory.
import type { StreetHit } from '@domain/door-delivery';
import { carrierConfigs } from '../carriers/carrier-config';
import { searchSettlementStreets } from '../carriers/nova-poshta-directory';
import { ApiError } from '../http/api-error';
import { lowerUk, npSettlements, npStreetSearches } from '../model/np-directory-docs';
import { askFreely, keptInInstance } from './read-through-copy';

/** The streets of a name's first letters are asked once; longer names filter that answer. */
const STREET_PREFIX_LENGTH = 3;

/** Letters (Ukrainian or Latin), digits, apostrophes, hyphens, dots and spaces: nothing else names a street. */
const STREET_TEXT = /^[0-9a-zа-щьюяґєії'. -]+$/;

/** Streets of the settlement whose name or text holds what was typed; [] for text no street has. */
export async function streetsNamed(settlementRef: string, query: string, beforeAsking = askFreely): Promise<StreetHit[]> {
  const wanted = lowerUk(query).replace(/\s+/g, ' ');
  if (!STREET_TEXT.test(wanted)) return [];
  const prefix = wanted.slice(0, STREET_PREFIX_LENGTH);
  const streets = await keptInInstance<StreetHit>(npStreetSearches().doc(`${settlementRef}_${prefix}`), async () => {
    // A made-up settlement never reaches the carrier, and never gets a copy.
    if (!(await npSettlements().doc(settlementRef).get()).exists) throw new ApiError(404, 'NP_SETTLEMENT_UNKNOWN');
    await beforeAsking();
    const found = await searchSettlementStreets(carrierConfigs().novaPoshta, settlementRef, prefix);
    return found
      .filter((street) => street.settlementRef === settlementRef)
      .map(({ streetRef, name, type, display }) => ({ ref: streetRef, name, type, display }));
  });
  return streets.filter((street) => lowerUk(street.name).startsWith(wanted) || lowerUk(street.display).includes(wanted));
}
