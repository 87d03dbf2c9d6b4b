import { prngFor } from '@/db/demo/random';
import { demoTitleArt, sceneSvg, wrap, xml, type Art } from '@/domains/catalogue/title-art';
import type { Shot } from './products';

// Product shots for the demo shop, drawn as SVG like the catalogue's artwork: the thing itself (a tee, a mug, a box
// set...) on a studio table, printed with the scene of the title it belongs to, in that title's palette. The house's
// own products wear a projector beam in the house colours. A second angle (a detail) makes each gallery.

const SIZE = 800;
const HOUSE: Art = { motif: 'stage', palette: { top: '#14121f', bottom: '#3b2f5c', accent: '#e50914', shade: '#0b0a12' } };

/** The art a product is printed with: its first title's, or the house's. */
export function productArt(titles: string[]): Art {
  return (titles[0] && demoTitleArt(titles[0])) || HOUSE;
}

const f = (n: number) => Math.round(n * 10) / 10;

/** The studio: a soft backdrop in a light tint of the palette and a shadow under the object. */
function studio(art: Art, seed: string, body: string, shadow: { cx: number; cy: number; rx: number }): string {
  const r = prngFor(`${seed}:studio`);
  const light = r.pick(['#f4f1ec', '#eef1f4', '#f3eef0', '#eef3ef', '#f5f0e6']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><radialGradient id="room" cx="0.5" cy="0.35" r="0.85"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${art.palette.bottom}" stop-opacity="0.55"/></radialGradient>
<radialGradient id="drop"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="${light}"/><rect width="${SIZE}" height="${SIZE}" fill="url(#room)"/>
<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${f(shadow.rx * 0.12)}" fill="url(#drop)"/>
${body}</svg>`;
}

/** A print of the scene clipped to `clip` (a path or shape's markup, drawn in the clip's own coordinates). */
function printed(id: string, clip: string, scene: string): string {
  return `<clipPath id="${id}">${clip}</clipPath><g clip-path="url(#${id})">${scene}</g>`;
}

const label = (text: string, x: number, y: number, size: number, fill: string, anchor = 'middle', weight = 700) =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${size}" fill="${fill}">${xml(text)}</text>`;

type Drawn = { body: string; shadow: { cx: number; cy: number; rx: number } };

const SHOTS: Record<Shot, (name: string, art: Art, seed: string, colour: string) => Drawn> = {
  tee: (name, art, seed, colour) => {
    const shirt =
      'M270 150 L340 130 C360 160 440 160 460 130 L530 150 L650 240 L600 320 L550 290 L550 660 L250 660 L250 290 L200 320 L150 240 Z';
    return {
      body: `<path d="${shirt}" fill="${colour}" stroke="#0003" stroke-width="3"/><path d="M340 130 C360 175 440 175 460 130" fill="none" stroke="#0004" stroke-width="6"/>${printed('print', '<rect x="300" y="230" width="200" height="240" rx="6"/>', sceneSvg(`${seed}:print`, art, 300, 230, 200, 240))}`,
      shadow: { cx: 400, cy: 690, rx: 230 },
    };
  },
  hoodie: (name, art, seed, colour) => {
    const body = 'M260 190 L330 160 L470 160 L540 190 L650 300 L610 640 L560 620 L560 680 L240 680 L240 620 L190 640 L150 300 Z';
    const hood = 'M320 165 C300 90 500 90 480 165 C460 200 340 200 320 165 Z';
    return {
      body: `<path d="${body}" fill="${colour}" stroke="#0003" stroke-width="3"/><path d="${hood}" fill="${colour}" stroke="#0004" stroke-width="4"/><path d="M330 560 L470 560 L490 630 L310 630 Z" fill="#0002"/>${printed('print', '<circle cx="400" cy="360" r="95"/>', sceneSvg(`${seed}:print`, art, 305, 265, 190, 190))}<line x1="380" y1="195" x2="372" y2="270" stroke="#fff8" stroke-width="4"/><line x1="420" y1="195" x2="428" y2="270" stroke="#fff8" stroke-width="4"/>`,
      shadow: { cx: 400, cy: 705, rx: 250 },
    };
  },
  mug: (name, art, seed) => ({
    body: `<path d="M540 330 C650 330 650 520 540 520" fill="none" stroke="#e8e4de" stroke-width="34"/><path d="M540 330 C650 330 650 520 540 520" fill="none" stroke="#0002" stroke-width="34" stroke-dasharray="2 200"/>
<rect x="230" y="250" width="320" height="380" rx="26" fill="#f3f0ea"/>${printed('print', '<rect x="250" y="300" width="280" height="270" rx="8"/>', sceneSvg(`${seed}:print`, art, 250, 300, 280, 270))}
<ellipse cx="390" cy="252" rx="160" ry="22" fill="#ddd8d0"/><ellipse cx="390" cy="254" rx="146" ry="16" fill="${art.palette.shade}"/><rect x="230" y="250" width="40" height="380" rx="20" fill="#fff" opacity="0.35"/>`,
    shadow: { cx: 400, cy: 640, rx: 210 },
  }),
  poster: (name, art, seed) => ({
    body: `<rect x="190" y="70" width="420" height="630" fill="#fff" stroke="#0002"/>${printed('print', '<rect x="205" y="85" width="390" height="600"/>', sceneSvg(`${seed}:print`, art, 205, 85, 390, 600))}
<rect x="205" y="520" width="390" height="165" fill="#000" opacity="0.45"/>${label(name.replace(/ (Theatrical|Art|Cinema|Storybook|Travel) .*$|, Signed$| Poster$/, ''), 400, 600, name.length > 30 ? 24 : 30, '#fff')}${label('NOW STREAMING', 400, 650, 16, '#fffc', 'middle', 400)}`,
    shadow: { cx: 400, cy: 720, rx: 240 },
  }),
  figure: (name, art, seed) => ({
    body: `${printed('print', '<rect x="250" y="110" width="300" height="470" rx="14"/>', sceneSvg(`${seed}:print`, art, 250, 110, 300, 470))}<rect x="250" y="110" width="300" height="470" rx="14" fill="none" stroke="#fff" stroke-width="6"/>
<g fill="${art.palette.shade}" stroke="${art.palette.accent}" stroke-width="3"><circle cx="400" cy="250" r="46"/><path d="M340 320 C340 290 460 290 460 320 L470 470 L430 470 L425 570 L405 570 L400 480 L395 570 L375 570 L370 470 L330 470 Z"/></g>
<ellipse cx="400" cy="600" rx="170" ry="34" fill="#2b2b2b"/><rect x="230" y="580" width="340" height="40" fill="#2b2b2b"/><ellipse cx="400" cy="580" rx="170" ry="34" fill="#444"/>`,
    shadow: { cx: 400, cy: 630, rx: 220 },
  }),
  plush: (name, art, seed) => {
    const fur = art.palette.accent;
    return {
      body: `<g stroke="#0003" stroke-width="3"><ellipse cx="400" cy="500" rx="190" ry="150" fill="${fur}"/><circle cx="400" cy="300" r="120" fill="${fur}"/><path d="M300 230 L290 120 L360 200 Z" fill="${fur}"/><path d="M500 230 L510 120 L440 200 Z" fill="${fur}"/><path d="M560 560 C690 600 690 420 600 430" fill="none" stroke="${fur}" stroke-width="48" stroke-linecap="round"/></g>
<ellipse cx="400" cy="340" rx="70" ry="50" fill="#fff" opacity="0.85"/><circle cx="355" cy="290" r="14" fill="#111"/><circle cx="445" cy="290" r="14" fill="#111"/><circle cx="400" cy="335" r="14" fill="#111"/>${printed('print', '<circle cx="400" cy="510" r="70"/>', sceneSvg(`${seed}:print`, art, 330, 440, 140, 140))}`,
      shadow: { cx: 400, cy: 650, rx: 220 },
    };
  },
  boxset: (name, art, seed) => ({
    body: `<path d="M560 130 L620 100 L620 640 L560 690 Z" fill="${art.palette.shade}"/><path d="M180 130 L560 130 L620 100 L240 100 Z" fill="${art.palette.bottom}"/>
${printed('print', '<rect x="180" y="130" width="380" height="560"/>', sceneSvg(`${seed}:print`, art, 180, 130, 380, 560))}<rect x="180" y="560" width="380" height="130" fill="#000" opacity="0.55"/>
${label(name.split(/:| 4K| Collector| Box Set/)[0]!, 370, 615, name.length > 32 ? 24 : 28, '#fff')}${label(/4K/.test(name) ? '4K ULTRA HD + BLU-RAY' : 'BLU-RAY', 370, 660, 16, art.palette.accent)}`,
    shadow: { cx: 400, cy: 700, rx: 250 },
  }),
  vinyl: (name, art, seed) => ({
    body: `<circle cx="500" cy="400" r="250" fill="#111"/><circle cx="500" cy="400" r="230" fill="none" stroke="#333" stroke-width="2"/><circle cx="500" cy="400" r="190" fill="none" stroke="#2a2a2a" stroke-width="2"/><circle cx="500" cy="400" r="80" fill="${art.palette.accent}"/><circle cx="500" cy="400" r="8" fill="#eee"/>
${printed('print', '<rect x="110" y="150" width="500" height="500"/>', sceneSvg(`${seed}:print`, art, 110, 150, 500, 500))}<rect x="110" y="150" width="500" height="500" fill="none" stroke="#0003" stroke-width="3"/>
${label(name.split(/:| \(/)[0]!, 360, 600, name.length > 30 ? 26 : 32, '#fff')}`,
    shadow: { cx: 400, cy: 680, rx: 260 },
  }),
  book: (name, art, seed) => ({
    body: `<path d="M220 110 L250 90 L250 690 L220 710 Z" fill="${art.palette.shade}"/><rect x="250" y="90" width="360" height="600" fill="#f5f0e6"/><rect x="236" y="100" width="360" height="610" fill="${art.palette.bottom}"/>
${printed('print', '<rect x="256" y="120" width="320" height="380"/>', sceneSvg(`${seed}:print`, art, 256, 120, 320, 380))}
${wrap(name, 20)
  .slice(0, 2)
  .map((line, i) => label(line, 416, 565 + i * 38, 26, '#fff'))
  .join('')}${label('STREAMIT BOOKS', 416, 670, 14, art.palette.accent, 'middle', 400)}`,
    shadow: { cx: 410, cy: 715, rx: 230 },
  }),
  cap: (name, art, seed, colour) => ({
    body: `<path d="M210 470 C210 260 590 260 590 470 Z" fill="${colour}" stroke="#0003" stroke-width="3"/><path d="M200 470 C300 500 520 500 700 440 C660 520 420 560 200 500 Z" fill="${colour}" stroke="#0004" stroke-width="3"/><circle cx="400" cy="268" r="12" fill="${colour}" stroke="#0003"/>
${printed('print', '<circle cx="400" cy="390" r="70"/>', sceneSvg(`${seed}:print`, art, 330, 320, 140, 140))}<circle cx="400" cy="390" r="70" fill="none" stroke="#fff" stroke-width="6"/>`,
    shadow: { cx: 430, cy: 540, rx: 250 },
  }),
  tote: (name, art, seed) => ({
    body: `<path d="M300 260 C300 110 500 110 500 260" fill="none" stroke="#d9cfbd" stroke-width="22"/><rect x="200" y="250" width="400" height="440" fill="#e9e1d2" stroke="#0002" stroke-width="3"/>
${printed('print', '<rect x="250" y="310" width="300" height="300"/>', sceneSvg(`${seed}:print`, art, 250, 310, 300, 300))}`,
    shadow: { cx: 400, cy: 700, rx: 230 },
  }),
  pin: (name, art, seed) => ({
    body: `<circle cx="400" cy="380" r="230" fill="#c9a74a"/><circle cx="400" cy="380" r="214" fill="#e4c76b"/>${printed('print', '<circle cx="400" cy="380" r="196"/>', sceneSvg(`${seed}:print`, art, 204, 184, 392, 392))}<path d="M250 250 C300 190 380 170 440 176" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round"/>`,
    shadow: { cx: 400, cy: 640, rx: 200 },
  }),
  notebook: (name, art, seed) => ({
    body: `<rect x="220" y="110" width="380" height="580" rx="14" fill="${art.palette.shade}"/><rect x="590" y="120" width="14" height="560" fill="#f5f0e6"/>
${printed('print', '<rect x="250" y="150" width="320" height="320" rx="6"/>', sceneSvg(`${seed}:print`, art, 250, 150, 320, 320))}<rect x="540" y="110" width="22" height="580" fill="${art.palette.accent}"/>
${label(name.split(/ (Joke|Letter)/)[0]!, 395, 560, 26, '#fff')}`,
    shadow: { cx: 410, cy: 705, rx: 220 },
  }),
};

/** The colour a garment is made in, from its variant's Colour or its title's palette. */
function garment(art: Art, colour: string | undefined): string {
  const named: Record<string, string> = { Midnight: '#1b2233', Frost: '#dfe9f2', Sand: '#d8c7a3', Rust: '#a4502c' };
  return (colour && named[colour]) || art.palette.shade;
}

/** The product's gallery: the shot, and the print up close (what a buyer zooms in to see). */
export function productShots(name: string, titles: string[], shot: Shot, colour?: string): string[] {
  const art = productArt(titles);
  const seed = `${name}:product`;
  const { body, shadow } = SHOTS[shot](name, art, seed, garment(art, colour));
  const detail = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${sceneSvg(`${seed}:print`, art, 0, 0, SIZE, SIZE)}<rect width="${SIZE}" height="${SIZE}" fill="none" stroke="#fff" stroke-width="40" opacity="0.9"/></svg>`;
  return [studio(art, seed, body, shadow), detail];
}
