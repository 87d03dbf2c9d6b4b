import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { config } from '@/config';
import { COLOR_TOKENS as C } from '@/lib/tokens';

// The picture a shared link shows (Open Graph, Twitter cards): 1200x630 PNG drawn by next/og from the thing's name,
// a line about it and its own artwork, in the site's colours and Inter. Social sites take neither SVG nor WebP, which is
// what the site's artwork is, so the artwork is turned into a PNG for the card here.

export type ShareCard = {
  /** Above the heading: what it is ("Movie · 2024 · 1h 40m", "Shop · $24.00"). */
  kicker: string;
  heading: string;
  text?: string;
  /** A /media/images/... path; its shape decides how the card places it. */
  image?: string | null;
  shape?: 'poster' | 'square' | 'wide';
};

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
const PICTURE = { poster: { width: 360, height: 540 }, square: { width: 460, height: 460 }, wide: { width: 520, height: 630 } } as const;

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await fs.readFile(path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  ));

/** The artwork as a PNG data URL at the card's size for it; none when it is not a local image or cannot be read. */
async function picture(src: string | null | undefined, shape: keyof typeof PICTURE): Promise<string | null> {
  if (!src?.startsWith('/media/images/')) return null;
  try {
    const root = path.resolve(config.mediaDir);
    const file = path.resolve(root, decodeURIComponent(src.slice('/media/'.length)));
    if (!file.startsWith(root + path.sep)) return null;
    const sharp = (await import('sharp')).default;
    const { width, height } = PICTURE[shape];
    const png = await sharp(file, { density: 144 }).resize(width, height, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function shareCardResponse(card: ShareCard): Promise<ImageResponse> {
  const shape = card.shape ?? 'poster';
  const [image, loaded] = await Promise.all([picture(card.image, shape), loadFonts()]);
  const size = PICTURE[shape];
  const headingSize = card.heading.length > 60 ? 50 : card.heading.length > 32 ? 60 : 72;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: `linear-gradient(135deg, ${C['--bg']} 0%, ${C['--surface']} 55%, ${C['--surface-2']} 100%)`,
        color: C['--text'],
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '56px 56px 48px 64px', minWidth: 0 }}>
        <div style={{ display: 'flex', fontSize: 26, color: C['--info'], textTransform: 'uppercase', letterSpacing: 2 }}>
          {clip(card.kicker, 60)}
        </div>
        <div style={{ display: 'flex', marginTop: 20, fontSize: headingSize, fontWeight: 700, lineHeight: 1.1 }}>
          {clip(card.heading, 110)}
        </div>
        {card.text && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 28, lineHeight: 1.4, color: C['--muted'] }}>{clip(card.text, 150)}</div>
        )}
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 'auto', fontSize: 36, fontWeight: 700 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: 12,
              background: C['--accent'],
              marginRight: 16,
            }}
          >
            <svg width="30" height="30" viewBox="0 0 24 24">
              <path d="M8 5v14l11-7z" fill={C['--text']} />
            </svg>
          </div>
          StreamIt
        </div>
      </div>
      {image && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: shape === 'wide' ? size.width : size.width + 90,
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img
            src={image}
            width={size.width}
            height={size.height}
            style={{ borderRadius: shape === 'wide' ? 0 : 16, objectFit: 'cover' }}
            alt=""
          />
        </div>
      )}
    </div>,
    {
      ...SHARE_CARD_SIZE,
      fonts: loaded,
      headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' },
    },
  );
}
