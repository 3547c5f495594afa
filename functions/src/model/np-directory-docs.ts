// The shop's copy of Nova Poshta's directory in Firestore: settlements (refreshed monthly) and
// every branch, cargo branch and parcel locker (refreshed daily). Only the functions read and
// write them; checkout reaches them through the API (routes.ts).
import { db } from '../admin';
import type { NpWarehouseKind } from '@domain/api/delivery';
import { typedConverter } from './converters';

const NP_COLLECTIONS = { settlements: 'npSettlements', branches: 'npBranches', settlementBranches: 'npSettlementBranches' } as const;

/** A branch, cargo branch or parcel locker as the shop keeps it (the carrier adapter makes it from the envelope). */
export interface NpBranch {
  ref: string;
  number: string;
  kind: NpWarehouseKind;
  /** The carrier's full name, e.g. "Відділення №25 (до 30 кг): вул. М. Тимошенка, 9". */
  description: string;
  shortAddress: string;
  cityRef: string;
  cityName: string;
  settlementRef: string;
  /** The heaviest single place it takes, in kg; null when the carrier sets no limit. */
  maxWeightKg: number | null;
  /** Largest sides it receives, in cm, where the carrier says (parcel lockers do). */
  maxDimensionsCm: { width: number; height: number; length: number } | null;
  /** Opening hours by English day name, e.g. { Monday: "08:00-20:00" }; "-" is closed. */
  schedule: Record<string, string>;
  /** Working and not DenyToSelect: only these may be offered to a shopper. */
  selectable: boolean;
  status: string;
}

export interface NpSettlementDoc {
  name: string;
  /** Lower-case name, for the prefix search of the type-ahead. */
  nameLower: string;
  settlementType: string;
  area: string;
  region: string;
  /** e.g. "Дніпро, Дніпропетровська обл." */
  display: string;
  /** Set by the branches refresh: the city ref branches and waybills use, and whether any branch may be chosen. */
  cityRef?: string | null;
  offered?: boolean;
  selectableBranches?: number;
  refreshedAtMs: number;
}

export interface NpBranchDoc extends NpBranch {
  /** Lower-case number, description and address, for the search by number or street. */
  searchText: string;
  refreshedAtMs: number;
}

/** What checkout lists of a branch: no more, so that a big city's list fits a few documents. */
export type ListedNpBranch = Pick<NpBranch, 'ref' | 'number' | 'kind' | 'description' | 'shortAddress' | 'maxWeightKg' | 'schedule'>;

/**
 * npSettlementBranches/{settlementRef} (and {settlementRef}~2, ~3… for a city with more than
 * BRANCHES_PER_LIST_DOC): a settlement's branches that may be chosen, sorted by number, written
 * by the branches refresh. Checkout's branch list reads these few documents, so a stranger asking
 * for settlement after settlement costs a read or a few each, not a read per branch.
 */
export interface NpSettlementBranchesDoc {
  branches: ListedNpBranch[];
  /** How many documents the list takes; in the first one only. */
  parts: number;
  refreshedAtMs: number;
}

/** About 300 bytes a branch: 800 keep a document near a quarter of Firestore's 1 MiB. */
export const BRANCHES_PER_LIST_DOC = 800;
export const settlementListDocId = (settlementRef: string, part: number) => (part === 1 ? settlementRef : `${settlementRef}~${part}`);

const settlementConverter = typedConverter<NpSettlementDoc>();
const branchConverter = typedConverter<NpBranchDoc>();
export const npSettlements = () => db.collection(NP_COLLECTIONS.settlements).withConverter(settlementConverter);
export const npBranches = () => db.collection(NP_COLLECTIONS.branches).withConverter(branchConverter);
export const npSettlementBranches = () => db.collection(NP_COLLECTIONS.settlementBranches).withConverter(typedConverter<NpSettlementBranchesDoc>());

/** The order checkout lists a settlement's branches in: by number, then as text (№12/3 after №12). */
export const byBranchNumber = (a: Pick<NpBranch, 'number'>, b: Pick<NpBranch, 'number'>) => Number(a.number) - Number(b.number) || a.number.localeCompare(b.number);

export const lowerUk = (text: string) => text.toLocaleLowerCase('uk').replace(/[’ʼ`]/g, "'").trim();

export function settlementDisplay(name: string, region: string, area: string): string {
  return [name, region ? `${region} р-н` : '', area ? `${area} обл.` : ''].filter(Boolean).join(', ');
}

/**
 * The streets a settlement's name prefix finds, read through from the carrier (its street
 * directory is searched online, never copied whole): `npStreetSearches/{settlementRef}_{prefix}`,
 * an `UpCopyDoc<StreetHit>` kept a week like Ukrposhta's copies (up-copy-docs.ts).
 */
const NP_STREET_SEARCHES = 'npStreetSearches';
export const npStreetSearches = () => db.collection(NP_STREET_SEARCHES);
