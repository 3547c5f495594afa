// Writes the stand-in's fixtures from fixture-places.ts. Deterministic (a seeded generator), so
// running it again gives the same files: `npx tsx functions/test/carrier-stand-in/generate-fixtures.ts`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLACES, TYPE_NAMES, type FixturePlace } from './fixture-places';

let seed = 19;
/** mulberry32: small and seeded, so the output never changes between runs. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

const TYPES = {
  branch: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargo: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  locker: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
};
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const week = (weekday: string, saturday: string, sunday: string) =>
  Object.fromEntries(DAYS.map((day, index) => [day, index < 5 ? weekday : index === 5 ? saturday : sunday]));
const LOCKER_PLACES = ['ТЦ', 'АТБ', 'Сільпо', 'Novus', 'ЖК', 'WOG'];

interface Kind {
  type: keyof typeof TYPES;
  category: string;
  weight: number;
}

function warehouse(place: FixturePlace, refs: { city: string; settlement: string }, number: number, kind: Kind) {
  const address = `${pick(place.streets)}, ${1 + Math.floor(random() * 180)}${random() < 0.15 ? 'а' : ''}`;
  const label =
    kind.type === 'locker'
      ? `Поштомат "Нова Пошта" №${number}: ${address} (${pick(LOCKER_PLACES)}, біля входу)`
      : kind.type === 'cargo'
        ? `Вантажне відділення №${number}: ${address}`
        : `Відділення №${number} (до ${kind.weight} кг): ${address}`;
  const schedule =
    kind.type === 'locker'
      ? week('00:00-23:59', '00:00-23:59', '00:00-23:59')
      : week(pick(['08:00-20:00', '09:00-19:00', '08:00-21:00']), pick(['09:00-18:00', '09:00-17:00']), pick(['10:00-17:00', '-']));
  const lockerSides = { Width: 40, Height: 30, Length: 60 };
  const branchSides = { Width: 170, Height: 100, Length: 200 };
  return {
    SiteKey: String(10000 + Math.floor(random() * 90000)),
    Description: label,
    DescriptionRu: label.replace('Відділення', 'Отделение').replace('Вантажне відділення', 'Грузовое отделение'),
    ShortAddress: `${place.name}, ${address}`,
    ShortAddressRu: `${place.nameRu}, ${address}`,
    TypeOfWarehouse: TYPES[kind.type],
    Ref: uuid(),
    Number: String(number),
    CityRef: refs.city,
    CityDescription: place.name,
    CityDescriptionRu: place.nameRu,
    SettlementRef: refs.settlement,
    SettlementDescription: place.name,
    SettlementAreaDescription: place.area,
    SettlementRegionsDescription: place.region,
    SettlementTypeDescription: TYPE_NAMES[place.typeCode],
    Longitude: (24 + random() * 12).toFixed(6),
    Latitude: (46.5 + random() * 4).toFixed(6),
    PostFinance: kind.type === 'branch' ? '1' : '0',
    BicycleParking: random() < 0.3 ? '1' : '0',
    POSTerminal: kind.type === 'locker' ? '0' : '1',
    TotalMaxWeightAllowed: String(kind.type === 'locker' ? 20 : kind.weight),
    PlaceMaxWeightAllowed: String(kind.weight),
    SendingLimitationsOnDimensions: kind.type === 'locker' ? lockerSides : branchSides,
    ReceivingLimitationsOnDimensions: kind.type === 'locker' ? lockerSides : branchSides,
    Reception: schedule,
    Delivery: schedule,
    Schedule: schedule,
    CategoryOfWarehouse: kind.type === 'locker' ? 'Postomat' : 'Branch',
    WarehouseStatus: 'Working',
    WarehouseStatusDate: '2025-01-15 00:00:00',
    DenyToSelect: '0',
    PostMachineType: kind.type === 'locker' ? pick(['FullDayService', 'PartTime']) : '',
    WarehouseIndex: `${Math.floor(random() * 9000) + 1000}/${number}`,
  };
}

const settlements = [];
const warehouses = [];
const offices = [];
const cities = [];
let officeId = 1200;
for (const [index, place] of PLACES.entries()) {
  const refs = { city: uuid(), settlement: uuid() };
  const areaRef = uuid();
  const kinds: Kind[] = [
    ...Array.from({ length: place.branches }, (): Kind => ({ type: 'branch', category: 'Branch', weight: pick([30, 30, 30, 200, 1000]) })),
    ...Array.from({ length: place.cargo }, (): Kind => ({ type: 'cargo', category: 'Branch', weight: 1000 })),
  ];
  // Branches and cargo branches share a city's numbering; lockers have four-digit numbers of their own.
  kinds.forEach((kind, position) => warehouses.push(warehouse(place, refs, position + 1, kind)));
  for (let locker = 0; locker < place.lockers; locker += 1) {
    warehouses.push(warehouse(place, refs, 5000 + index * 300 + locker * 7, { type: 'locker', category: 'Postomat', weight: 20 }));
  }
  settlements.push({
    Ref: refs.settlement, DeliveryCity: refs.city, Area: areaRef, Description: place.name, DescriptionRu: place.nameRu,
    SettlementTypeCode: place.typeCode, SettlementTypeDescription: TYPE_NAMES[place.typeCode],
    AreaDescription: place.area, RegionsDescription: place.region, Index1: place.postcodes[0],
    Warehouse: '1', Warehouses: place.branches + place.cargo + place.lockers,
  });
  const cityId = String(2000 + index * 37);
  cities.push({ CITY_ID: cityId, CITY_UA: place.name, REGION_UA: place.area, DISTRICT_UA: place.region, CITY_TYPE_UA: TYPE_NAMES[place.typeCode] });
  for (const postcode of place.postcodes) {
    offices.push({
      ID: String((officeId += 3)), POSTINDEX: postcode, PO_SHORT: `${place.name} ${postcode}`,
      ADDRESS: `${pick(place.streets)}, ${1 + Math.floor(random() * 120)}`, CITY_ID: cityId, CITY_UA: place.name,
      LOCK_CODE: '0', IS_NODISTRICT: '0', RESTRICTED_ACCESS: '0',
    });
  }
}
// One Kyiv branch is closed and one Lviv locker may not be chosen: the shop must hide both.
warehouses.find((row) => row.CityDescription === 'Київ' && row.Number === '7')!.WarehouseStatus = 'NotWorking';
warehouses.find((row) => row.CityDescription === 'Львів' && row.Description.startsWith('Поштомат'))!.DenyToSelect = '1';
// And Ukrposhta: one Kyiv office locked, one Lviv office with restricted access.
offices.find((row) => row.POSTINDEX === '04210')!.LOCK_CODE = '1';
offices.find((row) => row.POSTINDEX === '79053')!.RESTRICTED_ACCESS = '1';

// Each settlement's streets, as searchSettlementStreets answers them: drawn after everything
// else, so adding them changed none of the other fixtures.
const KINDS: Record<string, string> = { 'вул.': 'вулиця', 'просп.': 'проспект', 'бульв.': 'бульвар', 'пл.': 'площа', шосе: 'шосе', дорога: 'дорога' };
const settlementRefs = settlements.map((row) => row.Ref);
const streets = PLACES.flatMap((place, index) =>
  place.streets.map((present) => {
    const [first, ...rest] = present.split(' ');
    const prefixed = first!.endsWith('.');
    const type = prefixed ? first! : present.split(' ').at(-1)!;
    const name = prefixed ? rest.join(' ') : present.split(' ').slice(0, -1).join(' ');
    return {
      SettlementRef: settlementRefs[index]!, SettlementStreetRef: uuid(), SettlementStreetDescription: name,
      Present: present, StreetsType: uuid(), StreetsTypeDescription: type, StreetsTypeName: KINDS[type] ?? type,
      Location: { lat: (46.5 + random() * 4).toFixed(6), lon: (24 + random() * 12).toFixed(6) }, SettlementStreetDescriptionRu: name,
    };
  }),
);

const out = (name: string, rows: unknown) => writeFileSync(join(__dirname, 'fixtures', name), `${JSON.stringify(rows, null, 1)}\n`);
out('nova-poshta-settlements.json', settlements);
out('nova-poshta-warehouses.json', warehouses);
out('ukrposhta-offices.json', offices);
out('ukrposhta-cities.json', cities);
out('nova-poshta-streets.json', streets);
console.log(`${settlements.length} settlements, ${warehouses.length} warehouses, ${offices.length} post offices`);
