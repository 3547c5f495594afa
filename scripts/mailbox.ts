// The local mailbox: prints the latest outbox messages (collection `mail`) of the running
// emulators, with the links they carry, so a developer can open a confirmation or
// password-recovery link without any SMTP server.
//   node_modules/.bin/tsx scripts/mailbox.ts [count]      (default 10)
import { useEmulatorsInThisProcess } from './emulators/emulator-hosts.ts';

const USAGE = 'usage: node_modules/.bin/tsx scripts/mailbox.ts [count]';

interface Mail {
  to: string | string[];
  message?: { subject?: string; text?: string; html?: string };
  createdAt?: { toDate(): Date };
}

async function main(): Promise<number> {
  const count = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(count) || count < 1) {
    console.error(USAGE);
    return 1;
  }
  useEmulatorsInThisProcess();
  // Imported only now: firebase-admin must see the emulator hosts first.
  const { db } = await import('../functions/src/admin.ts');
  const snap = await db.collection('mail').orderBy('createdAt', 'desc').limit(count).get();
  if (snap.empty) {
    console.log(`The outbox of ${process.env.FIRESTORE_EMULATOR_HOST} is empty.`);
    return 0;
  }
  console.log(`Latest ${snap.size} message(s) in the outbox (newest first):\n`);
  for (const doc of snap.docs) {
    const mail = doc.data() as Mail;
    const text = mail.message?.text ?? '';
    const links = [...new Set(text.match(/https?:\/\/\S+/g) ?? [])];
    console.log(`${mail.createdAt?.toDate().toISOString() ?? '(no time)'}  to ${[mail.to].flat().join(', ')}`);
    console.log(`  ${mail.message?.subject ?? '(no subject)'}`);
    for (const link of links) console.log(`  ${link}`);
    console.log('');
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(/ECONNREFUSED|UNAVAILABLE/.test(message) ? 'The emulators are not running: start the shop with npm start.' : message);
    process.exit(1);
  },
);
