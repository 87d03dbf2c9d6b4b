import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { defaultAttributes, prepaintScript } from '@/domains/appearance/prepaint';
import { whoHintScript } from '@/domains/identity/who-hint';
import { publicOrigin } from '@/server/site-url';
import { shareMetadata } from '@/server/share';
import { AppReady } from '@/ui/AppReady';
// Tokens and base first, then shared presentation, then each domain's own (in this order: the cascade relies on it).
import './globals.css';
import '@/ui/styles.css';
import '@/domains/blog/styles.css';
import '@/domains/catalogue/styles.css';
import '@/domains/identity/styles.css';
import '@/domains/library/styles.css';
import '@/domains/pages/styles.css';
import '@/domains/playback/styles.css';
import '@/domains/shop/styles.css';
// Last: the appearance settings override the rest.
import '@/domains/appearance/styles.css';

// SPEC.md default font: Inter, bundled from npm (next/font/google needs the network at build time).
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  // Not preloaded: on a phone its 49 kB would share the first second's bandwidth with the hero image (the LCP).
  preload: false,
  // Its fallback faces are in globals.css: Next's one (local Arial) exists on neither Android nor most Linux systems.
  adjustFontFallback: false,
});

export const metadata: Metadata = {
  // Canonical and Open Graph URLs are absolute; set SITE_URL wherever the site is not on localhost.
  metadataBase: new URL(publicOrigin()),
  title: { default: 'StreamIt', template: '%s | StreamIt' },
  description: 'Stream movies, TV shows and videos; meet the cast; shop the merchandise.',
  // Every page shares with the site's card unless it has one of its own.
  ...shareMetadata({
    kind: 'site',
    slug: 'streamit',
    title: 'StreamIt',
    description: 'Stream movies, TV shows and videos; meet the cast; shop the merchandise.',
  }),
};

export const viewport: Viewport = { themeColor: '#0b0b12', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The pre-paint script sets the saved appearance on <html> before React hydrates: its attributes may differ.
    <html lang="en" {...defaultAttributes()} className={inter.variable} suppressHydrationWarning>
      <head>
        <script id="appearance-prepaint" dangerouslySetInnerHTML={{ __html: prepaintScript() }} />
        <script id="who-hint" dangerouslySetInnerHTML={{ __html: whoHintScript() }} />
      </head>
      <body>
        {children}
        <AppReady />
      </body>
    </html>
  );
}
