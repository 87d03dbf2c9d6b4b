import { WHO_COOKIE } from '@/lib/identity-cookies';
import { initialsOf } from '@/lib/text';
import { cookieBase } from './cookies';

// The header knows its viewer from its first paint, on cached pages too: the page's first inline script reads the
// signed-in person's initials from a readable cookie and the stylesheet shows it on the account button, until the app
// has asked the server (which sets the cookie right, or clears it).

type CookieJar = { set: (name: string, value: string, options: Record<string, unknown>) => unknown };

/** Sets the hint for a signed-in person (their initials), or clears it (nobody signed in). */
export function setWhoHint(jar: CookieJar, person: { name: string; email: string } | null, maxAge?: number): void {
  const initial = person ? initialsOf(person.name, person.email) : '';
  if (!initial) jar.set(WHO_COOKIE, '', { ...cookieBase(), httpOnly: false, maxAge: 0 });
  else jar.set(WHO_COOKIE, encodeURIComponent(initial), { ...cookieBase(), httpOnly: false, ...(maxAge ? { maxAge } : {}) });
}

/** The inline script of <head>: the hint as html[data-who] and --who-initial (a CSS string), before the first paint. */
export function whoHintScript(): string {
  const name = JSON.stringify(WHO_COOKIE);
  return `(function(){var m=document.cookie.match(new RegExp('(?:^|;\\s*)'+${name}+'=([^;]+)'));if(!m)return;var c;try{c=Array.from(decodeURIComponent(m[1])).slice(0,2).join('')}catch(e){return}if(!/^[\\p{L}\\p{N}]{1,2}$/u.test(c))return;var r=document.documentElement;r.setAttribute('data-who','');r.style.setProperty('--who-initial',JSON.stringify(c));})()`;
}
