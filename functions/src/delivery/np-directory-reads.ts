// The checkout's type-ahead, answered from the shop's copy of the directory, never from the
// carrier. A settlement's branches are kept in the instance for a while, so each keystroke of
// the branch search filters memory instead of reading the settlement's branches again.
import { config } from '../config';
import { ApiError } from '../http/api-error';
import type { BranchHit, SettlementHit } from '@domain/api/delivery';
import { lowerUk, npSettlementBranches, npSettlements, settlementListDocId, type ListedNpBranch } from '../model/np-directory-docs';

const SETTLEMENT_HITS = 20;
const BRANCH_HITS = 50;
/** The directory changes once a day; a minute's copy is fresh enough, and a refresh here clears it. */
const KEEP_MS = config.isEmulator ? 5_000 : 60_000;
const KEPT_SETTLEMENTS = 200;


export async function searchNpSettlements(query: string): Promise<SettlementHit[]> {
  const prefix = lowerUk(query);
  const snap = await npSettlements()
    .where('offered', '==', true)
    .where('nameLower', '>=', prefix)
    .where('nameLower', '<', `${prefix}\uf8ff`)
    .orderBy('nameLower')
    .limit(SETTLEMENT_HITS)
    .get();
  return snap.docs.map((doc) => {
    const s = doc.data();
    return { settlementRef: doc.id, cityRef: s.cityRef ?? '', name: s.name, settlementType: s.settlementType, area: s.area, region: s.region, display: s.display };
  });
}

/** A listed branch with the lower-case text its search looks in: number, name and address. */
type SearchableBranch = ListedNpBranch & { searchText: string };
const searchable = (b: ListedNpBranch): SearchableBranch => ({ ...b, searchText: lowerUk(`№${b.number} ${b.description} ${b.shortAddress}`) });

const kept = new Map<string, { at: number; branches: Promise<SearchableBranch[]> }>();

/** Forgets the instance's copies, after a refresh. */
export function forgetKeptBranches(): void {
  kept.clear();
}

function selectableBranches(settlementRef: string): Promise<SearchableBranch[]> {
  const now = Date.now();
  const entry = kept.get(settlementRef);
  if (entry && now - entry.at < KEEP_MS) return entry.branches;
  const branches = (async () => {
    // One read for a settlement with branches to offer (its list, sorted when written), and one
    // more for each further part of a big city's list; a second read only to tell a settlement
    // without any from an unknown one.
    const first = (await npSettlementBranches().doc(settlementRef).get()).data();
    if (first) {
      const rest = Array.from({ length: first.parts - 1 }, (_, i) => npSettlementBranches().doc(settlementListDocId(settlementRef, i + 2)).get());
      const more = (await Promise.all(rest)).flatMap((snap) => snap.data()?.branches ?? []);
      return [...first.branches, ...more].map(searchable);
    }
    if (!(await npSettlements().doc(settlementRef).get()).exists) throw new ApiError(404, 'NP_SETTLEMENT_UNKNOWN');
    return [];
  })();
  if (kept.size >= KEPT_SETTLEMENTS) kept.delete(kept.keys().next().value!);
  kept.set(settlementRef, { at: now, branches });
  branches.catch(() => kept.delete(settlementRef));
  return branches;
}

/** Digits search the branch number from its start; anything else searches the name and the street. */
function matches(branch: SearchableBranch, query: string): boolean {
  if (!query) return true;
  if (/^№?\d+$/.test(query)) return branch.number.startsWith(query.replace('№', ''));
  return query.split(/\s+/).every((word) => branch.searchText.includes(word));
}

export async function findNpBranches(settlementRef: string, query: string, weightKg: number | null): Promise<{ branches: BranchHit[]; total: number }> {
  const wanted = lowerUk(query);
  const found = (await selectableBranches(settlementRef)).filter((branch) => matches(branch, wanted));
  return {
    total: found.length,
    branches: found.slice(0, BRANCH_HITS).map((b) => ({
      ref: b.ref,
      number: b.number,
      kind: b.kind,
      description: b.description,
      shortAddress: b.shortAddress,
      maxWeightKg: b.maxWeightKg,
      schedule: b.schedule,
      fitsWeight: weightKg === null || b.maxWeightKg === null || weightKg <= b.maxWeightKg })) };
}
