import type { ThemeData } from '../types/theme';

/**
 * The default theme's palette (DEFAULT_THEME_DATA): apart from theme.ts so that code without
 * emotion (the store server's consent banner data) can read it.
 */
export const DEFAULT_THEME_COLORS: ThemeData['styles']['colors'] = {
  primary: '#1f2937',
  secondary: '#4b5563',
  background: '#ffffff',
  text: '#111827',
  accent: '#b91c1c',
  headerBackground: '#ffffff',
  headerText: '#111827',
  footerBackground: '#111827',
  footerText: '#f9fafb',
};
