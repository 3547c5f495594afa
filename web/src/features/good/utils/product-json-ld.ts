// schema.org Product data for search engines: name, code, picture, brand, colour, price in UAH, availability.
import { discountedPrice } from '@domain/pricing';
import type { Good } from '@/types/good';

/** What a yarn colour's line adds: its brand (a colour keeps none of its own) and the colour's name. */
interface ProductExtras {
  brand?: string | null;
  colour?: string | null;
}

export function productJsonLd(good: Good, title: string, description: string, url: string, extras: ProductExtras = {}) {
  const brand = extras.brand ?? good.yarn?.brand;
  const image = [good.mainImage, ...good.images].filter((src): src is string => src !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    sku: good.articul,
    ...(image.length > 0 ? { image } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(extras.colour ? { color: extras.colour } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: discountedPrice(good).toFixed(2),
      priceCurrency: 'UAH',
      availability:
        good.quantity > 0 && !good.archived ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
