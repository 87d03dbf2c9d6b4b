import { applyTo, readSaved } from './apply';
import { APP_NAME_MAX, ATTRIBUTES, DEFAULTS, normalizeWith, OPTIONS, STORAGE_KEY } from './settings';

/**
 * The inline script of <head>: applies the saved settings before the first paint (no flash of the default theme), and
 * follows the system's scheme while "auto" is chosen. The same text for every visitor, so cached pages stay cached.
 */
export function prepaintScript(): string {
  const args = [STORAGE_KEY, DEFAULTS, OPTIONS, APP_NAME_MAX, ATTRIBUTES].map((a) => JSON.stringify(a)).join(',');
  return `(function(key,defaults,options,nameMax,attributes){var readSaved=${readSaved.toString()};var normalizeWith=${normalizeWith.toString()};var applyTo=${applyTo.toString()};applyTo(normalizeWith(readSaved(key),defaults,options,nameMax),attributes);matchMedia('(prefers-color-scheme: dark)').addEventListener('change',function(e){var root=document.documentElement;if(root.getAttribute('data-scheme')==='auto')root.setAttribute('data-bs-theme',e.matches?'dark':'light');});})(${args})`.replace(
    /<\//g,
    '<\\/',
  );
}

/** The attributes of <html> as served: the defaults, which the script replaces with the saved settings, if any. */
export function defaultAttributes(): Record<string, string> {
  const attributes: Record<string, string> = { 'data-bs-theme': DEFAULTS.theme_scheme === 'light' ? 'light' : 'dark' };
  for (const [name, attribute] of Object.entries(ATTRIBUTES)) attributes[attribute] = DEFAULTS[name as keyof typeof DEFAULTS];
  return attributes;
}
