// Whether the carousel's first picture has arrived (or failed, or there is none). The special
// strip, below the tiles and off a phone's first screen, reads its goods only then, so that its
// answer (about 5 kB from Google's API, 50 kB from the emulator, which does not compress) does
// not share the connection with the largest picture of the first screen. A store rather than
// state in the page: only the strip re-renders when it changes.
import { create } from 'zustand';

interface FirstPictureState {
  settled: boolean;
  settle: () => void;
}

export const useFirstPicture = create<FirstPictureState>((set) => ({
  settled: false,
  settle: () => set({ settled: true }),
}));
