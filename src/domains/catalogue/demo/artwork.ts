import fs from 'node:fs/promises';
import path from 'node:path';
import { prngFor, type Rng } from '@/db/demo/random';

// Demo artwork, drawn as SVG (the image handler rasterizes it with sharp): each genre has its own palette,
// composition and typography; people get illustrated portraits; videos and episodes get 16:9 frames.

type Style = {
  sky: [string, string];
  ink: string;
  accent: string;
  font: string;
  weight: number;
  upper: boolean;
  spacing: number;
  scene: (r: Rng, w: number, h: number, s: Style) => string;
};

const f = (n: number) => Math.round(n * 10) / 10;
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const stars = (r: Rng, w: number, h: number, n: number, maxY = 1) =>
  Array.from(
    { length: n },
    () =>
      `<circle cx="${f(r.next() * w)}" cy="${f(r.next() * h * maxY)}" r="${f(0.4 + r.next() * 1.6 * (w / 800))}" fill="#fff" opacity="${f(0.3 + r.next() * 0.7)}"/>`,
  ).join('');
const ridge = (r: Rng, w: number, h: number, y: number, amp: number, fill: string, opacity = 1) => {
  const steps = 6;
  let d = `M0 ${f(y)}`;
  for (let i = 1; i <= steps; i++) d += ` L${f((w * i) / steps)} ${f(y - r.next() * amp)}`;
  return `<path d="${d} V${h} H0 Z" fill="${fill}" opacity="${opacity}"/>`;
};
const skyline = (r: Rng, w: number, h: number, base: number, fill: string, windows: string) => {
  let x = 0;
  let out = '';
  while (x < w) {
    const bw = w * (0.05 + r.next() * 0.08);
    const bh = h * (0.12 + r.next() * 0.3);
    out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh + h - base)}" fill="${fill}"/>`;
    if (r.chance(0.4))
      out += `<rect x="${f(x + bw * 0.35)}" y="${f(base - bh * 0.7)}" width="${f(bw * 0.18)}" height="${f(bw * 0.22)}" fill="${windows}"/>`;
    x += bw + w * 0.004;
  }
  return out;
};

const STYLES: Record<string, Style> = {
  action: {
    sky: ['#2a0a02', '#ff6a13'],
    ink: '#fff',
    accent: '#ffb703',
    font: 'DejaVu Sans Condensed',
    weight: 700,
    upper: true,
    spacing: 1,
    scene: (r, w, h, s) =>
      Array.from(
        { length: 5 },
        (_, i) =>
          `<polygon points="${f(-w * 0.2 + i * w * 0.3)},${h} ${f(i * w * 0.3 + w * 0.1)},${h} ${f(i * w * 0.3 + w * 0.9)},0 ${f(i * w * 0.3 + w * 0.6)},0" fill="${i % 2 ? '#000' : s.accent}" opacity="${f(0.08 + r.next() * 0.18)}"/>`,
      ).join('') +
      skyline(r, w, h, h * 0.82, '#0d0300', '#ffb703') +
      Array.from(
        { length: 14 },
        () =>
          `<line x1="${f(r.next() * w)}" y1="${f(r.next() * h * 0.7)}" x2="${f(r.next() * w)}" y2="${f(r.next() * h * 0.7)}" stroke="#ffd166" stroke-width="${f(w / 500)}" opacity="0.5"/>`,
      ).join(''),
  },
  adventure: {
    sky: ['#0b3b4a', '#f4c27a'],
    ink: '#fff8ec',
    accent: '#ffdd99',
    font: 'DejaVu Serif',
    weight: 700,
    upper: false,
    spacing: 0,
    scene: (r, w, h) =>
      `<circle cx="${f(w * (0.3 + r.next() * 0.4))}" cy="${f(h * 0.42)}" r="${f(w * 0.16)}" fill="#ffe3a3" opacity="0.9"/>` +
      ridge(r, w, h, h * 0.55, h * 0.2, '#3d6b6b', 0.8) +
      ridge(r, w, h, h * 0.68, h * 0.18, '#1f4447') +
      ridge(r, w, h, h * 0.82, h * 0.12, '#0c2326'),
  },
  animation: {
    sky: ['#7bdff2', '#f7d6e0'],
    ink: '#2b2d42',
    accent: '#ff6f91',
    font: 'DejaVu Sans',
    weight: 700,
    upper: false,
    spacing: 0,
    scene: (r, w, h, s) =>
      `<circle cx="${f(w * 0.75)}" cy="${f(h * 0.2)}" r="${f(w * 0.12)}" fill="#ffd166"/>` +
      Array.from(
        { length: 3 },
        (_, i) =>
          `<ellipse cx="${f(w * (0.2 + i * 0.3))}" cy="${f(h * (0.25 + r.next() * 0.1))}" rx="${f(w * 0.12)}" ry="${f(w * 0.05)}" fill="#fff" opacity="0.9"/>`,
      ).join('') +
      `<ellipse cx="${f(w * 0.3)}" cy="${f(h * 1.02)}" rx="${f(w * 0.7)}" ry="${f(h * 0.3)}" fill="#8ac926"/><ellipse cx="${f(w * 0.9)}" cy="${f(h * 1.05)}" rx="${f(w * 0.6)}" ry="${f(h * 0.25)}" fill="#6a994e"/>` +
      `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.62)}" r="${f(w * 0.09)}" fill="${s.accent}"/><circle cx="${f(w * 0.47)}" cy="${f(h * 0.6)}" r="${f(w * 0.012)}" fill="#2b2d42"/><circle cx="${f(w * 0.53)}" cy="${f(h * 0.6)}" r="${f(w * 0.012)}" fill="#2b2d42"/><path d="M${f(w * 0.46)} ${f(h * 0.645)} Q${f(w * 0.5)} ${f(h * 0.675)} ${f(w * 0.54)} ${f(h * 0.645)}" stroke="#2b2d42" stroke-width="${f(w / 150)}" fill="none" stroke-linecap="round"/>`,
  },
  comedy: {
    sky: ['#ffd60a', '#ff7eb6'],
    ink: '#1b1b1b',
    accent: '#1b1b1b',
    font: 'DejaVu Sans',
    weight: 700,
    upper: false,
    spacing: -1,
    scene: (r, w, h) => {
      let dots = '';
      for (let y = 0; y < h; y += w / 22)
        for (let x = 0; x < w; x += w / 22)
          dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f((w / 90) * (y / h))}" fill="#fff" opacity="0.35"/>`;
      return (
        dots +
        `<rect x="${f(w * 0.1)}" y="${f(h * 0.15)}" width="${f(w * 0.8)}" height="${f(h * 0.35)}" rx="${f(w * 0.05)}" fill="#fff" opacity="0.85" transform="rotate(${f(-6 + r.next() * 12)} ${f(w / 2)} ${f(h / 3)})"/>` +
        `<circle cx="${f(w * 0.35)}" cy="${f(h * 0.3)}" r="${f(w * 0.05)}" fill="#1b1b1b"/><circle cx="${f(w * 0.65)}" cy="${f(h * 0.3)}" r="${f(w * 0.05)}" fill="#1b1b1b"/><path d="M${f(w * 0.3)} ${f(h * 0.4)} Q${f(w * 0.5)} ${f(h * 0.5)} ${f(w * 0.7)} ${f(h * 0.4)}" stroke="#1b1b1b" stroke-width="${f(w / 60)}" fill="none" stroke-linecap="round"/>`
      );
    },
  },
  drama: {
    sky: ['#1d2b3a', '#6c7a89'],
    ink: '#f1f1f1',
    accent: '#e9c46a',
    font: 'DejaVu Serif',
    weight: 400,
    upper: false,
    spacing: 0,
    scene: (r, w, h, s) =>
      `<rect x="${f(w * 0.58)}" y="${f(h * 0.12)}" width="${f(w * 0.26)}" height="${f(h * 0.36)}" fill="${s.accent}" opacity="0.85"/><line x1="${f(w * 0.71)}" y1="${f(h * 0.12)}" x2="${f(w * 0.71)}" y2="${f(h * 0.48)}" stroke="#1d2b3a" stroke-width="${f(w / 120)}"/><line x1="${f(w * 0.58)}" y1="${f(h * 0.3)}" x2="${f(w * 0.84)}" y2="${f(h * 0.3)}" stroke="#1d2b3a" stroke-width="${f(w / 120)}"/>` +
      `<polygon points="${f(w * 0.58)},${f(h * 0.48)} ${f(w * 0.84)},${f(h * 0.48)} ${f(w)},${f(h)} ${f(w * 0.2)},${f(h)}" fill="${s.accent}" opacity="0.15"/>` +
      `<path d="M${f(w * 0.18)} ${h} C${f(w * 0.16)} ${f(h * 0.7)} ${f(w * 0.22)} ${f(h * 0.6)} ${f(w * 0.3)} ${f(h * 0.58)} C${f(w * 0.26)} ${f(h * 0.5)} ${f(w * 0.3)} ${f(h * 0.4)} ${f(w * 0.38)} ${f(h * 0.41)} C${f(w * 0.46)} ${f(h * 0.42)} ${f(w * 0.47)} ${f(h * 0.53)} ${f(w * 0.42)} ${f(h * 0.59)} C${f(w * 0.52)} ${f(h * 0.62)} ${f(w * 0.56)} ${f(h * 0.75)} ${f(w * 0.56)} ${h} Z" fill="#0b1118"/>` +
      stars(r, w, h, 0),
  },
  family: {
    sky: ['#a8dadc', '#f1faee'],
    ink: '#1d3557',
    accent: '#e63946',
    font: 'DejaVu Sans',
    weight: 700,
    upper: false,
    spacing: 0,
    scene: (r, w, h, s) =>
      `<circle cx="${f(w * 0.8)}" cy="${f(h * 0.18)}" r="${f(w * 0.1)}" fill="#ffd166"/>` +
      ridge(r, w, h, h * 0.7, h * 0.08, '#90be6d') +
      ridge(r, w, h, h * 0.8, h * 0.05, '#43aa8b') +
      `<rect x="${f(w * 0.2)}" y="${f(h * 0.55)}" width="${f(w * 0.22)}" height="${f(h * 0.17)}" fill="#fff"/><polygon points="${f(w * 0.18)},${f(h * 0.56)} ${f(w * 0.31)},${f(h * 0.45)} ${f(w * 0.44)},${f(h * 0.56)}" fill="${s.accent}"/><rect x="${f(w * 0.29)}" y="${f(h * 0.63)}" width="${f(w * 0.05)}" height="${f(h * 0.09)}" fill="#1d3557"/>` +
      `<rect x="${f(w * 0.66)}" y="${f(h * 0.5)}" width="${f(w * 0.03)}" height="${f(h * 0.2)}" fill="#6b4f3a"/><circle cx="${f(w * 0.675)}" cy="${f(h * 0.47)}" r="${f(w * 0.08)}" fill="#2d6a4f"/>`,
  },
  fantacy: {
    sky: ['#1a0b3b', '#6a3d9a'],
    ink: '#fdf0d5',
    accent: '#f6bd60',
    font: 'DejaVu Serif',
    weight: 700,
    upper: true,
    spacing: 3,
    scene: (r, w, h, s) =>
      stars(r, w, h, 60, 0.6) +
      `<circle cx="${f(w * 0.7)}" cy="${f(h * 0.22)}" r="${f(w * 0.11)}" fill="${s.accent}" opacity="0.9"/>` +
      ridge(r, w, h, h * 0.75, h * 0.1, '#120726') +
      [0.3, 0.42, 0.5, 0.58, 0.7]
        .map((x, i) => {
          const tw = w * (i === 2 ? 0.07 : 0.05);
          const th = h * (i === 2 ? 0.32 : 0.22);
          return `<rect x="${f(w * x - tw / 2)}" y="${f(h * 0.72 - th)}" width="${f(tw)}" height="${f(th)}" fill="#0b0418"/><polygon points="${f(w * x - tw / 1.6)},${f(h * 0.72 - th)} ${f(w * x)},${f(h * 0.72 - th - h * 0.08)} ${f(w * x + tw / 1.6)},${f(h * 0.72 - th)}" fill="#0b0418"/>`;
        })
        .join('') +
      `<rect x="${f(w * 0.25)}" y="${f(h * 0.6)}" width="${f(w * 0.5)}" height="${f(h * 0.12)}" fill="#0b0418"/>`,
  },
  history: {
    sky: ['#3b2a1a', '#c9a66b'],
    ink: '#fff7e6',
    accent: '#e8d5b0',
    font: 'DejaVu Serif',
    weight: 700,
    upper: true,
    spacing: 4,
    scene: (r, w, h, s) =>
      `<rect x="${f(w * 0.04)}" y="${f(h * 0.03)}" width="${f(w * 0.92)}" height="${f(h * 0.94)}" fill="none" stroke="${s.accent}" stroke-width="${f(w / 150)}" opacity="0.6"/>` +
      [0.18, 0.34, 0.5, 0.66, 0.82]
        .map(
          (x) =>
            `<rect x="${f(w * x - w * 0.035)}" y="${f(h * 0.3)}" width="${f(w * 0.07)}" height="${f(h * 0.45)}" fill="#2a1d10" opacity="0.75"/>`,
        )
        .join('') +
      `<polygon points="${f(w * 0.1)},${f(h * 0.3)} ${f(w * 0.5)},${f(h * 0.14)} ${f(w * 0.9)},${f(h * 0.3)}" fill="#2a1d10" opacity="0.75"/><rect x="${f(w * 0.08)}" y="${f(h * 0.75)}" width="${f(w * 0.84)}" height="${f(h * 0.04)}" fill="#2a1d10" opacity="0.75"/>` +
      stars(r, w, h, 0),
  },
  horror: {
    sky: ['#050000', '#4a0404'],
    ink: '#f5f5f5',
    accent: '#d00000',
    font: 'DejaVu Serif',
    weight: 700,
    upper: true,
    spacing: 2,
    scene: (r, w, h, s) =>
      `<circle cx="${f(w * 0.66)}" cy="${f(h * 0.22)}" r="${f(w * 0.14)}" fill="${s.accent}" opacity="0.8"/>` +
      ridge(r, w, h, h * 0.8, h * 0.05, '#000') +
      `<rect x="${f(w * 0.28)}" y="${f(h * 0.5)}" width="${f(w * 0.36)}" height="${f(h * 0.3)}" fill="#000"/><polygon points="${f(w * 0.24)},${f(h * 0.51)} ${f(w * 0.46)},${f(h * 0.34)} ${f(w * 0.68)},${f(h * 0.51)}" fill="#000"/><rect x="${f(w * 0.42)}" y="${f(h * 0.58)}" width="${f(w * 0.06)}" height="${f(h * 0.06)}" fill="#ffba08"/>` +
      `<path d="M${f(w * 0.08)} ${f(h * 0.8)} L${f(w * 0.12)} ${f(h * 0.45)} M${f(w * 0.12)} ${f(h * 0.55)} L${f(w * 0.04)} ${f(h * 0.48)} M${f(w * 0.12)} ${f(h * 0.6)} L${f(w * 0.2)} ${f(h * 0.5)}" stroke="#000" stroke-width="${f(w / 80)}"/>` +
      Array.from(
        { length: 6 },
        () =>
          `<rect x="${f(r.next() * w)}" y="0" width="${f(w / 200)}" height="${f(h * (0.02 + r.next() * 0.08))}" fill="${s.accent}" opacity="0.7"/>`,
      ).join(''),
  },
  mystery: {
    sky: ['#0b2027', '#40798c'],
    ink: '#e0fbfc',
    accent: '#cfe8ef',
    font: 'DejaVu Serif',
    weight: 400,
    upper: false,
    spacing: 1,
    scene: (r, w, h, s) =>
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${f(-w * 0.1 + r.next() * w * 0.2)}" y="${f(h * (0.2 + i * 0.15))}" width="${f(w * 1.2)}" height="${f(h * 0.06)}" rx="${f(h * 0.03)}" fill="${s.accent}" opacity="${f(0.06 + r.next() * 0.1)}"/>`,
      ).join('') +
      `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.38)}" r="${f(w * 0.08)}" fill="#06141a"/><polygon points="${f(w * 0.45)},${f(h * 0.42)} ${f(w * 0.55)},${f(h * 0.42)} ${f(w * 0.58)},${f(h * 0.6)} ${f(w * 0.42)},${f(h * 0.6)}" fill="#06141a"/>` +
      `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.38)}" r="${f(w * 0.2)}" fill="none" stroke="${s.accent}" stroke-width="${f(w / 100)}" opacity="0.5"/>`,
  },
  'sci-fi': {
    sky: ['#07001f', '#ff2e97'],
    ink: '#e0fbfc',
    accent: '#00f5d4',
    font: 'DejaVu Sans',
    weight: 200,
    upper: true,
    spacing: 8,
    scene: (r, w, h, s) => {
      const horizon = h * 0.62;
      let grid = '';
      for (let i = -8; i <= 8; i++)
        grid += `<line x1="${f(w / 2 + i * w * 0.04)}" y1="${f(horizon)}" x2="${f(w / 2 + i * w * 0.25)}" y2="${h}" stroke="${s.accent}" stroke-width="${f(w / 400)}" opacity="0.6"/>`;
      for (let j = 1; j < 8; j++)
        grid += `<line x1="0" y1="${f(horizon + (h - horizon) * (j / 8) ** 1.8)}" x2="${w}" y2="${f(horizon + (h - horizon) * (j / 8) ** 1.8)}" stroke="${s.accent}" stroke-width="${f(w / 400)}" opacity="0.6"/>`;
      const sun =
        `<circle cx="${f(w / 2)}" cy="${f(horizon)}" r="${f(w * 0.22)}" fill="#ffb703" opacity="0.9"/>` +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<rect x="0" y="${f(horizon - w * 0.2 + i * w * 0.045)}" width="${w}" height="${f(w * 0.012 + i * 0.004 * w)}" fill="#07001f"/>`,
        ).join('');
      return (
        stars(r, w, h, 40, 0.5) + sun + `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#07001f"/>` + grid
      );
    },
  },
  space: {
    sky: ['#000814', '#001d3d'],
    ink: '#ffffff',
    accent: '#ffc300',
    font: 'DejaVu Sans',
    weight: 200,
    upper: true,
    spacing: 10,
    scene: (r, w, h, s) =>
      stars(r, w, h, 120) +
      `<circle cx="${f(w * 0.62)}" cy="${f(h * 0.4)}" r="${f(w * 0.24)}" fill="#4361ee"/><circle cx="${f(w * 0.55)}" cy="${f(h * 0.34)}" r="${f(w * 0.24)}" fill="#000814" opacity="0.55"/>` +
      `<ellipse cx="${f(w * 0.62)}" cy="${f(h * 0.4)}" rx="${f(w * 0.4)}" ry="${f(w * 0.07)}" fill="none" stroke="${s.accent}" stroke-width="${f(w / 120)}" opacity="0.8" transform="rotate(-18 ${f(w * 0.62)} ${f(h * 0.4)})"/>` +
      `<circle cx="${f(w * 0.2)}" cy="${f(h * 0.7)}" r="${f(w * 0.04)}" fill="#adb5bd"/>`,
  },
  thriller: {
    sky: ['#001219', '#005f73'],
    ink: '#ffffff',
    accent: '#ee9b00',
    font: 'DejaVu Sans Condensed',
    weight: 700,
    upper: true,
    spacing: 2,
    scene: (r, w, h, s) =>
      skyline(r, w, h, h * 0.78, '#000a0f', s.accent) +
      Array.from({ length: 40 }, () => {
        const x = r.next() * w;
        const y = r.next() * h;
        return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - w * 0.02)}" y2="${f(y + h * 0.05)}" stroke="#94d2bd" stroke-width="${f(w / 700)}" opacity="0.35"/>`;
      }).join('') +
      `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.4)}" r="${f(w * 0.18)}" fill="none" stroke="${s.accent}" stroke-width="${f(w / 150)}" opacity="0.7"/><line x1="${f(w * 0.5)}" y1="${f(h * 0.4 - w * 0.22)}" x2="${f(w * 0.5)}" y2="${f(h * 0.4 + w * 0.22)}" stroke="${s.accent}" stroke-width="${f(w / 300)}" opacity="0.7"/><line x1="${f(w * 0.28)}" y1="${f(h * 0.4)}" x2="${f(w * 0.72)}" y2="${f(h * 0.4)}" stroke="${s.accent}" stroke-width="${f(w / 300)}" opacity="0.7"/>`,
  },
};
STYLES.recommended = STYLES.drama!;
STYLES.crime = STYLES.thriller!;
STYLES.romance = { ...STYLES.drama!, sky: ['#3a0ca3', '#f72585'], accent: '#ffc8dd' };

function style(genre: string): Style {
  return STYLES[genre] ?? STYLES.drama!;
}

/**
 * A scene of the genre at w x h. The seed varies it within the genre (hue, mirror, zoom, the scene's own random
 * choices), so two titles of one genre share a look but not a picture.
 */
function frame(seed: string, genre: string, w: number, h: number, shade = 0.25): { defs: string; body: string; s: Style; r: Rng } {
  const s = style(genre);
  const r = prngFor(seed);
  const angle = r.int(0, 1) ? '0" y2="1' : '0.3" y2="1';
  const hue = r.int(-40, 40);
  const mirror = r.chance(0.5);
  const zoom = 1 + r.next() * 0.3;
  const transform = `translate(${f(mirror ? w : 0)} 0) scale(${mirror ? -1 : 1} 1) translate(${f((w - w * zoom) / 2)} ${f(h - h * zoom)}) scale(${f(zoom)})`;
  return {
    s,
    r,
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="${angle}"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${shade}"/></linearGradient><filter id="tint" x="0" y="0" width="100%" height="100%"><feColorMatrix type="hueRotate" values="${hue}"/></filter>`,
    body: `<g filter="url(#tint)"><rect width="${w}" height="${h}" fill="url(#sky)"/><g transform="${transform}">${s.scene(r, w, h, s)}</g></g><rect width="${w}" height="${h}" fill="url(#shade)"/>`,
  };
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

// Average advance of a character, as a share of the font size, for the faces the styles use.
function charWidth(s: Style): number {
  if (s.upper) return s.font.includes('Condensed') ? 0.6 : s.font.includes('Serif') ? 0.8 : s.weight < 400 ? 0.72 : 0.76;
  return s.font.includes('Serif') ? 0.58 : 0.6;
}

/** The title in the style's type, fitted to `width` px: at most three lines, shrunk until the longest word fits. */
function titleBlock(
  s: Style,
  text: string,
  {
    x,
    y,
    size,
    width,
    anchor = 'start',
    from = 'bottom',
  }: { x: number; y: number; size: number; width: number; anchor?: 'start' | 'middle'; from?: 'top' | 'bottom' },
): string {
  const shown = s.upper ? text.toUpperCase() : text;
  const advance = (n: number, px: number) => n * (px * charWidth(s) + s.spacing);
  const longest = Math.max(...shown.split(' ').map((w) => w.length));
  let px = size;
  while (px > 18 && advance(longest, px) > width) px -= 2;
  const lines = wrap(shown, Math.max(1, Math.floor(width / (px * charWidth(s) + s.spacing)))).slice(0, 3);
  const lh = px * 1.08;
  const first = from === 'top' ? y + px : y - (lines.length - 1) * lh;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${f(first + i * lh)}" text-anchor="${anchor}" font-family="${s.font}, DejaVu Sans, sans-serif" font-weight="${s.weight}" font-size="${px}" letter-spacing="${s.spacing}" fill="${s.ink}" paint-order="stroke" stroke="#000a" stroke-width="${f(px / 12)}">${xml(l)}</text>`,
    )
    .join('');
}

/** A 2:3 poster: the genre's scene, the title set in the genre's type, the kind and a credit line. */
export function posterSvg(name: string, genre: string, kindLabel: string): string {
  const w = 500;
  const h = 750;
  const { defs, body, s, r } = frame(`${name}:poster`, genre, w, h, 0.85);
  const top = r.chance(0.35);
  // The title is always light, over a scrim on its side of the poster, whatever the scene's colours.
  const scrim = top
    ? `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.75"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient><rect width="${w}" height="${h * 0.42}" fill="url(#scrim)"/>`
    : '';
  const title = titleBlock({ ...s, ink: '#fff' }, name, {
    x: w / 2,
    y: top ? 96 : 648,
    size: name.length > 18 ? 48 : 60,
    width: w - 70,
    anchor: 'middle',
    from: top ? 'top' : 'bottom',
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}${scrim}${title}
<text x="${w / 2}" y="${top ? 62 : 712}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="15" letter-spacing="5" fill="#fff" opacity="0.85">${xml(`A STREAMIT ${kindLabel.toUpperCase()}`)}</text></svg>`;
}

/** A 16:9 backdrop: the scene alone (the page sets the title over it). */
export function backdropSvg(name: string, genre: string): string {
  const w = 1920;
  const h = 1080;
  const { defs, body } = frame(`${name}:backdrop`, genre, w, h, 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A 16:9 thumbnail for a short video: the subject's scene, the format as a label, a play mark (the card names it). */
export function videoThumbSvg(name: string, genre: string): string {
  const w = 640;
  const h = 360;
  const format = name.includes(': ') ? name.split(': ')[0]! : 'Video';
  const { defs, body } = frame(`${name}:thumb`, genre, w, h, 0.55);
  const label = format.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}
<rect x="24" y="24" width="${f(label.length * 13.6 + 28)}" height="36" rx="4" fill="#b0060f" stroke="#fff" stroke-opacity="0.6"/><text x="38" y="48" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="17" letter-spacing="1" fill="#fff">${xml(label)}</text>
<circle cx="${w / 2}" cy="${h / 2}" r="44" fill="#000a" stroke="#fff" stroke-width="3"/><path d="M${w / 2 - 14} ${h / 2 - 22} L${w / 2 + 24} ${h / 2} L${w / 2 - 14} ${h / 2 + 22} Z" fill="#fff"/></svg>`;
}

/** A 16:9 episode still: the show's genre scene, composed afresh for each episode. */
export function stillSvg(show: string, genre: string, season: number, episode: number): string {
  const w = 640;
  const h = 360;
  const { defs, body } = frame(`${show}:s${season}e${episode}`, genre, w, h, 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A genre tile: that genre's scene, without text (the page names it). */
export function genreSvg(genre: string, _title: string): string {
  const w = 480;
  const h = 270;
  const { defs, body } = frame(`genre:${genre}`, genre, w, h, 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a1665e', '#d4a373'];
const HAIR = ['#2b1b17', '#4a3728', '#a0522d', '#d4a76a', '#1c1c1c', '#7f7f7f', '#b5651d'];
const CLOTHES = ['#264653', '#2a9d8f', '#e76f51', '#6d597a', '#1d3557', '#8d99ae', '#bc4749', '#3a5a40'];
const BACKGROUNDS = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#f0efeb', '#dfe7fd'],
  ['#fff1e6', '#f0d9c5'],
  ['#e9f5db', '#cfe1b9'],
  ['#dee2ff', '#cdb4db'],
];

/** An illustrated head-and-shoulders portrait: skin, hair style, clothes and backdrop drawn from the name. */
export function portraitSvg(name: string, designation: string): string {
  const r = prngFor(`${name}:portrait`);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const clothes = r.pick(CLOTHES);
  const [bg1, bg2] = r.pick(BACKGROUNDS);
  const style = r.int(0, 4);
  const hairBack = [
    '',
    `<path d="M120 210 Q110 330 130 400 L270 400 Q290 330 280 210 Z" fill="${hair}"/>`,
    `<circle cx="200" cy="120" r="34" fill="${hair}"/>`,
    `<path d="M115 200 Q100 300 140 360 L260 360 Q300 300 285 200 Z" fill="${hair}"/>`,
    '',
  ][style];
  const hairFront = [
    `<path d="M128 190 Q135 120 200 118 Q265 120 272 190 Q250 150 200 152 Q150 150 128 190 Z" fill="${hair}"/>`,
    `<path d="M124 200 Q126 118 200 114 Q274 118 276 200 Q262 160 225 150 Q170 170 124 200 Z" fill="${hair}"/>`,
    `<path d="M130 185 Q140 128 200 126 Q260 128 270 185 Q240 160 200 158 Q160 160 130 185 Z" fill="${hair}"/>`,
    `<g fill="${hair}">${Array.from({ length: 9 }, (_, i) => `<circle cx="${f(135 + i * 16.5)}" cy="${f(150 - Math.sin((i / 8) * Math.PI) * 30)}" r="24"/>`).join('')}</g>`,
    `<path d="M140 170 Q160 140 200 140 Q240 140 260 170 Q240 156 200 156 Q160 156 140 170 Z" fill="${hair}" opacity="0.6"/>`,
  ][style];
  const glasses = r.chance(0.25)
    ? `<g fill="none" stroke="#222" stroke-width="4"><circle cx="172" cy="212" r="18"/><circle cx="228" cy="212" r="18"/><line x1="190" y1="212" x2="210" y2="212"/></g>`
    : '';
  const beard =
    style === 4 || (style === 0 && r.chance(0.3))
      ? `<path d="M152 236 Q200 300 248 236 Q246 268 200 282 Q154 268 152 236 Z" fill="${hair}" opacity="0.85"/>`
      : '';
  const collar = designation.startsWith('Acting')
    ? `<path d="M170 330 L200 370 L230 330" fill="none" stroke="#fff" stroke-width="6" opacity="0.8"/>`
    : `<rect x="186" y="332" width="28" height="60" fill="#fff" opacity="0.25"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#bg)"/><circle cx="${f(60 + r.next() * 280)}" cy="${f(60 + r.next() * 120)}" r="${f(60 + r.next() * 50)}" fill="#fff" opacity="0.35"/>
${hairBack}
<path d="M60 500 Q70 360 200 340 Q330 360 340 500 Z" fill="${clothes}"/>${collar}
<rect x="176" y="270" width="48" height="70" rx="20" fill="${skin}"/><path d="M176 318 Q200 336 224 318 L224 300 L176 300 Z" fill="#0002"/>
<ellipse cx="200" cy="210" rx="74" ry="90" fill="${skin}"/><ellipse cx="128" cy="215" rx="12" ry="20" fill="${skin}"/><ellipse cx="272" cy="215" rx="12" ry="20" fill="${skin}"/>
<circle cx="172" cy="212" r="6" fill="#2b2118"/><circle cx="228" cy="212" r="6" fill="#2b2118"/>
<path d="M160 192 Q172 184 184 192 M216 192 Q228 184 240 192" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M200 220 Q194 242 202 246" stroke="#0003" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M180 262 Q200 ${r.chance(0.5) ? 276 : 270} 220 262" stroke="#8c3b3b" stroke-width="5" fill="none" stroke-linecap="round"/>
${beard}${hairFront}${glasses}
</svg>`;
}

/** Writes `svg` under the media folder and returns its public path (/media/...). */
export async function writeArtwork(mediaDir: string, folder: string, slug: string, svg: string): Promise<string> {
  const dir = path.join(mediaDir, 'images', folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${slug}.svg`), svg);
  return `/media/images/${folder}/${slug}.svg`;
}
