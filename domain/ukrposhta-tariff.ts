// Ukrposhta's price for a parcel "Укрпошта Стандарт" from post office to post office anywhere in
// Ukraine, by weight. The shop does not ask Ukrposhta for it: it is computed from this table.
//
// Source: Ukrposhta's published table "Вартість пересилання (відділення–відділення), грн із ПДВ",
// column "У межах України", as reproduced at https://eto.com.ua/stoimost-dostavki-ukrposhta/,
// read on 2026-11-28. The page gives no date of the tariff: the table is the one published then,
// and the carrier's own price at the post office wins. Change it here when the carrier's changes.

/** [up to this weight in kg inclusive, price in UAH]. Longest side up to 70 cm. */
const STANDARD_WAREHOUSE_TO_WAREHOUSE: readonly (readonly [number, number])[] = [
  [0.25, 29],
  [0.5, 30],
  [1, 31],
  [2, 34],
  [5, 42],
  [10, 55],
  [15, 65],
  [20, 75],
  [30, 90],
];

/** The same table's address delivery ("Адресний забір або доставка"), added for delivery to the door. */
export const UKRPOSHTA_DOOR_SURCHARGE_UAH = 20;

/** The tariff for a parcel of `weightKg`, or null past 30 kg (not a "Стандарт" parcel). */
export function ukrposhtaStandardPriceUah(weightKg: number, toDoor = false): number | null {
  const row = STANDARD_WAREHOUSE_TO_WAREHOUSE.find(([upToKg]) => weightKg <= upToKg);
  if (!row) return null;
  return row[1] + (toDoor ? UKRPOSHTA_DOOR_SURCHARGE_UAH : 0);
}
