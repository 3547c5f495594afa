// The settings form works on what its inputs hold (strings, and the refs chosen from lists); this
// turns saved settings into them and back, checking the server's rules so that a mistake shows
// beside its field instead of as a 400.
import type { CashOnDeliveryForm, ShippingSettings } from '@domain/shipping';

/** The saved branch as the directory names it, answered with the settings. */
interface SavedPlace {
  settlement: string;
  branch: string;
}

export interface SettingsFormValues {
  settlementText: string;
  settlement: { settlementRef: string; cityRef: string } | null;
  branchText: string;
  warehouseRef: string | null;
  counterpartyRef: string;
  contactRef: string;
  contactName: string;
  contactPhone: string;
  cashOnDelivery: CashOnDeliveryForm;
  widthCm: string;
  lengthCm: string;
  heightCm: string;
  ukrposhtaSenderUuid: string;
}

export type SettingsProblems = Partial<Record<keyof SettingsFormValues, string>>;

const PHONE = /^380\d{9}$/;
/** As zod's uuid(): a version digit and an RFC 4122 variant. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const WHOLE = /^\d+$/;
export const BOX_SIDES = ['widthCm', 'lengthCm', 'heightCm'] as const;

export function settingsToValues(settings: ShippingSettings | null, place: SavedPlace | null): SettingsFormValues {
  const np = settings?.novaPoshta;
  const known = np && place;
  return {
    settlementText: known ? place.settlement : '',
    settlement: known ? { settlementRef: np.settlementRef, cityRef: np.cityRef } : null,
    branchText: known ? place.branch : '',
    warehouseRef: known ? np.warehouseRef : null,
    counterpartyRef: np?.counterpartyRef ?? '',
    contactRef: np?.contactRef ?? '',
    contactName: settings?.contactName ?? '',
    contactPhone: settings?.contactPhone ?? '',
    cashOnDelivery: settings?.cashOnDelivery ?? 'moneyTransfer',
    widthCm: String(settings?.parcel.widthCm ?? 30),
    lengthCm: String(settings?.parcel.lengthCm ?? 20),
    heightCm: String(settings?.parcel.heightCm ?? 10),
    ukrposhtaSenderUuid: settings?.ukrposhtaSenderUuid ?? '',
  };
}

export function settingsProblems(values: SettingsFormValues): SettingsProblems {
  const problems: SettingsProblems = {};
  if (!values.settlement) problems.settlementText = 'adminSettings.error.chooseFromList';
  if (!values.warehouseRef) problems.branchText = 'adminSettings.error.chooseFromList';
  if (!values.counterpartyRef) problems.counterpartyRef = 'adminSettings.error.chooseFromList';
  if (!values.contactRef) problems.contactRef = 'adminSettings.error.chooseFromList';
  const name = values.contactName.trim();
  if (name.length < 2 || name.length > 100) problems.contactName = 'adminSettings.error.contactName';
  if (!PHONE.test(values.contactPhone.trim())) problems.contactPhone = 'adminSettings.error.phone';
  for (const side of BOX_SIDES) {
    const cm = values[side].trim();
    if (!WHOLE.test(cm) || Number(cm) < 1 || Number(cm) > 300) problems[side] = 'adminSettings.error.centimetres';
  }
  const uuid = values.ukrposhtaSenderUuid.trim();
  if (uuid && !UUID.test(uuid)) problems.ukrposhtaSenderUuid = 'adminSettings.error.uuid';
  return problems;
}

/** Only for values without problems. The branch's text is the server's to set from the directory. */
export function valuesToSettings(values: SettingsFormValues): ShippingSettings {
  return {
    novaPoshta: {
      settlementRef: values.settlement!.settlementRef,
      cityRef: values.settlement!.cityRef,
      warehouseRef: values.warehouseRef!,
      warehouseDisplay: values.branchText.trim() || values.warehouseRef!,
      counterpartyRef: values.counterpartyRef,
      contactRef: values.contactRef,
    },
    ukrposhtaSenderUuid: values.ukrposhtaSenderUuid.trim() || null,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    cashOnDelivery: values.cashOnDelivery,
    parcel: { widthCm: Number(values.widthCm), lengthCm: Number(values.lengthCm), heightCm: Number(values.heightCm) },
  };
}
