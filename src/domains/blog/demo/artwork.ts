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
