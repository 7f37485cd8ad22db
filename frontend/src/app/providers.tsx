import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { BRAND_COLORS } from '../shared/brand';
import { bindNotifications, TOAST_CONFIG } from '../shared/notify';

/** SPEC 7: server data never goes stale by default, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.navyLight,
    colorLink: BRAND_COLORS.navyLight,
    colorInfo: BRAND_COLORS.navyLight,
    borderRadius: 8,
    fontFamily: 'var(--font-body)',
    // antd's default greys (45% black) fall short of WCAG AA contrast on white.
    colorTextSecondary: '#5b6472',
    colorTextDescription: '#5b6472', // secondary Typography, Result subtitles
    colorTextTertiary: '#6b7280',
    colorTextPlaceholder: '#6b7280',
    colorError: '#cf1322',
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f4f6fa', headerPadding: '0 16px', headerHeight: 64 },
    Notification: { width: 420 },
    Menu: { itemSelectedBg: '#e6ecf7', itemSelectedColor: BRAND_COLORS.navyLight, itemBorderRadius: 8 },
  },
};

/** Hands antd's themed notification API to shared/notify.ts. Rendered before the router. */
function NotificationBinder() {
  bindNotifications(App.useApp().notification);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      {/* SPEC 9: one toast at a time, auto-closing after 5 s; placed by shared/notify. */}
      <App component={false} notification={TOAST_CONFIG}>
        <NotificationBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
