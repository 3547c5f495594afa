// Starting a stand-in of the project's own on its fixed port, or using one already running there
// (npm start, the emulator tests and the bench each make sure it runs). Shared by the carriers' and
// the payment providers' stand-ins.
export interface RunningStandIn {
  url: string;
  /** Ends only a stand-in started here. */
  stop: () => Promise<void>;
}

export interface StandInLauncher {
  /** Named in the error when the port is held by something else. */
  name: string;
  port: number;
  url: string;
  start: () => Promise<{ url: string; stop: () => Promise<void> }>;
  /** Whether what holds the port answers as this stand-in does. */
  answersAsStandIn: () => Promise<boolean>;
}

export async function ensureStandIn({ name, port, url, start, answersAsStandIn }: StandInLauncher): Promise<RunningStandIn> {
  try {
    const standIn = await start();
    return { url: standIn.url, stop: () => standIn.stop() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && (await answersAsStandIn())) return { url, stop: async () => {} };
    throw new Error(`The ${name} cannot start on port ${port}: ${(error as Error).message}. \`ss -ltnp | grep :${port}\` shows who holds it.`);
  }
}
