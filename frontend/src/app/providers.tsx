import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { BANK_THEME } from '../shared/antd-theme';
import { bindNotifications, TOAST_CONFIG } from '../shared/notify';

/** SPEC 7: server data never goes stale by default, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});


/** Hands antd's themed notification API to shared/notify.ts. Rendered before the router. */
function NotificationBinder() {
  bindNotifications(App.useApp().notification);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={BANK_THEME}>
      {/* SPEC 9: one toast at a time, auto-closing after 5 s; placed by shared/notify. */}
      <App component={false} notification={TOAST_CONFIG}>
        <NotificationBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
