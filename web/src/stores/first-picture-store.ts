// Whether the first page's largest picture has arrived (or failed): the home carousel's first
// slide, a goods list's first card, a good's own picture. What the shopper does not see at once
// waits for it, so that it does not share the connection with that picture: the home page's special
// strip reads its goods (about 5 kB from Google's API, 50 kB from the emulator, which does not
// compress), a goods list opened first reads its whole list (its first screen's goods are in), and
// the header's search loads its code. On a page without such a picture it is
// settled from the start (main.tsx). Once settled it stays so: pages opened later in the visit
// have nothing to wait for. A store rather than state in a page: only the waiting parts re-render.
import { create } from 'zustand';
import { afterPaintWhenIdle } from '@/utils/after-paint-when-idle';

interface FirstPictureState {
  settled: boolean;
  settle: () => void;
  /**
   * For the picture's own load (or error) event: settles once a frame has been painted after it
   * and the browser has time to spare. Settled in the event itself, the goods list's whole list
   * (50 kB from the emulator) was asked for before the first card's picture was on screen, and
   * in five of nine Lighthouse runs it arrived first: LCP 3.26 s against 2.86 s (docs/notes.md).
   * The good page and the carousel still settle in the event: measured only on the goods list.
   */
  settleAfterPaint: () => void;
}

export const useFirstPicture = create<FirstPictureState>((set) => ({
  settled: false,
  settle: () => set({ settled: true }),
  settleAfterPaint: () => afterPaintWhenIdle(() => set({ settled: true })),
}));
