// Copies Nova Poshta's directory into Firestore: settlements monthly, branches daily, as the
// carrier asks integrators to do. Each run stamps what it wrote and then deletes what it did not
// see, so a closed branch leaves the copy; a run that fails midway leaves the last copy usable.
import type { NovaPoshtaConfig } from '../carriers/carrier-config';
import { getAllWarehouses, getSettlementsPage } from '../carriers/nova-poshta-directory';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { BRANCHES_PER_LIST_DOC, byBranchNumber, lowerUk, npBranches, npSettlementBranches, npSettlements, settlementDisplay, settlementListDocId, type ListedNpBranch, type NpBranch, type NpBranchDoc, type NpSettlementBranchesDoc, type NpSettlementDoc } from '../model/np-directory-docs';

const branchCountsConverter = typedConverter<Pick<NpSettlementDoc, 'offered' | 'selectableBranches' | 'cityRef'>>();

interface RefreshCounts {
  written: number;
  removed: number;
}

async function removeOlderThan(collection: FirebaseFirestore.CollectionReference, stamp: number): Promise<number> {
  const stale = await collection.where('refreshedAtMs', '<', stamp).select().get();
  const writer = db.bulkWriter();
  for (const doc of stale.docs) void writer.delete(doc.ref);
  await writer.close();
  return stale.size;
}

export async function refreshNpSettlements(config: NovaPoshtaConfig, now = Date.now()): Promise<RefreshCounts> {
  const writer = db.bulkWriter();
  let written = 0;
  for (let page = 1; ; page += 1) {
    const { items, totalCount } = await getSettlementsPage(config, page);
    for (const item of items) {
      const doc: NpSettlementDoc = {
        name: item.name,
        nameLower: lowerUk(item.name),
        settlementType: item.settlementType,
        area: item.area,
        region: item.region,
        display: settlementDisplay(item.name, item.region, item.area),
        refreshedAtMs: now,
      };
      // merge keeps cityRef and offered, which the branches refresh sets
      void writer.set(npSettlements().doc(item.settlementRef), doc, { merge: true });
    }
    written += items.length;
    if (items.length === 0 || written >= totalCount) break;
  }
  await writer.close();
  return { written, removed: await removeOlderThan(npSettlements(), now) };
}

function branchDoc(branch: NpBranch, now: number): NpBranchDoc {
  return { ...branch, searchText: lowerUk(`№${branch.number} ${branch.description} ${branch.shortAddress}`), refreshedAtMs: now };
}

/** A settlement's listed branches, sorted by number, as the documents that hold them (none for none). */
export function settlementListDocs(settlementRef: string, list: ListedNpBranch[], now: number): [string, NpSettlementBranchesDoc][] {
  const sorted = [...list].sort(byBranchNumber);
  const parts = Math.ceil(sorted.length / BRANCHES_PER_LIST_DOC);
  return Array.from({ length: parts }, (_, i) => [
    settlementListDocId(settlementRef, i + 1),
    { branches: sorted.slice(i * BRANCHES_PER_LIST_DOC, (i + 1) * BRANCHES_PER_LIST_DOC), parts, refreshedAtMs: now },
  ]);
}

/** Every branch in the country, then each settlement's city ref and whether it has a branch to offer. */
export async function refreshNpBranches(config: NovaPoshtaConfig, now = Date.now()): Promise<RefreshCounts> {
  const branches = await getAllWarehouses(config, null);
  const bySettlement = new Map<string, { cityRef: string; selectable: number; list: ListedNpBranch[] }>();
  const writer = db.bulkWriter();
  for (const branch of branches) {
    const doc = branchDoc(branch, now);
    void writer.set(npBranches().doc(branch.ref), doc);
    const entry = bySettlement.get(branch.settlementRef) ?? { cityRef: branch.cityRef, selectable: 0, list: [] };
    if (branch.selectable) {
      entry.selectable += 1;
      const { ref, number, kind, description, shortAddress, maxWeightKg, schedule } = doc;
      entry.list.push({ ref, number, kind, description, shortAddress, maxWeightKg, schedule });
    }
    bySettlement.set(branch.settlementRef, entry);
  }
  // Each settlement's list in one document, for checkout (npSettlementBranches in model/np-directory-docs.ts).
  for (const [settlementRef, entry] of bySettlement) {
    for (const [id, doc] of settlementListDocs(settlementRef, entry.list, now)) void writer.set(npSettlementBranches().doc(id), doc);
  }
  const known = await npSettlements().select('offered', 'selectableBranches', 'cityRef').withConverter(branchCountsConverter).get();
  for (const settlement of known.docs) {
    const entry = bySettlement.get(settlement.id);
    const next = { cityRef: entry?.cityRef ?? null, offered: (entry?.selectable ?? 0) > 0, selectableBranches: entry?.selectable ?? 0 };
    const was = settlement.data();
    if (was.offered !== next.offered || was.selectableBranches !== next.selectableBranches || was.cityRef !== next.cityRef) {
      void writer.update(settlement.ref, next);
    }
  }
  await writer.close();
  await removeOlderThan(npSettlementBranches(), now);
  return { written: branches.length, removed: await removeOlderThan(npBranches(), now) };
}

type DirectoryPart = 'settlements' | 'branches' | 'all';

/** The refresh by hand: settlements first, since the branches refresh marks which settlements have branches to offer. */
export async function refreshNpDirectory(config: NovaPoshtaConfig, part: DirectoryPart) {
  const settlements = part === 'branches' ? null : await refreshNpSettlements(config);
  const branches = part === 'settlements' ? null : await refreshNpBranches(config);
  return { settlements, branches };
}
