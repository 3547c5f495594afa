// `npm run grant-admin -- someone@example.com [--owner] [--project <id>]`
// --owner makes the account the shop's OWNER as well: the ADMIN who alone grants and removes ADMIN,
// and whom the API never demotes (the first owner of a real project is made this way).
// Without --project it changes the local Auth emulator. With --project and no *_EMULATOR_HOST
// variables it changes that real project, using application default credentials
// (`gcloud auth application-default login`).
import { useEmulatorsInThisProcess } from './emulators/emulator-hosts.ts';

const USAGE = 'usage: npm run grant-admin -- <email> [--owner] [--project <project-id>]';

function parseArgs(args: string[]): { email: string | null; project: string | null; owner: boolean } {
  let email: string | null = null;
  let project: string | null = null;
  let owner = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--owner') owner = true;
    else if (arg === '--project') project = args[++i] ?? '';
    else if (arg.startsWith('--project=')) project = arg.slice('--project='.length);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else if (email === null) email = arg;
    else throw new Error(`one email at a time, got ${email} and ${arg}`);
  }
  if (project === '') throw new Error('--project needs a project id');
  return { email, project, owner };
}

function chooseTarget(project: string | null): string {
  if (!project) {
    useEmulatorsInThisProcess();
    return `the local Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`;
  }
  process.env.GCLOUD_PROJECT = project;
  process.env.GOOGLE_CLOUD_PROJECT = project;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST) {
    return `project ${project} on the emulators named by FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST`;
  }
  return `the real project ${project}`;
}

async function main(): Promise<number> {
  const { email, project, owner } = parseArgs(process.argv.slice(2));
  if (!email) {
    console.error(`No email given.\n${USAGE}`);
    return 1;
  }
  const target = chooseTarget(project);
  // Imported only now: firebase-admin must start after the target is chosen.
  const { grantAdmin, GrantAdminError } = await import('./seed/grant-admin-core.ts');
  try {
    const result = await grantAdmin(email, { owner });
    console.log(`${result.alreadyAdmin ? 'Already ADMIN, claim rewritten' : 'Granted ADMIN'}: ${result.email} (uid ${result.uid}) in ${target}.`);
    if (result.owner) console.log('The account is the shop’s OWNER: only it grants and removes ADMIN, and the API never demotes it.');
    console.log(result.profileUpdated ? "users/{uid}.roles now includes 'ADMIN'." : 'The account has no users/{uid} profile; only the claim was set.');
    console.log('The role takes effect at their next sign-in or token refresh.');
    return 0;
  } catch (error) {
    if (error instanceof GrantAdminError) {
      console.error(`${error.message} (in ${target})`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    process.exit(1);
  },
);
