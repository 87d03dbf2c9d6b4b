// Setting the appearance on <html>: by the pre-paint script (its source text carries these functions) and by the
// customizer as a choice is made. Both functions use only their arguments and the DOM.

/** Sets each setting's attribute on <html>, and data-bs-theme to the scheme in force (auto follows the system). */
export function applyTo(settings: Record<string, string>, attributes: Record<string, string>): void {
  const root = document.documentElement;
  for (const name of Object.keys(attributes)) root.setAttribute(attributes[name]!, settings[name] ?? '');
  const scheme = settings.theme_scheme;
  const dark = scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

/** The saved settings of this browser (the tab's session first, then the browser's), or null. */
export function readSaved(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? localStorage.getItem(key) ?? 'null');
  } catch {
    // Storage refused (a sandboxed frame, privacy settings) or unreadable: the defaults.
    return null;
  }
}
