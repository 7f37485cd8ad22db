/** The Account Card Designer's options (SPEC 2.9). Client-only: nothing is saved. */
export const CARD_STYLES = [
  { value: 'classic', label: 'Classic' },
  { value: 'modern', label: 'Modern' },
  { value: 'minimal', label: 'Minimal' },
] as const;
export type CardStyle = (typeof CARD_STYLES)[number]['value'];

export const LOGO_STYLES = [
  { value: 'classic', label: 'Classic' },
  { value: 'modern', label: 'Modern' },
  { value: 'playful', label: 'Playful' },
  { value: 'geometric', label: 'Geometric' },
  { value: 'elegant', label: 'Elegant' },
] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number]['value'];

export interface ColorTheme {
  id: string;
  name: string;
  from: string;
  to: string;
  accent: string;
}

export const COLOR_THEMES: readonly ColorTheme[] = [
  { id: 'midnight', name: 'Midnight', from: '#0b1a33', to: '#1b3a6b', accent: '#d4af37' },
  { id: 'emerald', name: 'Emerald', from: '#064e3b', to: '#0f766e', accent: '#a7f3d0' },
  { id: 'sunset', name: 'Sunset', from: '#9a3412', to: '#be185d', accent: '#fde68a' },
  { id: 'royal', name: 'Royal', from: '#3b0764', to: '#6d28d9', accent: '#e9d5ff' },
  { id: 'graphite', name: 'Graphite', from: '#111827', to: '#4b5563', accent: '#e5e7eb' },
  { id: 'ocean', name: 'Ocean', from: '#0c4a6e', to: '#0e7490', accent: '#bae6fd' },
];

export interface CardDesign {
  cardStyle: CardStyle;
  logoStyle: LogoStyle;
  themeId: string;
  animations: boolean;
  patterns: boolean;
}

export const DEFAULT_DESIGN: CardDesign = {
  cardStyle: 'classic',
  logoStyle: 'classic',
  themeId: 'midnight',
  animations: true,
  patterns: false,
};

export function themeOf(design: CardDesign): ColorTheme {
  return COLOR_THEMES.find((theme) => theme.id === design.themeId) ?? COLOR_THEMES[0];
}

/** "Random theme": any theme but the current one, so the button always visibly does something. */
export function randomThemeId(currentId: string): string {
  const others = COLOR_THEMES.filter((theme) => theme.id !== currentId);
  return others[Math.floor(Math.random() * others.length)].id;
}
