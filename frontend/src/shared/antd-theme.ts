import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { BRAND_COLORS } from './brand';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './ui/use-media-query';

/** The brand on antd: the app's provider and the landing page's own modal (which loads without the app) use it. */
export const BANK_THEME: ThemeConfig = {
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

/**
 * The theme as the visitor wants it: without antd's motion when their system asks for reduced
 * motion (global.css shortens the app's own animations and leaves antd's to this switch).
 */
export function useMotionPreference(theme: ThemeConfig): ThemeConfig {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  return useMemo(() => (reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reduced, theme]);
}
