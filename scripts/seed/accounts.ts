// Sign-in accounts of the local shop: the owner (an ADMIN who alone grants and removes ADMIN,
// functions/src/model/roles.ts) and one ordinary user, with fixed uids and
// passwords so that a newcomer can log in straight after `npm start`. Emulator only.
import './emulators-only.ts';
import { auth, db } from '../../functions/src/admin.ts';
import { sealPassword } from '../../functions/src/auth/password-seal.ts';
import { COLLECTIONS } from '../../functions/src/model/collections.ts';
import { OWNER_ROLE, ownerClaims } from '../../functions/src/model/roles.ts';
import type { UserDoc } from '../../functions/src/model/types.ts';
import { isFirestoreCode } from './firestore-errors.ts';

export interface SeededAccount {
  uid: string;
  email: string;
  username: string;
  password: string;
  phone: string | null;
  role: 'ADMIN' | 'USER';
  /** The shop's owner: an ADMIN whom no ADMIN can demote, and who alone grants ADMIN. */
  owner?: true;
}

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  { uid: 'seed-admin', email: 'admin@yarnshop.test', username: 'admin', password: 'Admin12345!', phone: null, role: 'ADMIN', owner: true },
  { uid: 'seed-user', email: 'olena@yarnshop.test', username: 'olena', password: 'Olena12345!', phone: '380671234567', role: 'USER' },
];

/** When the seeded accounts count as registered; fixed so that re-seeding changes nothing. */
const REGISTERED_AT = new Date(Date.UTC(2025, 0, 5, 8, 0, 0));

export function printAccounts(log: (line: string) => void): void {
  const rows = [['role', 'email', 'username', 'password'], ...SEEDED_ACCOUNTS.map((a) => [a.owner ? `${a.role} (${OWNER_ROLE})` : a.role, a.email, a.username, a.password])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const format = (row: string[]): string => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  log('  Seeded accounts (local emulators only):');
  log(format(rows[0]!));
  log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) log(format(row));
}

async function upsertAuthUser(account: SeededAccount): Promise<void> {
  // Auth holds the password sealed, as registration leaves it (functions/src/auth/password-seal.ts).
  const properties = { email: account.email, password: sealPassword(account.password), displayName: account.username, emailVerified: true, disabled: false };
  const byEmail = await auth.getUserByEmail(account.email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (byEmail && byEmail.uid !== account.uid) {
    throw new Error(`seed: ${account.email} already belongs to user ${byEmail.uid}; remove it from the Auth emulator or run npm run reset`);
  }
  if (byEmail) await auth.updateUser(account.uid, properties);
  else await auth.createUser({ uid: account.uid, ...properties });
  // null removes every claim: the ordinary user must not keep an ADMIN claim from a test.
  const adminClaims = account.owner ? ownerClaims({}) : { role: 'ADMIN' };
  await auth.setCustomUserClaims(account.uid, account.role === 'ADMIN' ? adminClaims : null);
}

async function upsertUserDoc(account: SeededAccount): Promise<void> {
  const profile: Omit<UserDoc, 'shoppingCards'> = {
    username: account.username,
    usernameLower: account.username.toLowerCase(),
    email: account.email,
    phone: account.phone,
    roles: account.owner ? [account.role, OWNER_ROLE] : [account.role],
    passwordSealed: true,
    createdAt: REGISTERED_AT,
  };
  const userRef = db.collection(COLLECTIONS.users).doc(account.uid);
  try {
    await userRef.create({ ...profile, shoppingCards: [] } satisfies UserDoc);
  } catch (error) {
    if (!isFirestoreCode(error, 'ALREADY_EXISTS')) throw error;
    // Re-seeding resets the profile but keeps the user's orders.
    await userRef.set(profile, { merge: true });
  }
  await db.collection(COLLECTIONS.usernames).doc(profile.usernameLower).set({ uid: account.uid });
}

/** Creates or resets the seeded accounts in Auth and their profiles in Firestore. */
export async function seedAccounts(): Promise<number> {
  for (const account of SEEDED_ACCOUNTS) {
    await upsertAuthUser(account);
    await upsertUserDoc(account);
  }
  return SEEDED_ACCOUNTS.length;
}
