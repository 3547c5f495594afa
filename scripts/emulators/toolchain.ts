// Finds Java and the Firestore emulator before firebase-tools is started, so that a
// missing piece stops the launch with a message naming what to install instead of a hang.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeLauncherJar } from './launcher-jar.ts';
import { CACHE_DIR } from './paths.ts';

export class ToolchainError extends Error {}

const JAVA_HELP =
  'Install a Java runtime 11 to 17 (Debian: `apt-get install -y openjdk-17-jre-headless`). ' +
  'firebase-tools 14.18 is pinned because later versions demand Java 21, which Debian bookworm lacks.';

const FIRESTORE_HELP =
  'Install the Firestore emulator: the Google Cloud CLI with its component ' +
  '(`gcloud components install cloud-firestore-emulator`, or Debian/apt: `google-cloud-cli-firestore-emulator`), ' +
  'or set FIRESTORE_EMULATOR_BINARY_PATH to a runnable emulator jar, ' +
  'or run once on a machine with internet so that firebase-tools downloads it.';

export function javaMajorVersion(): number {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) throw new ToolchainError(`Java was not found on PATH. ${JAVA_HELP}`);
  const match = /version "(\d+)(?:\.(\d+))?/.exec(run.stderr + run.stdout);
  if (!match) throw new ToolchainError(`Could not read the Java version from: ${run.stderr.trim()}. ${JAVA_HELP}`);
  const major = Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
  if (major < 11) throw new ToolchainError(`Java ${major} is too old. ${JAVA_HELP}`);
  return major;
}

function cloudSdkRoot(): string | null {
  const run = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', timeout: 60_000 });
  if (run.error || run.status !== 0) return null;
  return run.stdout.trim() || null;
}

function firebaseToolsCachedJar(): string | null {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jar = readdirSync(dir).find((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  return jar ? join(dir, jar) : null;
}

export type FirestoreEmulatorSource =
  | { kind: 'env'; binaryPath: string }
  | { kind: 'cloud-sdk'; binaryPath: string; sdkJar: string }
  | { kind: 'firebase-cache'; binaryPath: null; cachedJar: string }
  | { kind: 'download'; binaryPath: null };

/** The order the README gives ("Troubleshooting"): an explicit path, then the Cloud CLI component, then firebase-tools' own download. */
export function resolveFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): FirestoreEmulatorSource {
  const explicit = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (!existsSync(explicit)) {
      throw new ToolchainError(`FIRESTORE_EMULATOR_BINARY_PATH points to ${explicit}, which does not exist. ${FIRESTORE_HELP}`);
    }
    return { kind: 'env', binaryPath: explicit };
  }
  const sdkRoot = cloudSdkRoot();
  const sdkJar = sdkRoot && join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (sdkJar && existsSync(sdkJar)) {
    const launcher = join(CACHE_DIR, 'firestore-emulator-launcher.jar');
    writeLauncherJar(sdkJar, launcher); // cheap; rewriting keeps it right if the SDK moved
    return { kind: 'cloud-sdk', binaryPath: launcher, sdkJar };
  }
  const cachedJar = firebaseToolsCachedJar();
  if (cachedJar) return { kind: 'firebase-cache', binaryPath: null, cachedJar };
  return { kind: 'download', binaryPath: null };
}

export function describeSource(source: FirestoreEmulatorSource): string {
  switch (source.kind) {
    case 'env':
      return `Firestore emulator from FIRESTORE_EMULATOR_BINARY_PATH (${source.binaryPath})`;
    case 'cloud-sdk':
      return `Firestore emulator from the Google Cloud CLI (${source.sdkJar})`;
    case 'firebase-cache':
      return `Firestore emulator downloaded earlier by firebase-tools (${source.cachedJar})`;
    case 'download':
      return 'Firestore emulator not found locally: firebase-tools will try to download it';
  }
}

export { FIRESTORE_HELP, JAVA_HELP };
