'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** A section menu that marks where the reader is (aria-current): the exact page, or the section a page is under. */
export function SectionNav({ label, links, className }: { label: string; links: { href: string; label: string }[]; className?: string }) {
  const pathname = usePathname() ?? '/';
  // The longest link the path starts with is the current section (/studio/titles/x is under Titles, not Dashboard).
  const current = links
    .filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={link.href === current ? (pathname === link.href ? 'page' : 'location') : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
