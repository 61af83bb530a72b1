import type { CompleteTheme } from './types.ts';

/**
 * The complete default token set every brand is a partial over. Semantic colours may reference the
 * palette as {palette.<scale>.<step>}; the engine resolves them to hex before emitting CSS.
 */
export const DEFAULT_THEME: CompleteTheme = {
  defaultMode: 'light',
  pinMode: false,
  base: {
    palette: {
      primary: { '100': '#e0e7ff', '300': '#a5b4fc', '500': '#4f46e5', '700': '#3730a3', '900': '#1e1b4b' },
      secondary: { '100': '#ccfbf1', '300': '#5eead4', '500': '#0d9488', '700': '#0f766e', '900': '#134e4a' },
      accent: { '100': '#fef3c7', '300': '#fcd34d', '500': '#f59e0b', '700': '#b45309', '900': '#78350f' },
      neutral: {
        '0': '#ffffff', '50': '#f8fafc', '100': '#f1f5f9', '200': '#e2e8f0', '400': '#94a3b8',
        '600': '#475569', '800': '#1e293b', '900': '#0f172a', '950': '#080d1a', '1000': '#000000',
      },
    },
    radius: { sm: '4px', md: '8px', lg: '16px', pill: '9999px' },
    space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
    font: {
      family: {
        base: "'Noto Sans', 'Noto Sans Bengali', sans-serif",
        heading: "'Noto Sans', 'Noto Sans Bengali', sans-serif",
      },
      size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
      weight: { regular: 400, medium: 500, bold: 700 },
    },
    shadow: {
      sm: '0 1px 2px rgba(0,0,0,0.12)',
      md: '0 4px 12px rgba(0,0,0,0.16)',
      lg: '0 12px 32px rgba(0,0,0,0.24)',
    },
    motion: { fast: '120ms', normal: '240ms' },
    // Phone below tablet, tablet below desktop (mobile first: phones are 360–430 px wide).
    breakpoint: { tablet: '600px', desktop: '1024px' },
  },
  light: {
    color: {
      bg: {
        page: '{palette.neutral.50}', surface: '{palette.neutral.0}', raised: '{palette.neutral.0}',
        sunken: '{palette.neutral.100}', header: '{palette.primary.900}', sidebar: '{palette.neutral.0}',
        footer: '{palette.neutral.900}', overlay: '#0f172a',
      },
      text: {
        primary: '{palette.neutral.900}', muted: '{palette.neutral.600}', inverse: '{palette.neutral.0}',
        onAction: '{palette.neutral.0}', onAccent: '{palette.neutral.900}', link: '{palette.primary.700}',
        onHeader: '{palette.neutral.0}', onFooter: '{palette.neutral.100}',
      },
      action: {
        primary: '{palette.primary.500}', primaryHover: '{palette.primary.700}', secondary: '{palette.secondary.700}',
        secondaryHover: '{palette.secondary.900}', accent: '{palette.accent.500}',
      },
      border: { default: '{palette.neutral.200}', strong: '{palette.neutral.600}' },
      focus: { ring: '{palette.primary.500}' },
      status: { success: '#15803d', warning: '#a16207', danger: '#b91c1c', info: '#1d4ed8' },
    },
    gameCard: [
      { from: '#4f46e5', to: '#312e81', text: '#ffffff' },
      { from: '#0f766e', to: '#134e4a', text: '#ffffff' },
      { from: '#b45309', to: '#78350f', text: '#ffffff' },
      { from: '#be123c', to: '#881337', text: '#ffffff' },
      { from: '#7e22ce', to: '#3b0764', text: '#ffffff' },
      { from: '#1d4ed8', to: '#1e3a8a', text: '#ffffff' },
    ],
  },
  dark: {
    color: {
      bg: {
        page: '{palette.neutral.950}', surface: '{palette.neutral.900}', raised: '{palette.neutral.800}',
        sunken: '{palette.neutral.1000}', header: '{palette.neutral.900}', sidebar: '{palette.neutral.900}',
        footer: '{palette.neutral.1000}', overlay: '#000000',
      },
      text: {
        primary: '{palette.neutral.50}', muted: '{palette.neutral.400}', inverse: '{palette.neutral.900}',
        onAction: '{palette.neutral.900}', onAccent: '{palette.neutral.900}', link: '{palette.primary.300}',
        onHeader: '{palette.neutral.50}', onFooter: '{palette.neutral.200}',
      },
      action: {
        primary: '{palette.primary.300}', primaryHover: '{palette.primary.100}', secondary: '{palette.secondary.300}',
        secondaryHover: '{palette.secondary.100}', accent: '{palette.accent.300}',
      },
      border: { default: '{palette.neutral.800}', strong: '{palette.neutral.400}' },
      focus: { ring: '{palette.primary.300}' },
      status: { success: '#4ade80', warning: '#facc15', danger: '#f87171', info: '#60a5fa' },
    },
    gameCard: [
      { from: '#3730a3', to: '#1e1b4b', text: '#ffffff' },
      { from: '#0f766e', to: '#042f2e', text: '#ffffff' },
      { from: '#92400e', to: '#451a03', text: '#ffffff' },
      { from: '#9f1239', to: '#4c0519', text: '#ffffff' },
      { from: '#6b21a8', to: '#2e1065', text: '#ffffff' },
      { from: '#1e40af', to: '#172554', text: '#ffffff' },
    ],
  },
};
