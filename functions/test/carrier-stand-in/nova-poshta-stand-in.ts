// Nova Poshta's calls, answered in its envelope from the fixtures, plus an in-memory store of
// the waybills made and their statuses. Error codes are the stand-in's own, except
// 20000204637 (payment control not allowed), which is the carrier's.
import settlements from './fixtures/nova-poshta-settlements.json';
import streets from './fixtures/nova-poshta-streets.json';
import warehouses from './fixtures/nova-poshta-warehouses.json';
import { npDocuments, type StandInState } from './nova-poshta-documents';

type Props = Record<string, unknown>;
const envelope = (data: unknown[], totalCount = data.length) => ({
  success: true, data, errors: [], warnings: [], info: { totalCount }, messageCodes: [], errorCodes: [], warningCodes: [], infoCodes: [],
});
export const npFailure = (errors: string[], errorCodes: string[]) => ({
  success: false, data: [], errors, warnings: [], info: [], messageCodes: [], errorCodes, warningCodes: [], infoCodes: [],
});
const str = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : String(value));

function paged<T>(rows: T[], props: Props, maxLimit: number) {
  const limit = Math.min(Number(props.Limit) || maxLimit, maxLimit);
  const page = Math.max(Number(props.Page) || 1, 1);
  return envelope(rows.slice((page - 1) * limit, page * limit), rows.length);
}

function searchSettlements(props: Props) {
  const query = str(props.CityName).trim().toLowerCase();
  if (!query) return npFailure(['CityName is empty'], ['20000400001']);
  const hits = settlements.filter((row) => row.Description.toLowerCase().split(/[\s-]+/).some((word) => word.startsWith(query)) || row.Description.toLowerCase().startsWith(query));
  const limit = Number(props.Limit) || 20;
  const addresses = hits.slice(0, limit).map((row) => ({
    Present: `${row.SettlementTypeCode} ${row.Description}, ${row.RegionsDescription ? `${row.RegionsDescription} р-н, ` : ''}${row.AreaDescription} обл.`,
    Warehouses: row.Warehouses, MainDescription: row.Description, Area: row.AreaDescription, Region: row.RegionsDescription,
    SettlementTypeCode: row.SettlementTypeCode, Ref: row.Ref, DeliveryCity: row.DeliveryCity,
    AddressDeliveryAllowed: true, StreetsAvailability: row.SettlementTypeCode !== 'с.', ParentRegionTypes: 'область', ParentRegionCode: 'обл.',
  }));
  return envelope([{ TotalCount: hits.length, Addresses: addresses }], 1);
}

/** Streets of one settlement whose name or text holds the name asked, as the carrier's online search answers. */
function searchSettlementStreets(props: Props) {
  const name = str(props.StreetName).trim().toLowerCase();
  if (!name) return npFailure(['StreetName is empty'], ['20000400002']);
  if (!props.SettlementRef) return npFailure(['SettlementRef is empty'], ['20000400003']);
  const hits = streets.filter(
    (row) => row.SettlementRef === props.SettlementRef && (row.SettlementStreetDescription.toLowerCase().includes(name) || row.Present.toLowerCase().includes(name)),
  );
  const limit = Number(props.Limit) || 20;
  return envelope([{ TotalCount: hits.length, Addresses: hits.slice(0, limit) }], 1);
}

function getSettlements(props: Props) {
  const find = str(props.FindByString).toLowerCase();
  const rows = settlements
    .filter((row) => (!props.Ref || row.Ref === props.Ref) && (!find || row.Description.toLowerCase().includes(find)))
    .map((row) => ({
      Ref: row.Ref, Description: row.Description, DescriptionRu: row.DescriptionRu, SettlementType: row.Area,
      SettlementTypeDescription: row.SettlementTypeDescription, Area: row.Area, AreaDescription: row.AreaDescription,
      RegionsDescription: row.RegionsDescription, Index1: row.Index1, Warehouse: row.Warehouse,
    }));
  return paged(rows, props, 150);
}

function getWarehouses(props: Props) {
  const find = str(props.FindByString).toLowerCase();
  const rows = warehouses.filter(
    (row) =>
      (!props.CityRef || row.CityRef === props.CityRef) &&
      (!props.SettlementRef || row.SettlementRef === props.SettlementRef) &&
      (!props.CityName || row.CityDescription.toLowerCase() === str(props.CityName).toLowerCase()) &&
      (!props.TypeOfWarehouseRef || row.TypeOfWarehouse === props.TypeOfWarehouseRef) &&
      (!props.WarehouseId || row.Number === str(props.WarehouseId)) &&
      (!find || row.Description.toLowerCase().includes(find)),
  );
  return paged(rows, props, 2000);
}

export function answerNovaPoshta(body: unknown, state: StandInState) {
  const request = (body ?? {}) as { apiKey?: unknown; modelName?: unknown; calledMethod?: unknown; methodProperties?: unknown };
  if (typeof request.apiKey !== 'string' || request.apiKey === '') return npFailure(['API key is not specified'], ['20000100013']);
  const props = (request.methodProperties ?? {}) as Props;
  const call = `${str(request.modelName)}.${str(request.calledMethod)}`;
  switch (call) {
    case 'Address.searchSettlements':
      return searchSettlements(props);
    case 'Address.getSettlements':
      return getSettlements(props);
    case 'Address.searchSettlementStreets':
      return searchSettlementStreets(props);
    case 'Address.getWarehouses':
    case 'AddressGeneral.getWarehouses':
      return getWarehouses(props);
    default: {
      const answer = npDocuments(call, props, state, { warehouses, streets, settlements });
      return answer ? (answer.ok ? envelope(answer.data) : npFailure(answer.errors, answer.codes)) : npFailure([`Method ${call} is not supported`], ['20000900001']);
    }
  }
}
