import { applyTo } from './apply';
import { ATTRIBUTES, normalize, STORAGE_KEY, type Settings } from './settings';

/** The settings in force on this page, as the attributes of <html> hold them. */
export function currentSettings(): Settings {
  const root = document.documentElement;
  return normalize(Object.fromEntries(Object.entries(ATTRIBUTES).map(([name, attribute]) => [name, root.getAttribute(attribute)])));
}

/** Applies settings to the page and keeps them where their saveLocal says (and nowhere else: "none" forgets them). */
export function applyAndSave(settings: Settings): void {
  applyTo(settings, ATTRIBUTES);
  try {
    sessionStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    if (settings.saveLocal === 'sessionStorage') sessionStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    if (settings.saveLocal === 'localStorage') localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused or full: the choice still holds on this page.
  }
}
