// Checks the Ukrposhta office a checkout sends against the classifier's copy, before anything is
// written, and takes the names to show from the copy rather than from the browser.
import type { UpPostOffice } from '../model/up-copy-docs';
import { ApiError } from '../http/api-error';
import { officesOfPostcode } from './up-copy-reads';

interface Delivery {
  city: string;
  branch: string;
  ukrposhta?: { postOfficeId: string; postcode: string } | undefined;
}

/** The office as the card shows it, e.g. "Київ 01001: просп. Степана Бандери, 102". */
const upOfficeDisplay = (office: UpPostOffice) => `${office.name}: ${office.address}`;

export async function checkedUkrposhtaDelivery<D extends Delivery>(delivery: D): Promise<D> {
  const chosen = delivery.ukrposhta;
  if (!chosen) return delivery;
  const office = (await officesOfPostcode(chosen.postcode)).find((o) => o.id === chosen.postOfficeId);
  if (!office || !office.selectable) throw new ApiError(400, 'UP_OFFICE_UNKNOWN');
  return { ...delivery, city: office.city ?? delivery.city, branch: upOfficeDisplay(office) };
}
