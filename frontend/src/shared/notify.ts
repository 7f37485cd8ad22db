import type { ReactNode } from 'react';
import type { App } from 'antd';

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/**
 * The one place toasts are raised and placed. antd's notification must come from App.useApp()
 * to pick up the theme, so app/providers.tsx binds the instance here and plain modules (the API
 * client, timers) can toast without hooks. Count (1) and duration (5 s) are set on <App> from
 * TOAST_CONFIG, the 420 px width on the theme (SPEC 9); antd caps it at the viewport on phones.
 *
 * Where (docs/decisions/toast-placement.md): centred at the top, just under the signed-in header,
 * at every width. The header and the page's right-hand actions stay in reach, and the bottom of
 * the screen, where a form's primary action and a list's new row are, stays clear.
 */
const HEADER_HEIGHT = 64;

export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'top', top: HEADER_HEIGHT + 8 } as const;

let instance: NotificationInstance | null = null;

export function bindNotifications(notification: NotificationInstance): void {
  instance = notification;
}

export interface Toast {
  title: ReactNode;
  description?: ReactNode;
  /** Same key = same toast: a repeat replaces the visible one instead of stacking. */
  key?: string;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, toast: Toast): void {
  if (!instance) return;
  instance[kind]({
    ...toast,
    // Errors interrupt screen-reader users; the rest is announced politely.
    role: kind === 'error' ? 'alert' : 'status',
  });
}

export const notify = {
  success: (toast: Toast) => show('success', toast),
  error: (toast: Toast) => show('error', toast),
  info: (toast: Toast) => show('info', toast),
  warning: (toast: Toast) => show('warning', toast),
  /** Closes every toast on screen: what was said to a signed-in customer is not for the next visitor. */
  closeAll: () => instance?.destroy(),
};
