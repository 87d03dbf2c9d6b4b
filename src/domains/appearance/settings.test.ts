import { describe, expect, it } from 'vitest';
import { defaultAttributes, prepaintScript } from './prepaint';
import { ATTRIBUTES, DEFAULTS, LABELS, normalize, OPTIONS, STORAGE_KEY } from './settings';

// SPEC.md section 3's settings, section 9's defaults (but the scheme: docs/decisions/0018) and storage key.
const SPEC_SETTINGS = [
  'app_name',
  'theme_scheme_direction',
  'theme_scheme',
  'theme_style_appearance',
  'theme_color',
  'theme_transition',
  'theme_font_size',
  'page_layout',
  'header_navbar',
  'card_style',
  'header_banner',
  'sidebar_color',
  'sidebar_type',
  'sidebar_show',
  'navbar_show',
  'sidebar_menu_style',
  'footer',
  'body_font_family',
  'heading_font_family',
];

/** Runs the pre-paint script against a stand-in <html> and storage; returns the attributes it set. */
function runPrepaint(session: Record<string, string>, local: Record<string, string> = {}, systemDark = false) {
  const attributes: Record<string, string> = {};
  const storage = (data: Record<string, string>) => ({ getItem: (k: string) => data[k] ?? null });
  const document = {
    documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v), getAttribute: (k: string) => attributes[k] },
  };
  const matchMedia = () => ({ matches: systemDark, addEventListener: () => undefined });
  new Function('document', 'sessionStorage', 'localStorage', 'matchMedia', prepaintScript())(
    document,
    storage(session),
    storage(local),
    matchMedia,
  );
  return attributes;
}

describe('appearance settings', () => {
  it('has every setting of SPEC.md, each with an attribute, a label and a default among its choices', () => {
    expect(Object.keys(DEFAULTS).sort()).toEqual([...SPEC_SETTINGS, 'saveLocal'].sort());
    expect(Object.keys(ATTRIBUTES).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(Object.keys(LABELS).sort()).toEqual(Object.keys(DEFAULTS).sort());
    for (const [name, values] of Object.entries(OPTIONS)) expect(values, name).toContain(DEFAULTS[name as keyof typeof OPTIONS]);
    expect(STORAGE_KEY).toBe('huisetting-react');
    expect(DEFAULTS).toMatchObject({
      app_name: 'StreamIt',
      theme_scheme_direction: 'ltr',
      theme_color: 'theme-color-default',
      body_font_family: 'Inter',
      page_layout: 'container-fluid',
      footer: 'default',
      saveLocal: 'sessionStorage',
    });
    expect(OPTIONS.theme_color).toEqual(['theme-color-default', 'dark', 'hotstar', 'amazonprime', 'hulu']);
    expect(LABELS.theme_color.choices?.dark).toBe('Netflix');
  });

  it('keeps known values and replaces anything else by the default', () => {
    expect(normalize({ theme_color: 'hulu', theme_scheme_direction: 'rtl' })).toEqual({
      ...DEFAULTS,
      theme_color: 'hulu',
      theme_scheme_direction: 'rtl',
    });
    expect(normalize({ theme_color: 'red; }', theme_scheme: 42, app_name: '  ', extra: 'x' })).toEqual(DEFAULTS);
    expect(normalize({ app_name: ` ${'x'.repeat(60)} ` }).app_name).toBe('x'.repeat(24));
    expect(normalize({ app_name: '\u200b\u200b' }).app_name).toBe('StreamIt');
    expect(normalize({ app_name: `${'A'.repeat(23)}😀😀` }).app_name).toBe(`${'A'.repeat(23)}😀`);
    expect(normalize('not an object')).toEqual(DEFAULTS);
    expect(normalize(null)).toEqual(DEFAULTS);
  });

  it('sets the saved settings on <html> before paint: the tab’s first, then the browser’s, else the defaults', () => {
    expect(runPrepaint({})).toEqual(defaultAttributes());
    const saved = JSON.stringify({ theme_color: 'hulu', theme_scheme_direction: 'rtl', theme_scheme: 'light' });
    expect(runPrepaint({ [STORAGE_KEY]: saved })).toMatchObject({ 'data-theme': 'hulu', dir: 'rtl', 'data-bs-theme': 'light' });
    expect(runPrepaint({}, { [STORAGE_KEY]: saved })).toMatchObject({ 'data-theme': 'hulu', dir: 'rtl' });
    // Auto follows the system; a broken entry is the defaults, not an error before the page paints.
    expect(runPrepaint({ [STORAGE_KEY]: '{"theme_scheme":"auto"}' }, {}, true)['data-bs-theme']).toBe('dark');
    expect(runPrepaint({ [STORAGE_KEY]: '{"theme_scheme":"auto"}' }, {}, false)['data-bs-theme']).toBe('light');
    expect(runPrepaint({ [STORAGE_KEY]: '{not json' })).toEqual(defaultAttributes());
    // A value cannot close the script element it is written into.
    expect(prepaintScript()).not.toMatch(/<\/script/i);
  });
});
