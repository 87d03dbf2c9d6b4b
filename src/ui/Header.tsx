'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Logo } from './Logo';
import { activeGroup, activeHref, MAIN_MENU, USER_MENU } from './navigation';
import { SearchBox } from './SearchBox';

const STICKY_AFTER_PX = 1;

export function Header() {
  const pathname = usePathname() ?? '/';
  const [sticky, setSticky] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [userOpen, setUserOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const user = useRef<HTMLDivElement>(null);
  const current = activeHref(pathname);
  const currentGroup = activeGroup(pathname);

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The off-canvas panel takes focus when it opens and gives it back to its toggle when it closes.
  useEffect(() => {
    if (menuOpen) nav.current?.querySelector<HTMLElement>('.menu-group-toggle')?.focus();
    else if (wasOpen.current && nav.current?.contains(document.activeElement)) toggle.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // Navigating closes every menu.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
    setUserOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenGroup(null);
      setUserOpen(false);
      setMenuOpen(false);
    };
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (nav.current && !nav.current.contains(target)) setOpenGroup(null);
      if (user.current && !user.current.contains(target)) setUserOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, []);

  return (
    <header className={`site-header${sticky ? ' sticky' : ''}`} data-sticky={sticky ? 'true' : 'false'}>
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
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <Link href="/" className="logo-link" aria-label="StreamIt home">
          <Logo />
        </Link>
        <nav id="main-menu" ref={nav} aria-label="Main" className={`main-nav${menuOpen ? ' open' : ''}`}>
          <div className="offcanvas-head">
            <span>Menu</span>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={() => setMenuOpen(false)}>×</button>
          </div>
          <ul className="menu">
            {MAIN_MENU.map((group) => {
              const expanded = openGroup === group.id;
              return (
                <li key={group.id} className={`menu-group${currentGroup === group.id ? ' active' : ''}${expanded ? ' expanded' : ''}`} data-group={group.id}>
                  <button
                    type="button"
                    className="menu-group-toggle"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${group.id}`}
                    onClick={() => setOpenGroup(expanded ? null : group.id)}
                  >
                    {group.label}
                    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
                  </button>
                  <ul id={`submenu-${group.id}`} className="submenu">
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
          <div className="user-menu" ref={user}>
            <button type="button" className="icon-button" aria-label="Account menu" aria-expanded={userOpen} aria-controls="user-menu" onClick={() => setUserOpen((o) => !o)}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="currentColor" /><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" /></svg>
            </button>
            {userOpen && (
              <ul id="user-menu" className="dropdown">
                {USER_MENU.map((link) => (
                  <li key={link.label}><Link href={link.href} prefetch={false}>{link.label}</Link></li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
