'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from './navigation';
import type { SessionViewer } from '@/lib/viewer';
import { initialsOf } from '@/lib/text';

/** Focus leaving a menu closes it, so only one is ever open. */
export const closeOnFocusOut = (close: () => void) => (e: React.FocusEvent<HTMLElement>) => {
  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
};

/**
 * The account button and its menu, in the site's and the shop's headers: signed in, the header's links and Logout;
 * signed out, Sign in and Register (and the guest's watchlist when there is one).
 */
export function UserMenu({
  viewer,
  checkViewer,
  links,
}: {
  viewer: SessionViewer | null;
  checkViewer: () => Promise<SessionViewer>;
  links: NavLink[];
}) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      toggle.current?.focus();
      setOpen(false);
    };
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  const name = viewer ? viewer.name || viewer.email : '';
  const initials = viewer ? initialsOf(viewer.name, viewer.email) : '';
  return (
    <div className="user-menu" ref={root} onBlur={closeOnFocusOut(() => setOpen(false))}>
      <button
        ref={toggle}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={async () => {
          if (open) return setOpen(false);
          await checkViewer();
          setOpen(true);
        }}
      >
        {/* Named by hidden text, not aria-label: the initials shown are no part of the name (axe's label-in-name). */}
        <span className="visually-hidden">{viewer?.signedIn ? `Account menu, signed in as ${name}` : 'Account menu'}</span>
        {/* Not known yet: the stylesheet shows the initials the page's first script read (who-hint.ts), or the icon. */}
        {!viewer && <span className="account-initial who-hint" aria-hidden="true" />}
        {viewer?.signedIn && initials ? (
          <span className="account-initial" aria-hidden="true">
            {initials}
          </span>
        ) : (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className={viewer ? undefined : 'who-unknown'}>
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        )}
      </button>
      {open && viewer && (
        // Choosing an item closes the menu, the page one is on too (a new page closes it by its address anyway).
        <ul id="user-menu" className="dropdown" onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}>
          {viewer.signedIn ? (
            <>
              <li className="dropdown-note">
                Signed in as <strong>{name}</strong>
              </li>
              {links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                    {link.counts === 'watchlist' && viewer.watchlist.length > 0 && (
                      <span className="count"> ({viewer.watchlist.length})</span>
                    )}
                  </Link>
                </li>
              ))}
              <li>
                <form method="post" action="/auth/logout">
                  <button type="submit" className="dropdown-button">
                    Logout
                  </button>
                </form>
              </li>
            </>
          ) : (
            <>
              <li>
                {/* A plain link: sign-in leaves the site for the issuer and comes back here. */}
                <a href={`/auth/login?returnTo=${encodeURIComponent(pathname)}`}>Sign in</a>
              </li>
              <li>
                <a href={`/auth/login?screen=sign-up&returnTo=${encodeURIComponent(pathname)}`}>Register</a>
              </li>
              {viewer.watchlist.length > 0 && (
                <li>
                  <Link href="/play-list" prefetch={false}>
                    Watchlist <span className="count">({viewer.watchlist.length})</span>
                  </Link>
                </li>
              )}
            </>
          )}
        </ul>
      )}
    </div>
  );
}
