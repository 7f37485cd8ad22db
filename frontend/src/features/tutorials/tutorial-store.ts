import { create } from 'zustand';
import { readCompletedTutorials, readSkippedTutorials, writeCompletedTutorials, writeSkippedTutorials } from './completed-tutorials';
import { findTutorial } from './tutorials';

/**
 * SPEC 4 "Tutorial overlay": closed → intro → step 0…n-1 → completed (closed again).
 * Client-only state, so zustand rather than the query cache (STYLE 8).
 */
interface TutorialState {
  completed: string[];
  libraryOpen: boolean;
  /** The tutorial in the overlay; null when the overlay is closed. */
  activeId: string | null;
  /** null: the intro view; a number: that step (0-based). */
  step: number | null;
  /** Tutorials closed without completing (kept in localStorage): auto-start does not offer them again. */
  skipped: string[];
  setLibraryOpen: (open: boolean) => void;
  /** Opens the intro; starting from the library closes the library. */
  start: (id: string) => void;
  begin: () => void;
  goTo: (step: number) => void;
  next: () => void;
  previous: () => void;
  /** The last step's Complete: records the id once, closes the overlay and resets to the intro. */
  complete: () => void;
  /** X, backdrop, Escape or Skip: closes without marking complete, and remembers the skip. */
  close: () => void;
  /** Signing out: closes everything, remembering nothing. */
  reset: () => void;
}

export const useTutorialStore = create<TutorialState>()((set, get) => ({
  completed: readCompletedTutorials(),
  libraryOpen: false,
  activeId: null,
  step: null,
  skipped: readSkippedTutorials(),
  setLibraryOpen: (libraryOpen) => set({ libraryOpen }),
  start: (id) => {
    if (findTutorial(id)) set({ activeId: id, step: null, libraryOpen: false });
  },
  begin: () => set({ step: 0 }),
  goTo: (step) => {
    const tutorial = findTutorial(get().activeId);
    if (tutorial && step >= 0 && step < tutorial.steps.length) set({ step });
  },
  next: () => get().goTo((get().step ?? -1) + 1),
  previous: () => get().goTo((get().step ?? 1) - 1),
  complete: () => {
    const { activeId, completed } = get();
    if (!activeId) return;
    const next = completed.includes(activeId) ? completed : [...completed, activeId];
    writeCompletedTutorials(next);
    set({ completed: next, activeId: null, step: null });
  },
  close: () => {
    const { activeId, skipped } = get();
    if (activeId && !skipped.includes(activeId)) {
      const next = [...skipped, activeId];
      writeSkippedTutorials(next);
      set({ skipped: next });
    }
    set({ activeId: null, step: null });
  },
  reset: () => set({ activeId: null, step: null, libraryOpen: false }),
}));
