// The shop footer's drawn marks: the ways to pay (card schemes in their own colours, as every checkout shows them;
// not themed), and the places to follow the studio (in the text colour).

const CARD = { width: 46, height: 30, viewBox: '0 0 46 30' };

function Card({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <svg {...CARD} role="img" aria-label={name} className="payment-mark">
      <title>{name}</title>
      <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill="#fff" stroke="#d0d4dc" />
      {children}
    </svg>
  );
}

const PAYMENT_MARKS: Record<string, React.ReactNode> = {
  Visa: (
    <text x="23" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="800" fill="#1a1f71">
      VISA
    </text>
  ),
  Mastercard: (
    <>
      <circle cx="18.5" cy="15" r="8" fill="#eb001b" />
      <circle cx="27.5" cy="15" r="8" fill="#f79e1b" />
      <path d="M23 8.4a8 8 0 0 1 0 13.2a8 8 0 0 1 0-13.2z" fill="#ff5f00" />
    </>
  ),
  'American Express': (
    <>
      <rect x="4" y="5" width="38" height="20" rx="2" fill="#2e77bc" />
      <text
        x="23"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="9.5"
        fontWeight="800"
        fill="#fff"
        letterSpacing="0.5"
      >
        AMEX
      </text>
    </>
  ),
  'Bank transfer': (
    <g fill="none" stroke="#39414f" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M13 12.5 23 6.5l10 6z" fill="#39414f" />
      <path d="M15.5 14v7M20.5 14v7M25.5 14v7M30.5 14v7M12.5 23.5h21" />
    </g>
  ),
  'Cash on delivery': (
    <g>
      <rect x="8" y="8" width="30" height="14" rx="2" fill="#e3f1e4" stroke="#2f7d3b" strokeWidth="1.5" />
      <circle cx="23" cy="15" r="3.6" fill="none" stroke="#2f7d3b" strokeWidth="1.5" />
      <path d="M11.5 11.5h2.5M32 18.5h2.5" stroke="#2f7d3b" strokeWidth="1.5" strokeLinecap="round" />
    </g>
  ),
};

/** A way to pay as its mark (a card scheme's logo, a drawn bank or banknote); a method without one as its name. */
export function PaymentMark({ name }: { name: string }) {
  const mark = PAYMENT_MARKS[name];
  return mark ? <Card name={name}>{mark}</Card> : <span className="payment-name">{name}</span>;
}

// 24-unit icons drawn with the text colour, by the network's name as the studio gives it (SOCIAL_LINKS).
const SOCIAL_ICONS: Record<string, React.ReactNode> = {
  feed: (
    <>
      <circle cx="6" cy="18" r="2" fill="currentColor" />
      <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" className="icon-cutout" />
    </>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  x: <path d="M4 4h4.5l4 5.6L17 4h3l-6 7.2L20.5 20H16l-4.3-6L6.5 20h-3l6.7-8z" fill="currentColor" />,
  facebook: (
    <path
      d="M13.5 21v-7.5H16l.4-3H13.5V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21z"
      fill="currentColor"
    />
  ),
  link: (
    <path
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  ),
};

/** A place to follow the studio as an icon (the link's text is its name, read by screen readers and shown as a tooltip). */
export function SocialIcon({ network }: { network: string }) {
  const key = network.toLowerCase().replace(/^twitter$/, 'x');
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="social-icon">
      {SOCIAL_ICONS[key] ?? SOCIAL_ICONS.link}
    </svg>
  );
}
