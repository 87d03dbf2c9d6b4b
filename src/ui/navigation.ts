// The main header menu of SPEC.md section 2, group by group. Labels say what a viewer finds there: the two home
// screens are Home and Highlights, the play list is the Watchlist, and the designed error pages stay at their URLs
// without menu entries (docs/decisions/0009-watching-like-a-service.md).
export type NavLink = { href: string; label: string; counts?: 'watchlist' };
export type NavGroup = { id: string; label: string; links: NavLink[]; alsoActiveOn?: string[] };

export const MAIN_MENU: NavGroup[] = [
  {
    id: 'home',
    label: 'Home',
    links: [
      { href: '/', label: 'Home' },
      { href: '/home', label: 'Highlights' },
      { href: '/movies', label: 'Movies' },
      { href: '/tv-shows', label: 'TV Shows' },
      { href: '/videos', label: 'Videos' },
      { href: '/merchandise', label: 'Merchandise Store' },
    ],
  },
  {
    id: 'features',
    label: 'Features',
    alsoActiveOn: ['/watchlist-detail'],
    links: [
      { href: '/movies/restricted', label: 'Restricted Content' },
      { href: '/movies/related', label: 'Related Merchandise' },
      { href: '/play-list', label: 'Watchlist' },
      { href: '/genres', label: 'Genres' },
      { href: '/cast', label: 'Cast' },
      { href: '/tags', label: 'Tags' },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    links: [
      { href: '/extra/about-us', label: 'About Us' },
      { href: '/extra/contact-us', label: 'Contact Us' },
      { href: '/extra/faq', label: 'FAQ' },
      { href: '/extra/privacy-policy', label: 'Privacy Policy' },
      { href: '/extra/pricing-plan', label: 'Pricing Plan' },
      { href: '/extra/coming-soon', label: 'Coming Soon' },
    ],
  },
  {
    id: 'blog',
    label: 'Blog',
    links: [
      { href: '/blogs', label: 'Blog Listing' },
      { href: '/blogs/grid/one-column', label: 'One Column' },
      { href: '/blogs/grid/two-column', label: 'Two Column' },
      { href: '/blogs/grid/three-column', label: 'Three Column' },
      { href: '/blogs/grid/four-column', label: 'Four Column' },
      { href: '/blogs/sidebar/left', label: 'Left Sidebar' },
      { href: '/blogs/sidebar/right', label: 'Right Sidebar' },
      { href: '/blogs/template', label: 'Blog Template' },
      { href: '/blogs/detail', label: 'Blog Detail' },
      { href: '/blogs/single/audio', label: 'Audio Post' },
      { href: '/blogs/single/video', label: 'Video Post' },
      { href: '/blogs/single/link', label: 'Link Post' },
      { href: '/blogs/single/quote', label: 'Quote Post' },
      { href: '/blogs/single/gallery', label: 'Gallery Post' },
    ],
  },
  {
    id: 'shop',
    label: 'Shop',
    links: [
      { href: '/merchandise/shop', label: 'Shop' },
      { href: '/merchandise/account', label: 'Account' },
      { href: '/merchandise/cart', label: 'Cart' },
      { href: '/merchandise/wishlist', label: 'Wishlist' },
      { href: '/merchandise/checkout', label: 'Checkout' },
      { href: '/merchandise/track-order', label: 'Track Order' },
    ],
  },
];

export const USER_MENU: NavLink[] = [
  { href: '/my-account', label: 'My Account' },
  { href: '/collections', label: 'Collections' },
  { href: '/play-list', label: 'Watchlist', counts: 'watchlist' },
  { href: '/extra/pricing-plan', label: 'Subscription' },
];

/** The shop header's account menu (SPEC.md section 2): the shop's own account first. */
export const SHOP_USER_MENU: NavLink[] = [
  { href: '/merchandise/account', label: 'My Account' },
  { href: '/play-list', label: 'Watchlist', counts: 'watchlist' },
  { href: '/extra/pricing-plan', label: 'Subscription' },
];

const matches = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

/** The link of the menu that best matches the path: the longest matching href wins. */
export function activeHref(pathname: string): string | null {
  let best: string | null = null;
  for (const group of MAIN_MENU)
    for (const link of group.links) if (matches(pathname, link.href) && (!best || link.href.length > best.length)) best = link.href;
  return best;
}

export function activeGroup(pathname: string): string | null {
  const href = activeHref(pathname);
  for (const group of MAIN_MENU) {
    if (group.alsoActiveOn?.some((p) => matches(pathname, p))) return group.id;
    if (href && group.links.some((l) => l.href === href)) return group.id;
  }
  return null;
}

/** The site footer's columns: Pages and Help (SPEC.md's Pages group and shop quick links), and browsing. */
export const FOOTER_MENU: { id: string; label: string; links: NavLink[] }[] = [
  {
    id: 'browse',
    label: 'Browse',
    links: [
      { href: '/movies', label: 'Movies' },
      { href: '/tv-shows', label: 'TV Shows' },
      { href: '/videos', label: 'Videos' },
      { href: '/genres', label: 'Genres' },
      { href: '/cast', label: 'Cast' },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    links: [
      { href: '/extra/about-us', label: 'About Us' },
      { href: '/extra/pricing-plan', label: 'Pricing Plan' },
      { href: '/extra/coming-soon', label: 'Coming Soon' },
      { href: '/blogs', label: 'Blog' },
      { href: '/merchandise', label: 'Merchandise Store' },
    ],
  },
  {
    id: 'help',
    label: 'Help',
    links: [
      { href: '/extra/contact-us', label: 'Contact Us' },
      { href: '/extra/faq', label: 'FAQ' },
      { href: '/extra/privacy-policy', label: 'Privacy Policy' },
      { href: '/extra/terms-of-use', label: 'Terms of Use' },
    ],
  },
];
