// Each channel's feed made from the catalogue: its builder and how many offers it holds.
import type { FeedChannel } from '@domain/feeds';
import { feedCategories, feedOffers, type FeedCatalogue } from './feed-offers';
import type { FeedShop } from './feed-shop';
import { googleFeed } from './google-feed';
import { hotlineFeed } from './hotline-feed';
import { ymlFeed } from './yml-feed';

interface BuiltFeed {
  xml: string;
  offers: number;
}

export function buildFeed(channel: FeedChannel, catalogue: FeedCatalogue, shop: FeedShop, builtAt: Date): BuiltFeed {
  const offers = feedOffers(catalogue, shop.origin, shop.name);
  switch (channel) {
    case 'rozetka':
    case 'prom':
      return { xml: ymlFeed(channel, shop, feedCategories(catalogue), offers, builtAt), offers: offers.length };
    case 'hotline': {
      const { xml, count } = hotlineFeed(shop, feedCategories(catalogue), offers, builtAt);
      return { xml, offers: count };
    }
    case 'google':
      return { xml: googleFeed(shop, offers), offers: offers.length };
  }
}
