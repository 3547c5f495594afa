// The server renderer's state for the browser: a JSON <script> in the page (domain/page-render.ts).
import { BOOT_STATE_ID, type BootState } from '@domain/page-render';
import { isLanguage } from '@/types/language';

/** The state the server left in the page, or null for the plain shell (nothing rendered). */
export function readBootState(doc: Document = document): BootState | null {
  const text = doc.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as Partial<BootState>;
  if (!isLanguage(state.language) || typeof state.origin !== 'string') throw new Error(`#${BOOT_STATE_ID} holds no language and origin`);
  return { language: state.language, origin: state.origin, ...(state.queries !== undefined ? { queries: state.queries } : {}) };
}
