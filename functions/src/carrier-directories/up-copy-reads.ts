// Ukrposhta's classifier, read through the shop's copy (read-through-copy.ts): a postcode's or a
// city's offices, and the cities of a name's first letters.
import { carrierConfigs } from '../carriers/carrier-config';
import { findCities, postOfficesByCityId, postOfficesByPostcode } from '../carriers/ukrposhta-offices';
import { lowerUk } from '../model/np-directory-docs';
import { upCitySearches, upOfficesByCity, upOfficesByPostcode, type UpCity, type UpPostOffice } from '../model/up-copy-docs';
import { askFreely, keptInInstance } from './read-through-copy';

/** The cities of a name's first letters are asked once; longer names filter that answer. */
const CITY_PREFIX_LENGTH = 3;

/** Every office of a postcode as the classifier lists it, open or not (callers filter `selectable`). */
export function officesOfPostcode(postcode: string, beforeAsking = askFreely): Promise<UpPostOffice[]> {
  return keptInInstance(upOfficesByPostcode().doc(postcode), async () => {
    await beforeAsking();
    return postOfficesByPostcode(carrierConfigs().ukrposhta, postcode);
  });
}

export function officesOfCity(cityId: string, beforeAsking = askFreely): Promise<UpPostOffice[]> {
  return keptInInstance(upOfficesByCity().doc(cityId), async () => {
    await beforeAsking();
    return postOfficesByCityId(carrierConfigs().ukrposhta, cityId);
  });
}

/** Ukrainian letters, apostrophes, hyphens and spaces: anything else names no Ukrainian place. */
const PLACE_NAME = /^[а-щьюяґєії' -]+$/;

/** Cities whose name starts with `query`; the classifier is asked by the first letters only. */
export async function citiesNamed(query: string, beforeAsking = askFreely): Promise<UpCity[]> {
  const wanted = lowerUk(query).replace(/\s+/g, ' ');
  if (!PLACE_NAME.test(wanted)) return [];
  const prefix = wanted.slice(0, CITY_PREFIX_LENGTH);
  const asked = prefix.charAt(0).toLocaleUpperCase('uk') + prefix.slice(1);
  const cities = await keptInInstance(upCitySearches().doc(prefix), async () => {
    await beforeAsking();
    return findCities(carrierConfigs().ukrposhta, asked);
  });
  return cities.filter((city) => lowerUk(city.name).startsWith(wanted));
}
