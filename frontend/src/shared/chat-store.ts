import { create } from 'zustand';

/**
 * Whether the support chat dialog (SPEC 2.6) is open. Client-only UI state, shared so any
 * screen (the header menu, the dashboard's Contact Support action) can open the one dialog.
 */
interface ChatState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useChatStore = create<ChatState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
