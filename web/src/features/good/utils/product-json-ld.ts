// schema.org Product data for search engines: name, code, picture, price in UAH, availability.
import { discountedPrice } from '@domain/pricing';
import type { Good } from '@/types/good';

export function productJsonLd(good: Good, title: string, description: string, url: string) {
  const image = [good.mainImage, ...good.images].filter((src): src is string => src !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description,
    sku: good.articul,
    ...(image.length > 0 ? { image } : {}),
    ...(good.yarn?.brand ? { brand: { '@type': 'Brand', name: good.yarn.brand } } : {}),
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
