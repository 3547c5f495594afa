// Whether the first page's largest picture has arrived (or failed): the home carousel's first
// slide, a goods list's first card, a good's own picture. What the shopper does not see at once
// waits for it, so that it does not share the connection with that picture: the home page's special
// strip reads its goods (about 5 kB from Google's API, 50 kB from the emulator, which does not
// compress), a goods list opened first reads its whole list (its first screen's goods are in), and
// the header's search loads its code. On a page without such a picture it is
// settled from the start (main.tsx). Once settled it stays so: pages opened later in the visit
// have nothing to wait for. A store rather than state in a page: only the waiting parts re-render.
import { create } from 'zustand';

interface FirstPictureState {
  settled: boolean;
  settle: () => void;
}

export const useFirstPicture = create<FirstPictureState>((set) => ({
  settled: false,
  settle: () => set({ settled: true }),
}));
