'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { keepTabInside } from './focus-trap';
import { Logo } from './Logo';
import { activeGroup, activeHref, MAIN_MENU, USER_MENU } from './navigation';
import { SearchBox } from './SearchBox';
import { closeOnFocusOut, UserMenu } from './UserMenu';
import type { SessionViewer } from '@/lib/viewer';
import { WELCOME_COOKIE } from '@/lib/welcome';
import { notify } from './Notices';

const STICKY_AFTER_PX = 1;
const HIDE_AFTER_PX = 200;

type HeaderProps = {
  /** The visitor as the personal islands of cached pages know them (who is signed in, their watchlist). */
  viewer: SessionViewer | null;
  /** Asks the server again who is signed in (a failed check counts as signed out, SPEC.md section 6). */
  checkViewer: () => Promise<SessionViewer>;
  /** The appearance customizer's button (an island of the appearance domain, given by the layout). */
  settings?: React.ReactNode;
};

export function Header({ viewer, checkViewer, settings }: HeaderProps) {
  const pathname = usePathname() ?? '/';
  const [sticky, setSticky] = useState(false);
  const [away, setAway] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const current = activeHref(pathname);
  const currentGroup = activeGroup(pathname);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setSticky(y > STICKY_AFTER_PX);
      // The customizer's navbar_show "on-scroll-up": out of the way while reading down, back on the way up.
      const hides = document.documentElement.getAttribute('data-navbar-show') === 'on-scroll-up';
      setAway(hides && y > last && y > HIDE_AFTER_PX);
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The off-canvas panel takes focus when it opens and gives it back to its toggle when it closes (by then the hidden
  // panel may have dropped it to the body).
  useEffect(() => {
    const lost = () => !document.activeElement || document.activeElement === document.body || nav.current?.contains(document.activeElement);
    if (menuOpen) nav.current?.querySelector<HTMLElement>('.menu-group-toggle')?.focus();
    else if (wasOpen.current && lost()) toggle.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // A person's first sign-in (they just signed up): greeted once, on the page they land on.
  useEffect(() => {
    if (!viewer?.signedIn || !document.cookie.split('; ').includes(`${WELCOME_COOKIE}=1`)) return;
    document.cookie = `${WELCOME_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${location.protocol === 'https:' || location.hostname === 'localhost' ? '; Secure' : ''}`;
    const first = viewer.name.trim().split(/\s+/)[0];
    notify(`Welcome to StreamIt${first ? `, ${first}` : ''}! Add titles to your watchlist and pick up where you left off on any device.`);
  }, [viewer]);

  // Navigating closes every menu.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  // Escape closes the innermost open menu and returns focus to the button that opened it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (openGroup) {
        nav.current?.querySelector<HTMLElement>(`[aria-controls="submenu-${openGroup}"]`)?.focus();
        setOpenGroup(null);
      } else if (menuOpen) {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openGroup, menuOpen]);

  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (nav.current && !nav.current.contains(target)) setOpenGroup(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  // The open off-canvas panel is modal: Tab cycles inside it and the page behind does not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onTab = (e: KeyboardEvent) => keepTabInside(e, nav.current, 'a[href], button:not([disabled])');
    document.addEventListener('keydown', onTab);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onTab);
    };
  }, [menuOpen]);

  return (
    <header
      className={`site-header${sticky ? ' sticky' : ''}${away && !menuOpen ? ' scrolled-away' : ''}`}
      data-sticky={sticky ? 'true' : 'false'}
    >
      <div className="header-inner">
        <button
          ref={toggle}
          type="button"
          className="icon-button menu-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <Link href="/" className="logo-link" aria-label="StreamIt home">
          <Logo />
        </Link>
        <nav id="main-menu" ref={nav} aria-label="Main" className={`main-nav${menuOpen ? ' open' : ''}`}>
          <div className="offcanvas-head">
            <span>Menu</span>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              ×
            </button>
          </div>
          <ul className="menu">
            {MAIN_MENU.map((group) => {
              const expanded = openGroup === group.id;
              return (
                <li
                  key={group.id}
                  className={`menu-group${currentGroup === group.id ? ' active' : ''}${expanded ? ' expanded' : ''}`}
                  data-group={group.id}
                  onBlur={closeOnFocusOut(() => setOpenGroup((g) => (g === group.id ? null : g)))}
                >
                  <button
                    type="button"
                    className="menu-group-toggle"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${group.id}`}
                    onClick={() => setOpenGroup(expanded ? null : group.id)}
                  >
                    {group.label}
                    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <ul
                    id={`submenu-${group.id}`}
                    className="submenu"
                    // Choosing a link closes the menus, the link of the page one is on too.
                    onClick={(e) => {
                      if (!(e.target as Element).closest('a')) return;
                      setOpenGroup(null);
                      setMenuOpen(false);
                    }}
                  >
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          prefetch={false}
                          className={current === link.href ? 'active' : undefined}
                          aria-current={current === link.href ? 'page' : undefined}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        {menuOpen && <div className="offcanvas-backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
        <div className="header-tools">
          <SearchBox />
          {settings}
          <UserMenu viewer={viewer} checkViewer={checkViewer} links={USER_MENU} />
        </div>
      </div>
    </header>
  );
}
