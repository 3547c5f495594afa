// siteMeta/feeds: each feed's last build, for the ADMIN's settings. Written once per build (never
// per request: a kept feed is served without a write), read only by the ADMIN.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FEED_CHANNELS, feedPath, type FeedChannel, type FeedStatus } from '@domain/feeds';
import { db } from '../admin';
import { typedConverter } from '../model/converters';
import { COLLECTIONS } from '../model/types';

type FeedStatusDoc = Partial<Record<FeedChannel, { offers: number; builtAt: Timestamp }>>;

const statusDoc = () => db.collection(COLLECTIONS.siteMeta).withConverter(typedConverter<FeedStatusDoc>()).doc('feeds');

export async function recordFeedBuild(channel: FeedChannel, offers: number): Promise<void> {
  await statusDoc().set({ [channel]: { offers, builtAt: FieldValue.serverTimestamp() } }, { merge: true });
}

export async function readFeedStatus(origin: string): Promise<FeedStatus[]> {
  const stored = (await statusDoc().get()).data() ?? {};
  return FEED_CHANNELS.map((channel) => {
    const build = stored[channel];
    return {
      channel,
      url: `${origin}${feedPath(channel)}`,
      lastBuild: build && build.builtAt instanceof Timestamp ? { offers: build.offers, builtAt: build.builtAt.toDate().toISOString() } : null,
    };
  });
}
