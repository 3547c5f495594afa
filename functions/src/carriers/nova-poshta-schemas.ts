// The carrier's own shapes of the items Nova Poshta sends back, as far as the shop reads them.
// Numbers arrive as strings ("30", "0"); unread fields are let through untouched.
import { z } from 'zod';

const text = z.string();
const numeric = z.union([z.string(), z.number()]).transform((value) => Number(value));

const npSettlementAddress = z.object({
  Present: text,
  MainDescription: text,
  Area: text,
  Region: text.default(''),
  SettlementTypeCode: text,
  Ref: text.min(1),
  DeliveryCity: text,
  Warehouses: numeric,
  AddressDeliveryAllowed: z.boolean().optional(),
});

export const npSettlementSearch = z.object({
  TotalCount: numeric,
  Addresses: z.array(npSettlementAddress),
});

/** `Address.searchSettlementStreets`: one block with the streets found; `Location` varies in form and is not read. */
const npSettlementStreet = z.object({
  SettlementRef: text,
  SettlementStreetRef: text.min(1),
  SettlementStreetDescription: text,
  Present: text,
  StreetsTypeDescription: text.default(''),
});

export const npStreetSearch = z.object({
  TotalCount: numeric,
  Addresses: z.array(npSettlementStreet),
});

/** `Address.save`: the address a door waybill goes to. */
export const npSavedAddress = z.object({ Ref: text.min(1), Description: text.default('') });

/** `Address.getSettlements`: the directory, page by page. */
export const npSettlement = z.object({
  Ref: text.min(1),
  Description: text,
  SettlementTypeDescription: text,
  AreaDescription: text,
  RegionsDescription: text.default(''),
  Index1: text.default(''),
  Warehouse: text.default('0'),
});

const week = z.record(z.string(), z.string());
const dimensions = z.object({ Width: numeric, Height: numeric, Length: numeric }).partial();

export const npWarehouse = z.object({
  Ref: text.min(1),
  Number: text,
  Description: text,
  ShortAddress: text,
  TypeOfWarehouse: text,
  CategoryOfWarehouse: text.default(''),
  CityRef: text,
  CityDescription: text,
  SettlementRef: text,
  SettlementDescription: text.default(''),
  SettlementAreaDescription: text.default(''),
  TotalMaxWeightAllowed: numeric,
  PlaceMaxWeightAllowed: numeric,
  SendingLimitationsOnDimensions: dimensions.optional(),
  ReceivingLimitationsOnDimensions: dimensions.optional(),
  Schedule: week.default({}),
  WarehouseStatus: text,
  DenyToSelect: text,
  Latitude: text.default(''),
  Longitude: text.default(''),
});

export const npSavedDocument = z.object({
  Ref: text.min(1),
  IntDocNumber: text.min(1),
  CostOnSite: numeric.optional(),
  EstimatedDeliveryDate: text.optional(),
});

export const npDeletedDocument = z.object({ Ref: text });

export const npListedDocument = z.object({
  Ref: text,
  IntDocNumber: text,
  InfoRegClientBarcodes: text.default(''),
});

export const npCounterparty = z.object({
  Ref: text.min(1),
  Description: text.default(''),
  FirstName: text.default(''),
  LastName: text.default(''),
  ContactPerson: z
    .object({ data: z.array(z.object({ Ref: text, Phones: text.default('') }).passthrough()) })
    .optional(),
});

export const npContactPerson = z.object({ Ref: text.min(1), Description: text.default(''), Phones: text.default('') });

export const npTrackingItem = z.object({
  Number: text,
  StatusCode: text,
  Status: text,
  ScheduledDeliveryDate: text.default(''),
  ActualDeliveryDate: text.default(''),
  RecipientDateTime: text.default(''),
  DateFirstDayStorage: text.default(''),
  RedeliverySum: numeric.optional(),
  AfterpaymentOnGoodsCost: numeric.optional(),
});

/** `InternetDocument.getDocumentPrice`: the delivery's price and, when asked, the cash-on-delivery fee. */
const money = numeric.pipe(z.number().finite().nonnegative());
export const npDocumentPrice = z.object({
  Cost: money,
  AssessedCost: money.optional(),
  CostRedelivery: money.optional(),
});

/** `InternetDocument.getDocumentDeliveryDate`: a PHP DateTime, e.g. { date: "2026-12-01 00:00:00.000000", timezone: "Europe/Kiev" }. */
export const npDeliveryDate = z.object({
  DeliveryDate: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}/) }).passthrough(),
});
