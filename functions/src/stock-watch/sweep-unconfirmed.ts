// Subscriptions nobody confirmed are not kept: once a confirmation link is dead (a week after its
// mail), its pending subscriptions are deleted, and an address that never confirmed anything is
// forgotten with them. Each mailbox is handled in its own transaction, a bounded page a run.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { COLLECTIONS } from '../model/types';
import { CONFIRM_LINK_MS } from './watch-links';
import { mailboxRef, watchesOf } from './watch-refs';

/** Mailboxes handled per run; a daily run keeps up with far more unanswered mails than the limits let through. */
const MAILBOXES_PER_RUN = 200;
/** A mailbox holds at most this many open subscriptions (as watch-links reads them). */
const PENDING_READ = 500;

interface SweepOutcome {
  mailboxesForgotten: number;
  confirmationsEnded: number;
  watchesDeleted: number;
}

async function sweepMailbox(mailboxId: string, cutoff: Timestamp, outcome: SweepOutcome): Promise<void> {
  await db.runTransaction(async (tx) => {
    const mailbox = (await tx.get(mailboxRef(mailboxId))).data();
    const sentAt = mailbox?.confirmationSentAt as Timestamp | null | undefined;
    // Answered or re-sent since the query: not dead any more.
    if (!mailbox || !sentAt || sentAt.toMillis() >= cutoff.toMillis()) return;
    const pending = await tx.get(watchesOf().where('mailboxId', '==', mailboxId).where('status', '==', 'pending').limit(PENDING_READ));
    for (const doc of pending.docs) tx.delete(doc.ref);
    outcome.watchesDeleted += pending.size;
    if (mailbox.confirmedAt === null) {
      tx.delete(mailboxRef(mailboxId));
      outcome.mailboxesForgotten += 1;
    } else {
      // No confirmation is pending any more: the next subscription may mail a fresh one.
      tx.update(mailboxRef(mailboxId), { confirmTokenHash: null, confirmationSentAt: null });
      outcome.confirmationsEnded += 1;
    }
  });
}

export async function sweepUnconfirmedWatches(nowMs = Date.now()): Promise<SweepOutcome> {
  const cutoff = Timestamp.fromMillis(nowMs - CONFIRM_LINK_MS);
  const dead = await db
    .collection(COLLECTIONS.stockWatchMailboxes)
    .where('confirmationSentAt', '<', cutoff)
    .orderBy('confirmationSentAt')
    .limit(MAILBOXES_PER_RUN)
    .select()
    .get();
  const outcome: SweepOutcome = { mailboxesForgotten: 0, confirmationsEnded: 0, watchesDeleted: 0 };
  for (const doc of dead.docs) await sweepMailbox(doc.id, cutoff, outcome);
  return outcome;
}
