import type { Language } from '@/types/language';

interface StaticSection {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
}

export interface StaticPageText {
  title: string;
  /** The meta description of the page. */
  description: string;
  intro?: string;
  sections: StaticSection[];
}

/**
 * A static page in both languages. These are long texts of the shop rather than interface
 * strings, so they live beside their page and load with its chunk instead of weighing on the
 * message catalogues every page downloads.
 */
export interface StaticPageContent {
  text: Record<Language, StaticPageText>;
  /** The contacts page also lists the phones, e-mail and messenger links. */
  showContacts?: boolean;
}
