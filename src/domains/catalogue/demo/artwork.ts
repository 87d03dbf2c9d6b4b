import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import { prngFor } from '@/db/demo/random';

export { writeArtwork } from '@/db/demo/files';
import type { Genre } from '@/domains/catalogue/vocabulary';
import { GENRE_ART, type Art } from './content/art';
import { f, MOTIFS } from './motifs';

// Demo artwork, drawn as SVG (the image handler rasterizes it with sharp): each title's pictures come from its own
// motif and palette (content/art.ts), set in its genre's type; people get studio portraits.

/** How a genre sets its titles: face, weight, case and letter spacing. */
type Type = { font: string; weight: number; upper: boolean; spacing: number };
const SERIF: Type = { font: 'DejaVu Serif', weight: 700, upper: false, spacing: 0 };
const TYPE: Partial<Record<Genre, Type>> = {
  action: { font: 'DejaVu Sans Condensed', weight: 700, upper: true, spacing: 1 },
  animation: { font: 'DejaVu Sans', weight: 700, upper: false, spacing: 0 },
  comedy: { font: 'DejaVu Sans', weight: 700, upper: false, spacing: -1 },
  drama: { font: 'DejaVu Serif', weight: 400, upper: false, spacing: 0 },
  family: { font: 'DejaVu Sans', weight: 700, upper: false, spacing: 0 },
  fantacy: { font: 'DejaVu Serif', weight: 700, upper: true, spacing: 3 },
  history: { font: 'DejaVu Serif', weight: 700, upper: true, spacing: 4 },
  horror: { font: 'DejaVu Serif', weight: 700, upper: true, spacing: 2 },
  mystery: { font: 'DejaVu Serif', weight: 400, upper: false, spacing: 1 },
  'sci-fi': { font: 'DejaVu Sans', weight: 200, upper: true, spacing: 8 },
  space: { font: 'DejaVu Sans', weight: 200, upper: true, spacing: 10 },
  thriller: { font: 'DejaVu Sans Condensed', weight: 700, upper: true, spacing: 2 },
};
const typeOf = (genre: string): Type => TYPE[genre as Genre] ?? SERIF;

export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The title's scene at w x h: its sky, its motif in its palette, a shade towards the bottom. The seed composes it
 * afresh (the motif's own random choices, a mirror), so a poster, a backdrop and each still differ.
 */
function frame(seed: string, { motif, palette }: Art, w: number, h: number, shade = 0.25): { defs: string; body: string } {
  const r = prngFor(seed);
  const mirror = motif !== 'motel' && r.chance(0.35); // the motel's sign has a word on it
  const transform = mirror ? ` transform="translate(${w} 0) scale(-1 1)"` : '';
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${shade}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#sky)"/><g${transform}>${MOTIFS[motif](r, w, h, palette)}</g><rect width="${w}" height="${h}" fill="url(#shade)"/>`,
  };
}

/** Words in lines of at most `width` characters (a longer word on a line of its own). */
export function wrap(text: string, width: number): string[] {
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
function charWidth(s: Type): number {
  if (s.upper) return s.font.includes('Condensed') ? 0.6 : s.font.includes('Serif') ? 0.8 : s.weight < 400 ? 0.72 : 0.76;
  return s.font.includes('Serif') ? 0.58 : 0.6;
}

/** The title in the style's type, fitted to `width` px: at most three lines, shrunk until the longest word fits. */
function titleBlock(
  s: Type & { ink: string },
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

/** A 2:3 poster: the title's scene, its name in its genre's type, the leads above and the maker below (a billing). */
export function posterSvg(name: string, art: Art, genre: string, billing: { top: string; bottom: string }): string {
  const w = 500;
  const h = 750;
  const { defs, body } = frame(`${name}:poster`, art, w, h, 0.85);
  const top = prngFor(`${name}:layout`).chance(0.35);
  // The title is always light, over a scrim on its side of the poster, whatever the scene's colours.
  // Dark enough behind the title to read white on a pale sky, a moon or a clock face.
  const scrim = top
    ? `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.85"/><stop offset="0.55" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient><rect width="${w}" height="${h * 0.5}" fill="url(#scrim)"/>`
    : `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.4" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient><rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="url(#scrim)"/><linearGradient id="billing" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient><rect width="${w}" height="${h * 0.1}" fill="url(#billing)"/>`;
  const title = titleBlock({ ...typeOf(genre), ink: '#fff' }, name, {
    x: w / 2,
    y: top ? 104 : 660,
    size: name.length > 18 ? 48 : 60,
    width: w - 70,
    anchor: 'middle',
    from: top ? 'top' : 'bottom',
  });
  const line = (text: string, y: number, size: number) =>
    `<text x="${w / 2}" y="${y}" text-anchor="middle" font-family="DejaVu Sans Condensed, DejaVu Sans, sans-serif" font-size="${size}" letter-spacing="2" fill="#fff" opacity="0.9">${xml(text.toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}${scrim}${title}${line(billing.top, 40, 15)}${line(billing.bottom, 722, 13)}</svg>`;
}

/** The title's scene as a nested <svg> at (x, y), w x h: for pictures of things printed with it (the shop's). */
export function sceneSvg(seed: string, art: Art, x: number, y: number, w: number, h: number): string {
  const { defs, body } = frame(seed, art, w, h, 0.2);
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${f(w)} ${f(h)}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

/** A 16:9 backdrop: the scene alone (the page sets the title over it). */
export function backdropSvg(name: string, art: Art): string {
  const w = 1920;
  const h = 1080;
  const { defs, body } = frame(`${name}:backdrop`, art, w, h, 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A 16:9 thumbnail for a short video: its subject's scene, the format as a label, a play mark (the card names it). */
export function videoThumbSvg(name: string, art: Art): string {
  const w = 640;
  const h = 360;
  const format = name.includes(': ') ? name.split(': ')[0]! : 'Video';
  const { defs, body } = frame(`${name}:thumb`, art, w, h, 0.55);
  const label = format.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}
<rect x="24" y="24" width="${f(label.length * 13.6 + 28)}" height="36" rx="4" fill="#b0060f" stroke="#fff" stroke-opacity="0.6"/><text x="38" y="48" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="17" letter-spacing="1" fill="#fff">${xml(label)}</text>
<circle cx="${w / 2}" cy="${h / 2}" r="44" fill="#000a" stroke="#fff" stroke-width="3"/><path d="M${w / 2 - 14} ${h / 2 - 22} L${w / 2 + 24} ${h / 2} L${w / 2 - 14} ${h / 2 + 22} Z" fill="#fff"/></svg>`;
}

/** Skies of the hours an episode's still may be set in: dawn, noon, dusk, night, storm, fog. */
const HOURS: [top: string, bottom: string][] = [
  ['#3d2c4e', '#f4a261'],
  ['#4a6fa5', '#d8e2dc'],
  ['#3a0f3f', '#e76f51'],
  ['#050a1f', '#1d2d50'],
  ['#2b2d30', '#6c757d'],
  ['#2f3e46', '#a3b18a'],
];
const mix = (a: string, b: string, t: number) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(parseInt(a.slice(i, i + 2), 16) * (1 - t) + parseInt(b.slice(i, i + 2), 16) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * A 16:9 still of a title (an episode's, or a frame of a film's preview): its scene, composed afresh for `shot`. An
 * episode's ("s1e3") is set at an hour of its own, its sky turned towards it, and framed closer: one show's episodes
 * tell apart at a glance in a season list.
 */
export function stillSvg(name: string, art: Art, shot: string, w = 640, h = 360): string {
  const episode = /^s(\d+)e(\d+)$/.exec(shot);
  const hour = episode ? HOURS[(Number(episode[1]) * 7 + Number(episode[2])) % HOURS.length]! : null;
  const lit = hour
    ? { ...art, palette: { ...art.palette, top: mix(art.palette.top, hour[0], 0.6), bottom: mix(art.palette.bottom, hour[1], 0.6) } }
    : art;
  const { defs, body } = frame(`${name}:${shot}`, lit, w, h, 0.3);
  // A camera closer in on part of the scene, a different part for each shot: episodes of one show differ at a glance.
  const r = prngFor(`${name}:${shot}:camera`);
  const zoom = 1 + r.next() * 0.8;
  const x = -(w * zoom - w) * r.next();
  const y = -(h * zoom - h) * (0.2 + r.next() * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs><g transform="translate(${f(x)} ${f(y)}) scale(${f(zoom)})">${body}</g></svg>`;
}

/** A genre tile: the genre's own scene, without text (the page names it). */
export function genreSvg(genre: Genre): string {
  const w = 480;
  const h = 270;
  const { defs, body } = frame(`genre:${genre}`, GENRE_ART[genre], w, h, 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Studio backdrops: a lit centre fading to the edges, and the rim light that goes with it. */
const BACKDROPS: [centre: string, edge: string, rim: string][] = [
  ['#6f8594', '#1c2730', '#cfe3f0'],
  ['#a3876a', '#2f241a', '#ffe2b8'],
  ['#5f8a84', '#15231f', '#c9f2e8'],
  ['#8e6470', '#281a1f', '#ffd0dc'],
  ['#9aa0a8', '#30343a', '#ffffff'],
  ['#4e5f7d', '#10141f', '#b8c8ff'],
  ['#b0925c', '#33280f', '#fff0c2'],
  ['#7d5a8c', '#1f1426', '#ecd1ff'],
  ['#a0583f', '#2a130b', '#ffd2b8'],
];

const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
// Dark hair most often, red now and then (a colour listed twice is picked twice as often).
const HAIR = ['2c1b18', '2c1b18', '4a312c', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305'];
const GREY = ['e8e1e1', 'ecdcbf', '929598'];
const TOPS = {
  she: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'fro',
    'froBand',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'bigHair',
    'hijab',
  ],
  he: [
    'shortCurly',
    'shortFlat',
    'shortRound',
    'shortWaved',
    'sides',
    'theCaesar',
    'theCaesarAndSidePart',
    'shavedSides',
    'dreads01',
    'frizzle',
    'shaggy',
  ],
} as const;

/**
 * A person's illustrated portrait (DiceBear's Avataaars, by Pablo Stanley, free for commercial use): a face of their
 * own from their name, drawn from what the biography says of them (hair and beards by how it speaks of them, grey hair
 * past sixty, glasses now and then), in a calm expression and plain clothes, against a studio backdrop.
 */
export function portraitSvg(name: string, about: string, born?: string | null): string {
  const r = prngFor(`${name}:portrait`);
  const pronoun = /\b(she|her)\b/i.test(about) ? 'she' : /\b(he|his|him)\b/i.test(about) ? 'he' : 'they';
  const age = born ? new Date().getFullYear() - Number(born.slice(0, 4)) : 40;
  const [centre, edge] = r.pick(BACKDROPS);
  const face = createAvatar(avataaars, {
    seed: name,
    randomizeIds: false,
    top: pronoun === 'they' ? [...TOPS.she, ...TOPS.he] : [...TOPS[pronoun]],
    hairColor: age >= 60 ? GREY : HAIR,
    facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
    facialHairColor: age >= 60 ? GREY : HAIR,
    facialHairProbability: pronoun === 'he' ? 40 : 0,
    skinColor: SKIN,
    eyes: ['default', 'happy', 'side', 'squint'],
    eyebrows: ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'default', 'upDownNatural'],
    mouth: ['default', 'smile', 'serious', 'twinkle'],
    clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck'],
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: 20,
  }).toString();
  // The face fills the lower four fifths of a 4:5 portrait, its own ids made unique to the person.
  const id = `p${r.int(1, 1e9)}`;
  const inner = face
    .replace(/<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/(id="|url\(#|href="#)([\w-]+)/g, `$1${id}-$2`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<defs><radialGradient id="${id}-bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient></defs>
<rect width="400" height="500" fill="url(#${id}-bg)"/>
<svg x="-20" y="60" width="440" height="440" viewBox="0 0 280 280">${inner}</svg>
</svg>`;
}
