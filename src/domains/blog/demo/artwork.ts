import { prngFor } from '@/db/demo/random';
import { demoTitleArt, sceneSvg, xml, type Art } from '@/domains/catalogue/title-art';

// The demo blog's pictures, drawn like the catalogue's artwork: a post's cover is the scene of the title it is about
// (the house's own scene for studio news), and a gallery's photographs are that scene from other angles and hours.

const HOUSE: Art = { motif: 'stage', palette: { top: '#101426', bottom: '#2b3a7a', accent: '#3a57e8', shade: '#080a14' } };

export const postArt = (title: string | undefined): Art => (title && demoTitleArt(title)) || HOUSE;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A 16:9 cover: the scene, and a band of light across it that differs from post to post. */
export function coverSvg(seed: string, art: Art): string {
  const [w, h] = [1200, 675];
  const r = prngFor(`${seed}:cover`);
  const angle = Math.round(r.next() * 60 - 30);
  return svg(
    w,
    h,
    `${sceneSvg(`${seed}:cover`, art, 0, 0, w, h)}<defs><linearGradient id="glow" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#glow)"/>`,
  );
}

/** A gallery's photograph (3:2): the scene framed afresh for the shot, with the shot's name as a slate in a corner. */
export function gallerySvg(seed: string, art: Art, shot: string): string {
  const [w, h] = [1200, 800];
  const r = prngFor(`${seed}:${shot}`);
  const zoom = 1.1 + r.next() * 0.7;
  const [x, y] = [-(w * zoom - w) * r.next(), -(h * zoom - h) * r.next()];
  const slate = shot.toUpperCase();
  return svg(
    w,
    h,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${zoom.toFixed(2)})">${sceneSvg(`${seed}:${shot}`, art, 0, 0, w, h)}</g>` +
      `<rect x="28" y="${h - 76}" width="${slate.length * 15 + 36}" height="48" rx="4" fill="#000a"/><text x="46" y="${h - 44}" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#fff">${xml(slate)}</text>`,
  );
}

/**
 * What a gallery photograph shows, so that it matches its caption: a scene of the post's title in another motif (the
 * hall, the longships), someone in it (their portrait), a title's poster on a wall, or a thing drawn for the shot.
 */
export type GalleryPicture =
  { motif: Art['motif'] } | { portrait: string; about: string } | { poster: string } | { drawn: keyof typeof DRAWN };

const n = (v: number) => v.toFixed(1);

/** The audience from the back row (see DRAWN). */
function drawAudience(p: Art['palette'], w: number, h: number): string {
  let heads = '';
  for (let row = 0; row < 4; row++)
    for (let i = 0; i < 14; i++) {
      const x = (i + (row % 2) * 0.5) * (w / 13);
      const y = h * (0.62 + row * 0.1);
      heads += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(h * (0.035 + row * 0.008))}" fill="#050505"/><rect x="${n(x - h * 0.05)}" y="${n(y + h * 0.02)}" width="${n(h * 0.1)}" height="${n(h * 0.12)}" rx="10" fill="#050505"/>`;
    }
  return (
    `<rect width="${w}" height="${h}" fill="${p.shade}"/><rect x="${n(w * 0.12)}" y="${n(h * 0.08)}" width="${n(w * 0.76)}" height="${n(h * 0.42)}" fill="${p.accent}" opacity="0.85"/>` +
    `<rect x="${n(w * 0.12)}" y="${n(h * 0.08)}" width="${n(w * 0.76)}" height="${n(h * 0.42)}" fill="#fff" opacity="0.35"/>` +
    // The screen's light on the hall, for the heads to stand out against.
    `<defs><linearGradient id="spill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.1"/></linearGradient></defs><rect y="${n(h * 0.5)}" width="${w}" height="${n(h * 0.5)}" fill="url(#spill)"/>${heads}`
  );
}

/** Things of the blog's stories, drawn in the post's palette on a w x h frame. */
const DRAWN = {
  /** A projector in a dark booth, its beam through the port window. */
  projector: (p: Art['palette'], w: number, h: number) =>
    `<rect width="${w}" height="${h}" fill="${p.shade}"/><polygon points="${n(w * 0.52)},${n(h * 0.38)} ${w},${n(h * 0.1)} ${w},${n(h * 0.75)}" fill="#fff" opacity="0.18"/>` +
    `<rect x="${n(w * 0.22)}" y="${n(h * 0.36)}" width="${n(w * 0.3)}" height="${n(h * 0.18)}" rx="12" fill="#2a2a2e"/><rect x="${n(w * 0.5)}" y="${n(h * 0.4)}" width="${n(w * 0.05)}" height="${n(h * 0.08)}" fill="#444"/>` +
    `<circle cx="${n(w * 0.27)}" cy="${n(h * 0.26)}" r="${n(h * 0.12)}" fill="none" stroke="#555" stroke-width="10"/><circle cx="${n(w * 0.45)}" cy="${n(h * 0.26)}" r="${n(h * 0.12)}" fill="none" stroke="#555" stroke-width="10"/>` +
    `<rect x="${n(w * 0.3)}" y="${n(h * 0.54)}" width="${n(w * 0.14)}" height="${n(h * 0.3)}" fill="#1c1c20"/><circle cx="${n(w * 0.535)}" cy="${n(h * 0.44)}" r="${n(h * 0.03)}" fill="${p.accent}"/>`,
  /** A reel of film on the rewind bench, its strip running off. */
  reel: (p: Art['palette'], w: number, h: number) => {
    const [cx, cy, R] = [w * 0.42, h * 0.48, h * 0.34];
    const holes = Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `<circle cx="${n(cx + Math.cos(a) * R * 0.55)}" cy="${n(cy + Math.sin(a) * R * 0.55)}" r="${n(R * 0.2)}" fill="${p.shade}"/>`;
    }).join('');
    const frames = Array.from(
      { length: 9 },
      (_, i) => `<rect x="${n(cx + R + i * 52)}" y="${n(cy + R - 44)}" width="40" height="30" fill="${p.accent}" opacity="0.55"/>`,
    ).join('');
    return (
      `<rect width="${w}" height="${h}" fill="${p.bottom}"/><rect y="${n(h * 0.85)}" width="${w}" height="${n(h * 0.15)}" fill="${p.shade}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="#b8b8be"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="#2b2b30"/>${holes}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.1)}" fill="#b8b8be"/>` +
      `<rect x="${n(cx)}" y="${n(cy + R - 52)}" width="${n(w - cx)}" height="46" fill="#1a1a1a"/>${frames}`
    );
  },
  /** The audience from the back row: heads against the lit screen. */
  audience: (p: Art['palette'], w: number, h: number) => drawAudience(p, w, h),
  /** The wrap party in the cinema: bunting over the seats, the found reel up on the screen. */
  party: (p: Art['palette'], w: number, h: number) =>
    drawAudience(p, w, h) +
    `<circle cx="${n(w / 2)}" cy="${n(h * 0.29)}" r="${n(h * 0.15)}" fill="none" stroke="#fff" stroke-width="14" opacity="0.8"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const x = (i * w) / 15;
      return `<polygon points="${n(x - 22)},${n(h * 0.04)} ${n(x + 22)},${n(h * 0.04)} ${n(x)},${n(h * 0.12)}" fill="${['#ffd166', '#ef476f', '#06d6a0', '#118ab2'][i % 4]}"/>`;
    }).join('') +
    `<path d="M0 ${n(h * 0.04)} L${w} ${n(h * 0.04)}" stroke="#fff" stroke-width="3"/>`,
  /** The seafront at first light: the sun on the horizon, an empty promenade and its lamps. */
  seafront: (p: Art['palette'], w: number, h: number) => {
    const lamps = Array.from({ length: 5 }, (_, i) => {
      const x = w * (0.1 + i * 0.2);
      return `<rect x="${n(x)}" y="${n(h * 0.52)}" width="6" height="${n(h * 0.24)}" fill="#111"/><circle cx="${n(x + 3)}" cy="${n(h * 0.52)}" r="9" fill="#ffe9b0"/>`;
    }).join('');
    return (
      `<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#243b6b"/><stop offset="0.55" stop-color="#f6a37a"/><stop offset="1" stop-color="#ffd7a8"/></linearGradient></defs>` +
      `<rect width="${w}" height="${n(h * 0.55)}" fill="url(#dawn)"/><circle cx="${n(w * 0.68)}" cy="${n(h * 0.55)}" r="${n(h * 0.09)}" fill="#fff2c8"/>` +
      `<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.22)}" fill="#4a6b8f"/><rect x="${n(w * 0.6)}" y="${n(h * 0.56)}" width="${n(w * 0.16)}" height="6" fill="#fff2c8" opacity="0.7"/>` +
      `<rect y="${n(h * 0.76)}" width="${w}" height="${n(h * 0.24)}" fill="#d9c4a0"/><rect y="${n(h * 0.74)}" width="${w}" height="10" fill="#222"/>${lamps}`
    );
  },
  /** A feast on a long table: bread, fish, cups and candles in a dark hall. */
  feast: (p: Art['palette'], w: number, h: number) => {
    let things = '';
    for (let i = 0; i < 7; i++) {
      const x = w * (0.1 + i * 0.13);
      things +=
        i % 2
          ? `<ellipse cx="${n(x)}" cy="${n(h * 0.6)}" rx="${n(w * 0.045)}" ry="${n(h * 0.04)}" fill="#c8894a"/>`
          : `<ellipse cx="${n(x)}" cy="${n(h * 0.61)}" rx="${n(w * 0.05)}" ry="${n(h * 0.022)}" fill="#9fb3c8"/><rect x="${n(x + w * 0.03)}" y="${n(h * 0.5)}" width="8" height="${n(h * 0.1)}" fill="#f3e3c0"/>` +
            `<ellipse cx="${n(x + w * 0.03 + 4)}" cy="${n(h * 0.48)}" rx="7" ry="14" fill="${p.accent}"/><circle cx="${n(x + w * 0.03 + 4)}" cy="${n(h * 0.48)}" r="${n(h * 0.12)}" fill="${p.accent}" opacity="0.12"/>`;
    }
    return (
      `<rect width="${w}" height="${h}" fill="#1a120c"/><rect y="${n(h * 0.2)}" width="${w}" height="14" fill="#3b2a1c"/><rect y="${n(h * 0.4)}" width="${w}" height="14" fill="#3b2a1c"/>` +
      `<rect x="${n(w * 0.04)}" y="${n(h * 0.62)}" width="${n(w * 0.92)}" height="${n(h * 0.08)}" fill="#5a3d24"/><rect x="${n(w * 0.1)}" y="${n(h * 0.7)}" width="24" height="${n(h * 0.3)}" fill="#3b2a1c"/><rect x="${n(w * 0.86)}" y="${n(h * 0.7)}" width="24" height="${n(h * 0.3)}" fill="#3b2a1c"/>${things}`
    );
  },
  /** Snow on a pine wood at night, most of it paper and salt: square flakes among the round. */
  snowfall: (p: Art['palette'], w: number, h: number) => {
    const r = prngFor(`snowfall:${w}`);
    const pines = Array.from({ length: 12 }, (_, i) => {
      const x = i * (w / 11);
      const top = h * (0.45 + r.next() * 0.15);
      return `<polygon points="${n(x - 50)},${h} ${n(x)},${n(top)} ${n(x + 50)},${h}" fill="${p.shade}"/>`;
    }).join('');
    const flakes = Array.from({ length: 160 }, () => {
      const [x, y, s] = [r.next() * w, r.next() * h, 2 + r.next() * 5];
      return r.chance(0.5)
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="#fff" opacity="0.85"/>`
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(s * 2)}" height="${n(s * 2)}" fill="#fff" opacity="0.7" transform="rotate(${Math.round(r.next() * 90)} ${n(x)} ${n(y)})"/>`;
    }).join('');
    return `<rect width="${w}" height="${h}" fill="${p.top}"/><rect y="${n(h * 0.5)}" width="${w}" height="${n(h * 0.5)}" fill="${p.bottom}" opacity="0.5"/>${pines}<rect y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="#eef2f6"/>${flakes}`;
  },
  /** The toy fox at each stage, on the studio table. */
  ...foxStages(),
};

/** The plush fox: pencil on paper, its pattern pieces, four samples in four oranges, and the finished toy. */
function foxStages() {
  const fox = (x: number, y: number, s: number, fill: string, stroke = 'none') =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})" fill="${fill}" stroke="${stroke}" stroke-width="${stroke === 'none' ? 0 : 3 / s}">` +
    `<path d="M-60 40 C-90 -10 -40 -60 0 -50 C40 -60 90 -10 60 40 C40 70 -40 70 -60 40 Z"/>` +
    `<path d="M-52 -30 L-40 -95 L-12 -48 Z"/><path d="M52 -30 L40 -95 L12 -48 Z"/>` +
    `<path d="M55 30 C120 10 150 -40 120 -90 C150 -20 140 50 70 60 Z"/>` +
    `<path d="M-28 20 C-10 40 10 40 28 20 C10 50 -10 50 -28 20 Z" fill="${stroke === 'none' ? '#fff6ea' : 'none'}"/>` +
    `<circle cx="-22" cy="-8" r="6" fill="${stroke === 'none' ? '#1a1a1a' : 'none'}"/><circle cx="22" cy="-8" r="6" fill="${stroke === 'none' ? '#1a1a1a' : 'none'}"/></g>`;
  const paper = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="#f4efe4"/>`;
  const table = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="#6b4a34"/>`;
  return {
    sketch: (_p: Art['palette'], w: number, h: number) =>
      paper(w, h) +
      fox(w * 0.45, h * 0.55, 2.2, 'none', '#555') +
      `<text x="${n(w * 0.08)}" y="${n(h * 0.12)}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#777">RUSK - model sheet</text>`,
    pattern: (_p: Art['palette'], w: number, h: number) =>
      paper(w, h) +
      Array.from({ length: 11 }, (_, i) => {
        const x = w * (0.08 + (i % 4) * 0.23);
        const y = h * (0.12 + Math.floor(i / 4) * 0.3);
        return `<path d="M${n(x)} ${n(y + 60)} Q${n(x + 60)} ${n(y - 20)} ${n(x + 150)} ${n(y + 40)} L${n(x + 120)} ${n(y + 150)} Z" fill="none" stroke="#8a5a2b" stroke-width="3" stroke-dasharray="10 6"/>`;
      }).join(''),
    samples: (_p: Art['palette'], w: number, h: number) =>
      table(w, h) + ['#f08a24', '#e36414', '#ff7b00', '#c2571a'].map((c, i) => fox(w * (0.16 + i * 0.23), h * 0.55, 1.15, c)).join(''),
    plush: (p: Art['palette'], w: number, h: number) =>
      table(w, h) +
      fox(w * 0.45, h * 0.58, 2.3, '#ff7b00') +
      `<path d="M${n(w * 0.7)} ${n(h * 0.8)} C${n(w * 0.78)} ${n(h * 0.5)} ${n(w * 0.86)} ${n(h * 0.4)} ${n(w * 0.9)} ${n(h * 0.3)}" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  };
}

/** A gallery photograph that shows what its caption says. */
export function galleryPictureSvg(
  seed: string,
  art: Art,
  shot: string,
  picture: GalleryPicture,
  portrait: (name: string, about: string) => string,
): string {
  const [w, h] = [1200, 800];
  const slate = shot.toUpperCase();
  let body: string;
  if ('motif' in picture) return gallerySvg(seed, { ...art, motif: picture.motif }, shot);
  if ('portrait' in picture) {
    // Their portrait (4:5), on a backdrop of the title's scene.
    const face = portrait(picture.portrait, picture.about)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    body = `${sceneSvg(`${seed}:${shot}`, art, 0, 0, w, h)}<rect width="${w}" height="${h}" fill="#000" opacity="0.35"/><svg x="${n(w * 0.32)}" y="40" width="${n(h * 0.8 * 0.95)}" height="${h - 40}" viewBox="0 0 400 500">${face}</svg>`;
  } else if ('poster' in picture) {
    // The poster framed on a gallery wall.
    const posterArt = demoTitleArt(picture.poster) ?? art;
    const [pw, ph] = [400, 600];
    body =
      `<rect width="${w}" height="${h}" fill="#e9e4dc"/><rect x="${n((w - pw) / 2 - 18)}" y="82" width="${pw + 36}" height="${ph + 36}" fill="#1b1b1b"/>` +
      `<svg x="${n((w - pw) / 2)}" y="100" width="${pw}" height="${ph}">${sceneSvg(`${picture.poster}:poster`, posterArt, 0, 0, pw, ph)}` +
      `<text x="${pw / 2}" y="${ph - 60}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="700" font-size="${Math.min(38, Math.floor(640 / picture.poster.length))}" fill="#fff">${xml(picture.poster)}</text></svg>`;
  } else body = DRAWN[picture.drawn](art.palette, w, h);
  return svg(
    w,
    h,
    body +
      `<rect x="28" y="${h - 76}" width="${slate.length * 15 + 36}" height="48" rx="4" fill="#000a"/><text x="46" y="${h - 44}" font-family="DejaVu Sans Mono, monospace" font-size="22" fill="#fff">${xml(slate)}</text>`,
  );
}
