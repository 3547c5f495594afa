// The local carrier stand-in (functions/test/carrier-stand-in) on a fixed port, which the
// Functions emulator is told through CARRIER_STAND_IN_URL (firebase-env.ts). npm start, the
// emulator tests and the bench each make sure it runs; one already running there is used.
import { ensureStandIn, type RunningStandIn } from './stand-in-launcher.ts';

/** Not among firebase.json's ports (5000, 5001, 8080, 9099, 4400, 4500). */
export const CARRIER_STAND_IN_PORT = 4610;
export const CARRIER_STAND_IN_URL = `http://127.0.0.1:${CARRIER_STAND_IN_PORT}`;

async function answersAsStandIn(): Promise<boolean> {
  try {
    const res = await fetch(`${CARRIER_STAND_IN_URL}/novaposhta/v2.0/json/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ apiKey: 'probe', modelName: 'Address', calledMethod: 'getSettlements', methodProperties: { Limit: '1' } }),
      signal: AbortSignal.timeout(3_000),
    });
    return ((await res.json()) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

/** Starts the stand-in, or finds it already running; stop() ends only one started here. */
export async function ensureCarrierStandIn(): Promise<RunningStandIn> {
  const { startCarrierStandIn } = await import('../../functions/test/carrier-stand-in/start.ts');
  return ensureStandIn({ name: 'carrier stand-in', port: CARRIER_STAND_IN_PORT, url: CARRIER_STAND_IN_URL, start: () => startCarrierStandIn({ port: CARRIER_STAND_IN_PORT }), answersAsStandIn });
}

/**
 * Copies Nova Poshta's directory from the stand-in into the emulated Firestore when it is empty:
 * locally no schedule runs. Needs the emulator hosts set in this process.
 */
export async function fillNpDirectoryIfEmpty(log: (line: string) => void = console.log): Promise<void> {
  const { npSettlements } = await import('../../functions/src/model/np-directory-docs.ts');
  const any = await npSettlements().where('offered', '==', true).limit(1).get();
  if (!any.empty) return;
  const { refreshNpBranches, refreshNpSettlements } = await import('../../functions/src/delivery/np-directory-refresh.ts');
  const { standInCarrierConfigs } = await import('../../functions/src/carriers/carrier-config.ts');
  const np = standInCarrierConfigs(CARRIER_STAND_IN_URL).novaPoshta;
  const settlements = await refreshNpSettlements(np);
  const branches = await refreshNpBranches(np);
  log(`Copied Nova Poshta's directory from the stand-in: ${settlements.written} settlements, ${branches.written} branches`);
}
