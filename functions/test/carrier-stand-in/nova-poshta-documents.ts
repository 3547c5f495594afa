// The stand-in's waybills, counterparties, recipients' addresses and parcel statuses, kept in
// memory per stand-in.
import { createHash } from 'node:crypto';

// At the branch (7, 8): the carrier names the first day of paid storage.
const AT_BRANCH_CODES = new Set(['7', '8']);

export const SHOP_SENDER = { Ref: '5a3b0f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', Description: 'ФОП Пряжа Тест' };
export const SHOP_CONTACT = { Ref: '6b4c1a5f-2d3e-4f6a-9b0c-1d2e3f4a5b6c', Description: 'Олена Коваль', Phones: '380501234567' };

export interface StandInDocument {
  Ref: string;
  IntDocNumber: string;
  InfoRegClientBarcodes: string;
  StatusCode: string;
  props: Record<string, unknown>;
}

/** An address saved for a recipient (Address.save): where a door waybill may go. */
export interface StandInAddress {
  Ref: string;
  CounterpartyRef: string;
  StreetRef: string;
  BuildingNumber: string;
  Flat: string;
}

/** The fixtures a waybill is checked against. */
export interface Directory {
  warehouses: { Ref: string; CityRef: string; WarehouseStatus: string; DenyToSelect: string }[];
  streets: { SettlementRef: string; SettlementStreetRef: string; Present: string }[];
  settlements: { Ref: string; DeliveryCity: string }[];
}

export interface StandInState {
  documents: StandInDocument[];
  addresses: StandInAddress[];
  /** Off: a save with AfterpaymentOnGoodsCost is refused as the carrier refuses it without a contract. */
  paymentControlAllowed: boolean;
  nextNumber: number;
  /** InternetDocument.save calls by InfoRegClientBarcodes, refused ones included. */
  saves: Record<string, number>;
}

export const newState = (): StandInState => ({ documents: [], addresses: [], paymentControlAllowed: true, nextNumber: 1, saves: {} });

/** For tests (GET /__stand-in/documents): the waybills made and how many saves each order's number got. */
export const documentsMade = (state: StandInState) => ({
  documents: state.documents.map(({ Ref, IntDocNumber, InfoRegClientBarcodes, props }) => ({ Ref, IntDocNumber, InfoRegClientBarcodes, props })),
  saves: state.saves,
  addresses: state.addresses,
});

type Answer = { ok: true; data: unknown[] } | { ok: false; errors: string[]; codes: string[] };
const fail = (error: string, code: string): Answer => ({ ok: false, errors: [error], codes: [code] });
const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const refFrom = (text: string) => {
  const h = createHash('sha1').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const STATUS_TEXT: Record<string, string> = {
  '1': 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
  '3': 'Номер не знайдено',
  '5': 'Відправлення прямує до міста',
  '7': 'Прибув на відділення',
  '9': 'Відправлення отримано',
  '102': 'Відмова одержувача',
  '106': 'Одержано і створено ЄН зворотньої доставки',
};

/** A door waybill: RecipientAddress is an address saved for this Recipient, on a street of CityRecipient. */
function doorRecipientProblem(props: Record<string, unknown>, state: StandInState, directory: Directory): Answer | null {
  const address = state.addresses.find((row) => row.Ref === props.RecipientAddress);
  if (!address || address.CounterpartyRef !== props.Recipient) return fail('RecipientAddress is not an address of the recipient', '20000200005');
  const street = directory.streets.find((row) => row.SettlementStreetRef === address.StreetRef);
  const city = directory.settlements.find((row) => row.Ref === street?.SettlementRef)?.DeliveryCity;
  if (city !== props.CityRecipient) return fail('RecipientAddress is not in CityRecipient', '20000200006');
  return null;
}

/** A branch or locker waybill: RecipientAddress is a working warehouse of CityRecipient. */
function warehouseRecipientProblem(props: Record<string, unknown>, directory: Directory): Answer | null {
  const branch = directory.warehouses.find((row) => row.Ref === props.RecipientAddress);
  if (!branch) return fail('RecipientAddress not found', '20000200003');
  if (branch.WarehouseStatus !== 'Working' || branch.DenyToSelect === '1') return fail('Відділення одержувача не працює', '20000200004');
  if (branch.CityRef !== props.CityRecipient) return fail('RecipientAddress is not in CityRecipient', '20000200006');
  return null;
}

const SERVICE_TYPES = ['WarehouseWarehouse', 'WarehousePostomat', 'WarehouseDoors'];

function save(props: Record<string, unknown>, state: StandInState, directory: Directory): Answer {
  const required = ['CitySender', 'Sender', 'SenderAddress', 'ContactSender', 'SendersPhone', 'CityRecipient', 'Recipient', 'RecipientAddress', 'ContactRecipient', 'RecipientsPhone', 'Weight', 'Cost', 'Description', 'ServiceType'];
  const missing = required.find((field) => !props[field]);
  if (missing) return fail(`${missing} is empty`, '20000200001');
  if (!/^380\d{9}$/.test(String(props.RecipientsPhone))) return fail('RecipientsPhone is invalid', '20000200002');
  if (!SERVICE_TYPES.includes(String(props.ServiceType))) return fail('ServiceType is not supported', '20000200007');
  const problem = props.ServiceType === 'WarehouseDoors' ? doorRecipientProblem(props, state, directory) : warehouseRecipientProblem(props, directory);
  if (problem) return problem;
  if (props.AfterpaymentOnGoodsCost && !state.paymentControlAllowed) {
    return fail('Послуга Контроль оплати недоступна для відправника', '20000204637');
  }
  const number = `2045${String(10_000_000_000 + state.nextNumber++).slice(1)}`;
  const document = { Ref: refFrom(`document ${number}`), IntDocNumber: number, InfoRegClientBarcodes: String(props.InfoRegClientBarcodes ?? ''), StatusCode: '1', props };
  state.documents.push(document);
  const cost = 60 + Math.ceil(Number(props.Weight)) * 10;
  return { ok: true, data: [{ Ref: document.Ref, CostOnSite: cost, EstimatedDeliveryDate: String(props.DateTime ?? ''), IntDocNumber: number, TypeDocument: 'InternetDocument' }] };
}

function saveAddress(props: Record<string, unknown>, state: StandInState, directory: Directory): Answer {
  if (!props.CounterpartyRef) return fail('CounterpartyRef is empty', '20000700001');
  if (!directory.streets.some((row) => row.SettlementStreetRef === props.StreetRef)) return fail('StreetRef not found', '20000700002');
  if (!/^\d/.test(str(props.BuildingNumber))) return fail('BuildingNumber is invalid', '20000700003');
  const key = [props.CounterpartyRef, props.StreetRef, props.BuildingNumber, props.Flat].map(str).join(' ');
  const address = { Ref: refFrom(`address ${key}`), CounterpartyRef: str(props.CounterpartyRef), StreetRef: str(props.StreetRef), BuildingNumber: str(props.BuildingNumber), Flat: str(props.Flat) };
  if (!state.addresses.some((row) => row.Ref === address.Ref)) state.addresses.push(address);
  const street = directory.streets.find((row) => row.SettlementStreetRef === address.StreetRef)!;
  return { ok: true, data: [{ Ref: address.Ref, Description: `${street.Present} ${address.BuildingNumber}${address.Flat ? ` кв. ${address.Flat}` : ''}` }] };
}

/**
 * The stand-in's tariff, not the carrier's: a branch 70 ₴ (55 within one city), a locker 5 ₴ less,
 * the door 40 ₴ more, 10 ₴ a kilogram past the first, 0.5 % of a declared value past 500 ₴; cash on
 * delivery 20 ₴ plus 2 %. Enough for the shop's price to move with the branch and the weight.
 */
function documentPrice(props: Record<string, unknown>): Answer {
  const missing = ['CitySender', 'CityRecipient', 'ServiceType', 'Weight', 'Cost'].find((field) => !props[field]);
  if (missing) return fail(`${missing} is empty`, '20000800001');
  if (!SERVICE_TYPES.includes(String(props.ServiceType))) return fail('ServiceType is not supported', '20000200007');
  const sameCity = props.CitySender === props.CityRecipient;
  const service = { WarehouseWarehouse: 0, WarehousePostomat: -5, WarehouseDoors: 40 }[String(props.ServiceType)] ?? 0;
  const weight = Math.max(0, Math.ceil(Number(props.Weight)) - 1) * 10;
  const declared = Number(props.Cost);
  const insurance = Math.max(0, declared - 500) * 0.005;
  const cost = (sameCity ? 55 : 70) + service + weight + Math.round(insurance);
  const redelivery = props.RedeliveryCalculate as { Amount?: unknown } | undefined;
  const fee = redelivery ? { CostRedelivery: 20 + Math.round(Number(redelivery.Amount) * 0.02) } : {};
  return { ok: true, data: [{ AssessedCost: declared, Cost: cost, ...fee }] };
}

/** Two days (one within a city), a day more to the door, from the dd.mm.yyyy DateTime asked. */
function deliveryDate(props: Record<string, unknown>): Answer {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(str(props.DateTime));
  if (!match || !props.CitySender || !props.CityRecipient) return fail('DateTime, CitySender or CityRecipient is invalid', '20000800002');
  const days = (props.CitySender === props.CityRecipient ? 1 : 2) + (props.ServiceType === 'WarehouseDoors' ? 1 : 0);
  const day = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]) + days));
  return { ok: true, data: [{ DeliveryDate: { date: `${day.toISOString().slice(0, 10)} 00:00:00.000000`, timezone_type: 3, timezone: 'Europe/Kiev' } }] };
}

export function npDocuments(call: string, props: Record<string, unknown>, state: StandInState, directory: Directory): Answer | null {
  switch (call) {
    case 'Address.save':
      return saveAddress(props, state, directory);
    case 'Counterparty.getCounterparties':
      return { ok: true, data: props.CounterpartyProperty === 'Sender' ? [{ ...SHOP_SENDER, FirstName: '', LastName: '', CounterpartyType: 'PrivatePerson' }] : [] };
    case 'Counterparty.getCounterpartyContactPersons':
      return props.Ref === SHOP_SENDER.Ref ? { ok: true, data: [SHOP_CONTACT] } : fail('Counterparty not found', '20000300001');
    case 'Counterparty.save': {
      if (!props.FirstName || !props.LastName) return fail('FirstName or LastName is empty', '20000300002');
      if (!/^380\d{9}$/.test(String(props.Phone))) return fail('Phone is invalid', '20000300003');
      // The carrier keeps one private recipient per phone, so the same person gets the same refs.
      const contact = { Ref: refFrom(`contact ${String(props.Phone)}`), Description: `${String(props.LastName)} ${String(props.FirstName)}`, Phones: props.Phone };
      return { ok: true, data: [{ Ref: refFrom(`recipient ${String(props.Phone)}`), Description: contact.Description, FirstName: props.FirstName, LastName: props.LastName, ContactPerson: { success: true, data: [contact] } }] };
    }
    case 'InternetDocument.save': {
      const key = String(props.InfoRegClientBarcodes ?? '');
      state.saves[key] = (state.saves[key] ?? 0) + 1;
      return save(props, state, directory);
    }
    case 'InternetDocument.delete': {
      const index = state.documents.findIndex((document) => document.Ref === props.DocumentRefs);
      if (index < 0) return fail('Document not found', '20000500001');
      state.documents.splice(index, 1);
      return { ok: true, data: [{ Ref: String(props.DocumentRefs) }] };
    }
    case 'InternetDocument.getDocumentPrice':
      return documentPrice(props);
    case 'InternetDocument.getDocumentDeliveryDate':
      return deliveryDate(props);
    case 'InternetDocument.getDocumentList':
      return { ok: true, data: state.documents.map(({ Ref, IntDocNumber, InfoRegClientBarcodes }) => ({ Ref, IntDocNumber, InfoRegClientBarcodes })) };
    case 'TrackingDocument.getStatusDocuments': {
      const asked = Array.isArray(props.Documents) ? (props.Documents as { DocumentNumber?: unknown }[]) : [];
      if (asked.length === 0 || asked.length > 100) return fail('Documents must hold 1 to 100 numbers', '20000600001');
      return {
        ok: true,
        data: asked.map((item) => {
          const code = state.documents.find((document) => document.IntDocNumber === item.DocumentNumber)?.StatusCode ?? '3';
          return { Number: String(item.DocumentNumber ?? ''), StatusCode: code, Status: STATUS_TEXT[code] ?? 'Статус невідомий', ScheduledDeliveryDate: '', ActualDeliveryDate: '', RecipientDateTime: code === '9' ? '25.11.2026 14:10:00' : '', DateFirstDayStorage: AT_BRANCH_CODES.has(code) ? '2026-12-03' : '' };
        }),
      };
    }
    default:
      return null;
  }
}
