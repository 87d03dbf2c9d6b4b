import fs from 'node:fs/promises';
import path from 'node:path';

// Generated posters, backdrops and portraits (SVG sources; the image handler rasterizes them with sharp).

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function palette(seed: string) {
  const h = hash(seed);
  const hue = h % 360;
  return { hue, a: `hsl(${hue} 70% 28%)`, b: `hsl(${(hue + 40) % 360} 75% 12%)`, c: `hsl(${(hue + 180) % 360} 80% 60%)`, h };
}

export function posterSvg(name: string, label: string): string {
  const p = palette(name);
  const lines = wrap(name.toUpperCase(), 14).slice(0, 4);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = (p.h >>> (i * 5)) & 31;
    return `<circle cx="${40 + v * 11}" cy="${120 + i * 90}" r="${40 + v * 3}" fill="${p.c}" opacity="${0.08 + i * 0.04}"/>`;
  }).join('');
  const text = lines
    .map((l, i) => `<text x="40" y="${560 + i * 52 - lines.length * 26}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="44" fill="#fff">${xml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
<rect width="500" height="750" fill="url(#g)"/>${circles}
<rect x="40" y="660" width="120" height="4" fill="${p.c}"/>
${text}
<text x="40" y="700" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#ddd" letter-spacing="4">${xml(label.toUpperCase())}</text>
</svg>`;
}

export function backdropSvg(name: string): string {
  const p = palette(`${name}:backdrop`);
  const ridges = Array.from({ length: 4 }, (_, i) => {
    const y = 520 + i * 60;
    const v = (p.h >>> (i * 6)) & 63;
    return `<path d="M0 ${y} Q 480 ${y - 120 - v * 2} 960 ${y - 40} T 1920 ${y - v} V 1080 H 0 Z" fill="${p.b}" opacity="${0.35 + i * 0.15}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs><radialGradient id="g" cx="0.7" cy="0.3" r="0.9"><stop offset="0" stop-color="${p.c}"/><stop offset="0.45" stop-color="${p.a}"/><stop offset="1" stop-color="#05050a"/></radialGradient></defs>
<rect width="1920" height="1080" fill="url(#g)"/>${ridges}
</svg>`;
}

export function genreSvg(title: string): string {
  const p = palette(`${title}:genre`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="${360 + (p.h & 63)}" cy="${60 + ((p.h >>> 6) & 63)}" r="120" fill="${p.c}" opacity="0.25"/>
<circle cx="${40 + ((p.h >>> 12) & 127)}" cy="230" r="70" fill="${p.c}" opacity="0.15"/>
</svg>`;
}

export function portraitSvg(name: string): string {
  const p = palette(`${name}:portrait`);
  const initials = name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<rect width="400" height="500" fill="${p.a}"/>
<circle cx="200" cy="190" r="90" fill="${p.c}" opacity="0.55"/>
<path d="M60 500 Q 200 260 340 500 Z" fill="${p.c}" opacity="0.55"/>
<text x="200" y="215" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="72" fill="#fff">${xml(initials)}</text>
</svg>`;
}

/** Writes `svg` under the media folder and returns its public path (/media/...). */
export async function writeArtwork(mediaDir: string, folder: string, slug: string, svg: string): Promise<string> {
  const dir = path.join(mediaDir, 'images', folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${slug}.svg`), svg);
  return `/media/images/${folder}/${slug}.svg`;
}
