// Polls the emulator hub until every emulator we asked for answers, with a deadline so a
// launch that cannot finish (a failed download, a port taken) ends with a message, not a hang.
export interface HubEmulator {
  name: string;
  host: string;
  port: number;
}

export async function listHubEmulators(hubPort = 4400): Promise<HubEmulator[]> {
  const res = await fetch(`http://127.0.0.1:${hubPort}/emulators`);
  if (!res.ok) throw new Error(`hub answered ${res.status}`);
  return Object.values((await res.json()) as Record<string, HubEmulator>);
}

export async function waitForEmulators(
  names: string[],
  { timeoutMs, isAlive }: { timeoutMs: number; isAlive: () => boolean },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('firebase-tools exited before the emulators were ready (see its output above)');
    try {
      const running = new Set((await listHubEmulators()).map((e) => e.name));
      if (names.every((n) => running.has(n))) {
        // The hub lists Hosting before the functions are loaded; the function answering is the real sign.
        const res = await fetch('http://127.0.0.1:5000/api/health');
        if (res.ok) return;
      }
    } catch {
      // not up yet: keep polling until the deadline
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the emulators were not ready after ${Math.round(timeoutMs / 1000)} s`);
}
