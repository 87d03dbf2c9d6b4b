// The appearance settings of SPEC.md section 3: every one is a data attribute on <html> that the stylesheets follow,
// saved in this browser only (saveLocal), applied by an inline script before the first paint (./prepaint.ts).

/** SPEC.md section 9: where the settings are kept in the browser's storage. */
export const STORAGE_KEY = 'huisetting-react';

/** The choices of each setting. app_name is free text (up to APP_NAME_MAX characters). */
export const OPTIONS = {
  theme_scheme_direction: ['ltr', 'rtl'],
  theme_scheme: ['light', 'dark', 'auto'],
  theme_style_appearance: ['theme-default', 'theme-flat', 'theme-bordered', 'theme-sharp'],
  theme_color: ['theme-color-default', 'dark', 'hotstar', 'amazonprime', 'hulu'],
  theme_transition: ['theme-with-animation', 'theme-without-animation'],
  theme_font_size: ['small', 'medium', 'large'],
  page_layout: ['container', 'container-fluid'],
  header_navbar: ['default', 'navs-glass', 'navs-transparent', 'navs-static'],
  card_style: ['card-default', 'card-glass', 'card-transparent'],
  header_banner: ['default', 'compact'],
  sidebar_color: ['sidebar-default', 'sidebar-dark', 'sidebar-color', 'sidebar-transparent'],
  sidebar_type: ['sidebar-default', 'sidebar-boxed', 'sidebar-sticky'],
  sidebar_show: ['shown', 'hidden'],
  navbar_show: ['always', 'on-scroll-up'],
  sidebar_menu_style: ['default', 'rounded', 'pill', 'bordered'],
  footer: ['default', 'compact', 'glass'],
  body_font_family: ['Inter', 'System', 'Serif', 'Rounded'],
  heading_font_family: ['Inter', 'System', 'Serif', 'Rounded'],
  saveLocal: ['sessionStorage', 'localStorage', 'none'],
} as const;

export type ChoiceName = keyof typeof OPTIONS;
export type Settings = { [K in ChoiceName]: (typeof OPTIONS)[K][number] } & { app_name: string };

export const APP_NAME_MAX = 24;

/**
 * SPEC.md's defaults (app name StreamIt, ltr, theme-color-default, Inter, container-fluid, footer default, kept in
 * sessionStorage), but for the scheme: the site ships dark (docs/decisions/0018-the-appearance-customizer.md).
 */
export const DEFAULTS: Settings = {
  app_name: 'StreamIt',
  theme_scheme_direction: 'ltr',
  theme_scheme: 'dark',
  theme_style_appearance: 'theme-default',
  theme_color: 'theme-color-default',
  theme_transition: 'theme-with-animation',
  theme_font_size: 'medium',
  page_layout: 'container-fluid',
  header_navbar: 'default',
  card_style: 'card-default',
  header_banner: 'default',
  sidebar_color: 'sidebar-default',
  sidebar_type: 'sidebar-default',
  sidebar_show: 'shown',
  navbar_show: 'always',
  sidebar_menu_style: 'default',
  footer: 'default',
  body_font_family: 'Inter',
  heading_font_family: 'Inter',
  saveLocal: 'sessionStorage',
};

/** The attribute of <html> each setting sets. theme_color is SPEC.md's "page theme attribute", data-theme. */
export const ATTRIBUTES: Record<keyof Settings, string> = {
  app_name: 'data-app-name',
  theme_scheme_direction: 'dir',
  theme_scheme: 'data-scheme',
  theme_style_appearance: 'data-style',
  theme_color: 'data-theme',
  theme_transition: 'data-transition',
  theme_font_size: 'data-font-size',
  page_layout: 'data-page-layout',
  header_navbar: 'data-header-navbar',
  card_style: 'data-card-style',
  header_banner: 'data-header-banner',
  sidebar_color: 'data-sidebar-color',
  sidebar_type: 'data-sidebar-type',
  sidebar_show: 'data-sidebar-show',
  navbar_show: 'data-navbar-show',
  sidebar_menu_style: 'data-sidebar-menu-style',
  footer: 'data-footer',
  body_font_family: 'data-body-font',
  heading_font_family: 'data-heading-font',
  saveLocal: 'data-save-local',
};

/** What the customizer calls each setting and its choices (a choice not listed here shows as itself). */
export const LABELS: Record<keyof Settings, { label: string; choices?: Record<string, string> }> = {
  app_name: { label: 'App name' },
  theme_scheme: { label: 'Scheme', choices: { light: 'Light', dark: 'Dark', auto: 'Auto (system)' } },
  theme_color: {
    label: 'Colour theme',
    choices: { 'theme-color-default': 'Default', dark: 'Netflix', hotstar: 'Hotstar', amazonprime: 'Prime', hulu: 'Hulu' },
  },
  theme_scheme_direction: { label: 'Direction', choices: { ltr: 'Left to right', rtl: 'Right to left' } },
  theme_font_size: { label: 'Font size', choices: { small: 'Small', medium: 'Medium', large: 'Large' } },
  page_layout: { label: 'Page layout', choices: { container: 'Boxed', 'container-fluid': 'Full width' } },
  theme_style_appearance: {
    label: 'Style',
    choices: { 'theme-default': 'Default', 'theme-flat': 'Flat', 'theme-bordered': 'Bordered', 'theme-sharp': 'Sharp' },
  },
  theme_transition: { label: 'Animations', choices: { 'theme-with-animation': 'On', 'theme-without-animation': 'Off' } },
  header_navbar: {
    label: 'Header',
    choices: { default: 'Solid', 'navs-glass': 'Glass', 'navs-transparent': 'Transparent', 'navs-static': 'Scrolls away' },
  },
  navbar_show: { label: 'Header on scroll', choices: { always: 'Always shown', 'on-scroll-up': 'Hide going down' } },
  header_banner: { label: 'Page banner', choices: { default: 'Full', compact: 'Compact' } },
  card_style: { label: 'Cards', choices: { 'card-default': 'Solid', 'card-glass': 'Glass', 'card-transparent': 'Transparent' } },
  sidebar_show: { label: 'Sidebars', choices: { shown: 'Shown', hidden: 'Hidden' } },
  sidebar_color: {
    label: 'Sidebar colour',
    choices: { 'sidebar-default': 'Default', 'sidebar-dark': 'Dark', 'sidebar-color': 'Colour', 'sidebar-transparent': 'Transparent' },
  },
  sidebar_type: { label: 'Sidebar type', choices: { 'sidebar-default': 'Default', 'sidebar-boxed': 'Boxed', 'sidebar-sticky': 'Sticky' } },
  sidebar_menu_style: { label: 'Sidebar menu', choices: { default: 'Default', rounded: 'Rounded', pill: 'Pill', bordered: 'Bordered' } },
  footer: { label: 'Footer', choices: { default: 'Default', compact: 'Compact', glass: 'Glass' } },
  body_font_family: { label: 'Body font' },
  heading_font_family: { label: 'Heading font' },
  saveLocal: {
    label: 'Remember settings',
    choices: { sessionStorage: 'This tab (session)', localStorage: 'This browser', none: 'Do not remember' },
  },
};

/**
 * Settings from anything (storage, a form): each unknown or missing value is the default's. Self-contained (it uses
 * only its arguments): the pre-paint script carries its source text.
 */
export function normalizeWith(
  input: unknown,
  defaults: Record<string, string>,
  options: Record<string, readonly string[]>,
  nameMax: number,
): Record<string, string> {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const settings: Record<string, string> = {};
  for (const name of Object.keys(defaults)) {
    const value = source[name];
    const allowed = options[name];
    if (allowed) settings[name] = typeof value === 'string' && allowed.includes(value) ? value : defaults[name]!;
    else {
      // Free text: no control or invisible format characters, cut by characters (never half an emoji).
      const text =
        typeof value === 'string'
          ? Array.from(value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim())
              .slice(0, nameMax)
              .join('')
              .trim()
          : '';
      settings[name] = text || defaults[name]!;
    }
  }
  return settings;
}

export const normalize = (input: unknown) => normalizeWith(input, DEFAULTS, OPTIONS, APP_NAME_MAX) as Settings;
