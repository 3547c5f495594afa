// The product feeds the shop publishes for marketplaces and price comparison sites, each at a
// fixed public address (functions/src/feeds/, docs/api.md "Product feeds"). Shared with the SPA,
// which shows the ADMIN the addresses and how each feed was last built.

export const FEED_CHANNELS = ['rozetka', 'prom', 'hotline', 'google'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

/** The address of a channel's feed on the shop's origin; it never changes. */
export const feedPath = (channel: FeedChannel): string => `/feeds/${channel}.xml`;

/** One feed as the ADMIN sees it: where it is, and its last build (null until anyone fetched it). */
export interface FeedStatus {
  channel: FeedChannel;
  /** Absolute address on the shop's origin. */
  url: string;
  lastBuild: { offers: number; builtAt: string } | null;
}
