// The seed writes its catalogue with the Functions emulator's background triggers paused. Each of
// its ~700 writes would start a delivery of the trigger on goods, minutes of work on a busy
// machine that the tests after it would wait behind, for nothing: the seed builds the search index
// itself, and a good's creation records no stock event. Without a Functions emulator (a seed
// against Firestore alone) the hub refuses or is absent, and the work runs as it is.

const hubOrigin = () => `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;

async function hubCall(action: 'disableBackgroundTriggers' | 'enableBackgroundTriggers'): Promise<boolean> {
  try {
    return (await fetch(`${hubOrigin()}/functions/${action}`, { method: 'PUT' })).ok;
  } catch {
    return false;
  }
}

export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const paused = await hubCall('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    if (paused) await hubCall('enableBackgroundTriggers');
  }
}
