import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
// antd's styles as one prebuilt stylesheet, ahead of the app's own CSS (which overrides some of them).
import 'antd/dist/antd.css';
import { BANK_THEME, useMotionPreference } from '../shared/antd-theme';
import { bindNotifications, TOAST_CONFIG } from '../shared/notify';

/** SPEC 7: server data never goes stale by default, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Zero-runtime styles (docs/decisions/zero-runtime-styles.md): components take their rules from
 * antd.css instead of computing and injecting them as they mount, which was most of a signed-in
 * page's main-thread time on a phone. The brand's tokens still apply: antd writes them at runtime
 * as CSS variables, which antd.css's rules read.
 */
const APP_THEME: ThemeConfig = { ...BANK_THEME, zeroRuntime: true };

/** Hands antd's themed notification API to shared/notify.ts. Rendered before the router. */
function NotificationBinder() {
  bindNotifications(App.useApp().notification);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={useMotionPreference(APP_THEME)}>
      {/* SPEC 9: one toast at a time, auto-closing after 5 s; placed by shared/notify. */}
      <App component={false} notification={TOAST_CONFIG}>
        <NotificationBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
