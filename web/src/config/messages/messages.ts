import type { Language } from '@/types/language';
import type { Messages } from './ua';

/**
 * Only the shopper's language is downloaded: each catalogue is its own chunk (about 5 kB gzip
 * each), loaded in parallel with the first route, so the home page stays within its budget.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'en' ? (await import('./en')).en : (await import('./ua')).ua;
}
