import { useLocation } from 'react-router-dom';
import { canonicalUrl } from '@domain/canonical-url';
import { useLanguage } from '@/lib/i18n/language-context';
import { siteOrigin } from '@/lib/site-origin';

/** The page's canonical address in the shop's language (domain/canonical-url.ts). */
export function useCanonicalUrl(): string {
  const { pathname } = useLocation();
  return canonicalUrl(siteOrigin(), pathname, useLanguage());
}
