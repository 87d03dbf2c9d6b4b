import type { Rng } from '@/db/demo/random';

// The demo artwork's scenes: each draws one subject (a road into the hills, lanterns over rooftops, a lighthouse...)
// in a title's own palette at any size, varied by the seed, so a poster, a backdrop and the stills of one title are
// one world and two titles never look alike. Drawn for librsvg (sharp): plain shapes, gradients and blur.

export type Palette = {
  /** The sky from top to horizon. */
  top: string;
  bottom: string;
  /** The light in the picture: a moon, a lamp, a flame. */
  accent: string;
  /** Silhouettes and the ground. */
  shade: string;
};

type Scene = (r: Rng, w: number, h: number, p: Palette) => string;

export const f = (n: number) => Math.round(n * 10) / 10;

/** A soft glow of `color` at (x, y): a radial gradient with its own id. */
function glow(id: string, x: number, y: number, radius: number, color: string, opacity = 0.8): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="url(#${id})"/>`;
}
const disc = (x: number, y: number, radius: number, color: string, opacity = 1) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${color}" opacity="${opacity}"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

function stars(r: Rng, w: number, h: number, n: number, maxY = 1): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += disc(r.next() * w, r.next() * h * maxY, 0.5 + r.next() * 1.4 * (Math.min(w, h) / 500), '#fff', f(0.25 + r.next() * 0.7));
  return out;
}
/** A jagged skyline of hills from y, rising up to amp. */
function ridge(r: Rng, w: number, h: number, y: number, amp: number, fill: string, opacity = 1, steps = 7): string {
  let d = `M0 ${f(y - r.next() * amp)}`;
  for (let i = 1; i <= steps; i++) d += ` L${f((w * i) / steps)} ${f(y - r.next() * amp)}`;
  return `<path d="${d} V${h} H0 Z" fill="${fill}" opacity="${opacity}"/>`;
}
/** Rolling hills: a smooth curve through random heights. */
function hills(r: Rng, w: number, h: number, y: number, amp: number, fill: string, opacity = 1): string {
  const n = 4;
  let d = `M0 ${f(y)}`;
  for (let i = 0; i < n; i++) {
    const x0 = (w * i) / n;
    const x1 = (w * (i + 1)) / n;
    d += ` Q${f((x0 + x1) / 2)} ${f(y - amp * (0.3 + r.next()))} ${f(x1)} ${f(y - amp * r.next() * 0.4)}`;
  }
  return `<path d="${d} V${h} H0 Z" fill="${fill}" opacity="${opacity}"/>`;
}
function waves(r: Rng, w: number, h: number, y: number, color: string, rows = 6): string {
  let out = rect(0, y, w, h - y, color);
  for (let i = 0; i < rows; i++) {
    const yy = y + ((h - y) * (i + 0.5)) / rows;
    const len = w * (0.05 + r.next() * 0.12);
    for (let x = r.next() * w * 0.2; x < w; x += len * (1.6 + r.next() * 2))
      out += rect(x, yy, len, Math.max(1, (h - y) / 90), '#fff', ` opacity="${f(0.08 + i * 0.03)}"`);
  }
  return out;
}
function buildings(r: Rng, w: number, h: number, base: number, fill: string, lit: string, tall = 0.3, litShare = 0.2): string {
  let out = '';
  let x = -w * 0.02;
  while (x < w) {
    const bw = w * (0.05 + r.next() * 0.08);
    const bh = h * (0.08 + r.next() * tall);
    out += rect(x, base - bh, bw, bh + h - base, fill);
    const cols = Math.max(1, Math.floor(bw / (w * 0.02)));
    const rowsN = Math.floor(bh / (h * 0.035));
    for (let c = 0; c < cols; c++)
      for (let k = 0; k < rowsN; k++)
        if (r.chance(litShare))
          out += rect(
            x + (bw * (c + 0.3)) / cols,
            base - bh + h * 0.02 + k * h * 0.035,
            (bw / cols) * 0.4,
            h * 0.015,
            lit,
            ' opacity="0.85"',
          );
    x += bw + w * 0.003;
  }
  return out;
}
function moon(r: Rng, w: number, h: number, p: Palette, size = 0.12, y = 0.2): string {
  const x = w * (0.2 + r.next() * 0.6);
  const m = Math.min(w, h);
  return glow(`moon${Math.round(x)}`, x, h * y, m * size * 2.4, p.accent, 0.45) + disc(x, h * y, m * size, p.accent);
}
function clouds(r: Rng, w: number, h: number, y: number, color: string, opacity: number, n = 5): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = r.next() * w;
    const cy = y + (r.next() - 0.5) * h * 0.1;
    const s = w * (0.12 + r.next() * 0.14);
    out += `<g fill="${color}" opacity="${opacity}">${disc(cx, cy, s * 0.5, color)}${disc(cx - s * 0.55, cy + s * 0.12, s * 0.36, color)}${disc(cx + s * 0.55, cy + s * 0.1, s * 0.4, color)}${rect(cx - s * 0.9, cy + s * 0.1, s * 1.9, s * 0.38, color, ` rx="${f(s * 0.19)}"`)}</g>`;
  }
  return out;
}
function pine(x: number, base: number, height: number, fill: string): string {
  const wd = height * 0.32;
  return poly(
    [
      [x, base - height],
      [x + wd * 0.5, base - height * 0.55],
      [x + wd * 0.3, base - height * 0.55],
      [x + wd, base],
      [x - wd, base],
      [x - wd * 0.3, base - height * 0.55],
      [x - wd * 0.5, base - height * 0.55],
    ],
    fill,
  );
}

export const MOTIFS = {
  /** A road running into the hills, headlights on it. */
  road: (r, w, h, p) => {
    const horizon = h * (0.5 + r.next() * 0.08);
    const vx = w * (0.4 + r.next() * 0.2);
    return (
      moon(r, w, h, p, 0.1, 0.22) +
      ridge(r, w, h, horizon, h * 0.14, p.shade, 0.55) +
      ridge(r, w, h, horizon + h * 0.04, h * 0.08, p.shade, 0.85) +
      rect(0, horizon + h * 0.03, w, h, p.shade) +
      poly(
        [
          [vx - w * 0.01, horizon + h * 0.03],
          [vx + w * 0.01, horizon + h * 0.03],
          [w * 0.85, h],
          [w * 0.15, h],
        ],
        '#1c1c22',
      ) +
      Array.from({ length: 7 }, (_, i) => {
        const t = (i + 1) / 8;
        const y = horizon + h * 0.03 + (h - horizon) * t * t;
        return rect(
          vx + (w * 0.5 - vx) * t * t - w * 0.004 * (1 + t * 3),
          y,
          w * 0.008 * (1 + t * 3),
          h * 0.012 * (1 + t * 4),
          p.accent,
          ' opacity="0.8"',
        );
      }).join('') +
      glow('lamps', vx, horizon + h * 0.06, Math.min(w, h) * 0.1, '#fff8d0', 0.9) +
      disc(vx - w * 0.012, horizon + h * 0.06, Math.min(w, h) * 0.008, '#fffbe6') +
      disc(vx + w * 0.012, horizon + h * 0.06, Math.min(w, h) * 0.008, '#fffbe6')
    );
  },
  /** Paper lanterns rising over dark rooftops. */
  lanterns: (r, w, h, p) => {
    let out = stars(r, w, h, 30, 0.5);
    for (let i = 0; i < 18; i++) {
      const y = h * (0.08 + r.next() * 0.62);
      const s = Math.min(w, h) * (0.015 + (y / h) * 0.05);
      const x = r.next() * w;
      out += glow(`l${i}`, x, y, s * 3, p.accent, 0.5) + rect(x - s / 2, y - s * 0.7, s, s * 1.4, p.accent, ` rx="${f(s * 0.35)}"`);
    }
    let roofs = '';
    for (let x = -w * 0.05; x < w;) {
      const rw = w * (0.14 + r.next() * 0.1);
      const top = h * (0.74 + r.next() * 0.08);
      roofs +=
        poly(
          [
            [x - rw * 0.1, top + h * 0.05],
            [x + rw * 0.15, top],
            [x + rw * 0.85, top],
            [x + rw * 1.1, top + h * 0.05],
          ],
          p.shade,
        ) + rect(x, top + h * 0.05, rw, h, p.shade);
      if (r.chance(0.5)) roofs += rect(x + rw * 0.4, top + h * 0.08, rw * 0.14, h * 0.035, p.accent, ' opacity="0.7"');
      x += rw * 1.05;
    }
    return out + roofs;
  },
  /** Cranes and stacked containers on a night dock, a searchlight crossing the water. */
  harbour: (r, w, h, p) => {
    const base = h * 0.72;
    let out = poly(
      [
        [w * (0.1 + r.next() * 0.3), base],
        [w * 0.9, 0],
        [w, 0],
        [w, h * 0.1],
      ],
      p.accent,
      ' opacity="0.15"',
    );
    for (let i = 0; i < 3; i++) {
      const x = w * (0.12 + i * 0.3 + r.next() * 0.08);
      const top = base - h * (0.32 + r.next() * 0.12);
      const t = Math.max(2, w / 160);
      out +=
        rect(x, top, t, base - top, p.shade) +
        rect(x + w * 0.1, top, t, base - top, p.shade) +
        rect(x - w * 0.06, top, w * 0.26, t * 1.6, p.shade) +
        `<line x1="${f(x)}" y1="${f(top)}" x2="${f(x + w * 0.1)}" y2="${f(base)}" stroke="${p.shade}" stroke-width="${f(t / 2)}"/>` +
        disc(x - w * 0.05, top, Math.min(w, h) * 0.006, '#ff3b30');
    }
    const colors = [p.accent, '#2a6f97', '#9d0208', '#6a994e', '#bb9457'];
    for (let x = 0; x < w; x += w * 0.09) {
      const stack = r.int(1, 4);
      for (let k = 0; k < stack; k++)
        out += rect(x, base - (k + 1) * h * 0.04, w * 0.085, h * 0.037, r.pick(colors), ` opacity="${f(0.45 + r.next() * 0.3)}"`);
    }
    return out + waves(r, w, h, base, p.shade, 8);
  },
  /** A lighthouse on a rock, its beam across a dark sea. */
  lighthouse: (r, w, h, p) => {
    const x = w * (0.28 + r.next() * 0.44);
    const sea = h * 0.7;
    const m = Math.min(w, h);
    const top = sea - h * 0.42;
    const dir = r.chance(0.5) ? 1 : -1;
    return (
      stars(r, w, h, 50, 0.6) +
      poly(
        [
          [x, top + m * 0.03],
          [x + dir * w * 1.2, top - h * 0.15],
          [x + dir * w * 1.2, top + h * 0.12],
        ],
        p.accent,
        ' opacity="0.22"',
      ) +
      glow('lamp', x, top + m * 0.03, m * 0.16, p.accent, 0.9) +
      waves(r, w, h, sea, p.shade, 7) +
      `<path d="M${f(x - w * 0.3)} ${h} Q${f(x - w * 0.2)} ${f(sea - h * 0.05)} ${f(x)} ${f(sea - h * 0.06)} Q${f(x + w * 0.2)} ${f(sea - h * 0.05)} ${f(x + w * 0.3)} ${h} Z" fill="${p.shade}"/>` +
      poly(
        [
          [x - m * 0.05, sea - h * 0.05],
          [x + m * 0.05, sea - h * 0.05],
          [x + m * 0.032, top + m * 0.06],
          [x - m * 0.032, top + m * 0.06],
        ],
        '#e9e4da',
      ) +
      [0.25, 0.55]
        .map((t) =>
          rect(
            x - m * (0.05 - t * 0.02),
            top + m * 0.06 + (sea - h * 0.05 - top - m * 0.06) * t,
            m * (0.1 - t * 0.04),
            h * 0.04,
            '#b23a48',
          ),
        )
        .join('') +
      rect(x - m * 0.028, top, m * 0.056, m * 0.06, p.accent) +
      poly(
        [
          [x - m * 0.04, top],
          [x, top - m * 0.045],
          [x + m * 0.04, top],
        ],
        p.shade,
      )
    );
  },
  /** A comet's tail across the stars, a planet's edge below. */
  comet: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.55 + r.next() * 0.2);
    const y = h * (0.48 + r.next() * 0.1);
    // The tail streams up and away from the head, as if the sun were below the frame.
    const back = 2.2 + r.next() * 0.4;
    const len = Math.max(w, h) * 0.75;
    const tx = x + Math.cos(back) * len;
    const ty = y - Math.sin(back) * len;
    return (
      stars(r, w, h, 110) +
      `<defs><linearGradient id="tail" x1="${f(x)}" y1="${f(y)}" x2="${f(tx)}" y2="${f(ty)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient></defs>` +
      poly(
        [
          [x, y - m * 0.02],
          [tx - m * 0.12, ty],
          [tx + m * 0.12, ty],
          [x, y + m * 0.02],
        ],
        'url(#tail)',
      ) +
      glow('head', x, y, m * 0.08, '#fff', 0.9) +
      disc(x, y, m * 0.018, '#fff') +
      `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 1.55)}" rx="${f(w * 1.1)}" ry="${f(h * 0.75)}" fill="${p.shade}"/>` +
      `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 1.55)}" rx="${f(w * 1.1)}" ry="${f(h * 0.75)}" fill="none" stroke="${p.accent}" stroke-width="${f(m / 90)}" opacity="0.6"/>`
    );
  },
  /** A ring station turning over a planet's limb. */
  station: (r, w, h, p) => {
    const m = Math.min(w, h);
    const cx = w * (0.4 + r.next() * 0.2);
    const cy = h * (0.36 + r.next() * 0.08);
    const rx = m * 0.32;
    const tilt = -20 + r.next() * 40;
    return (
      stars(r, w, h, 120) +
      `<circle cx="${f(w * 0.85)}" cy="${f(h * 1.25)}" r="${f(Math.max(w, h) * 0.55)}" fill="${p.shade}"/>` +
      `<circle cx="${f(w * 0.85)}" cy="${f(h * 1.25)}" r="${f(Math.max(w, h) * 0.55)}" fill="none" stroke="${p.accent}" stroke-width="${f(m / 60)}" opacity="0.5"/>` +
      `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy)})"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.32)}" fill="none" stroke="#c9d1d9" stroke-width="${f(m * 0.03)}"/>` +
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.32)}" fill="none" stroke="${p.accent}" stroke-width="${f(m * 0.006)}" stroke-dasharray="${f(m * 0.01)} ${f(m * 0.02)}"/>` +
      [0, 60, 120]
        .map(
          (a) =>
            `<line x1="${f(cx - rx * Math.cos((a * Math.PI) / 180))}" y1="${f(cy - rx * 0.32 * Math.sin((a * Math.PI) / 180))}" x2="${f(cx + rx * Math.cos((a * Math.PI) / 180))}" y2="${f(cy + rx * 0.32 * Math.sin((a * Math.PI) / 180))}" stroke="#9aa5b1" stroke-width="${f(m * 0.008)}"/>`,
        )
        .join('') +
      `${disc(cx, cy, m * 0.045, '#dfe6ed')}${rect(cx - m * 0.12, cy - m * 0.012, m * 0.24, m * 0.024, '#8a96a3')}</g>`
    );
  },
  /** Rain from heavy clouds over a dry village, one lit doorway. */
  rain: (r, w, h, p) => {
    let out = clouds(r, w, h, h * 0.12, p.shade, 0.7, 6) + clouds(r, w, h, h * 0.2, p.shade, 0.9, 4);
    for (let i = 0; i < 90; i++) {
      const x = r.next() * w;
      const y = h * (0.2 + r.next() * 0.6);
      out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - w * 0.01)}" y2="${f(y + h * 0.04)}" stroke="#dbe9f4" stroke-width="${f(w / 600)}" opacity="0.5"/>`;
    }
    out += hills(r, w, h, h * 0.78, h * 0.06, p.shade);
    for (let i = 0; i < 4; i++) {
      const x = w * (0.1 + i * 0.22 + r.next() * 0.05);
      const bw = w * 0.14;
      const top = h * (0.66 + r.next() * 0.05);
      out +=
        rect(x, top, bw, h, '#efe3cf', ' opacity="0.9"') +
        poly(
          [
            [x - bw * 0.08, top],
            [x + bw / 2, top - h * 0.05],
            [x + bw * 1.08, top],
          ],
          '#a44a3f',
        ) +
        rect(x + bw * 0.38, top + h * 0.05, bw * 0.24, h * 0.08, i === 1 ? p.accent : p.shade);
    }
    return out;
  },
  /** Rows of round trees on a hill under a low moon; one stands apart. */
  orchard: (r, w, h, p) => {
    let out = moon(r, w, h, p, 0.13, 0.28) + hills(r, w, h, h * 0.62, h * 0.08, p.shade, 0.7);
    for (let row = 0; row < 4; row++) {
      const y = h * (0.62 + row * 0.09);
      const s = Math.min(w, h) * (0.035 + row * 0.018);
      for (let x = (row % 2) * s; x < w + s; x += s * 2.6) {
        out += rect(x - s * 0.12, y - s * 0.2, s * 0.24, s * 1.2, p.shade) + disc(x, y - s * 0.6, s, p.shade);
        if (r.chance(0.2)) out += disc(x + s * 0.3, y - s * 0.5, s * 0.12, p.accent, 0.8);
      }
    }
    const lone = w * (0.2 + r.next() * 0.6);
    return (
      out +
      rect(lone - w * 0.01, h * 0.32, w * 0.02, h * 0.3, p.shade) +
      disc(lone, h * 0.33, Math.min(w, h) * 0.12, p.shade) +
      rect(0, h * 0.9, w, h * 0.1, p.shade)
    );
  },
  /** A castle of towers against a big moon. */
  castle: (r, w, h, p) => {
    const base = h * 0.74;
    let out = stars(r, w, h, 60, 0.6) + moon(r, w, h, p, 0.16, 0.26) + ridge(r, w, h, base + h * 0.04, h * 0.1, p.shade, 0.8);
    const cx = w * (0.38 + r.next() * 0.24);
    const spread = Math.min(w, h * 0.9) * 0.5;
    [-0.9, -0.45, 0, 0.45, 0.9].forEach((k, i) => {
      const tw = spread * (i === 2 ? 0.2 : 0.13);
      const th = h * (i === 2 ? 0.38 : 0.2 + r.next() * 0.1);
      const x = cx + k * spread * 0.9;
      out +=
        rect(x - tw / 2, base - th, tw, th + h, p.shade) +
        poly(
          [
            [x - tw * 0.65, base - th],
            [x, base - th - h * 0.1],
            [x + tw * 0.65, base - th],
          ],
          p.shade,
        ) +
        rect(x - tw * 0.12, base - th * 0.7, tw * 0.24, th * 0.12, p.accent, ' opacity="0.85"');
    });
    return out + rect(cx - spread * 0.85, base - h * 0.12, spread * 1.7, h * 0.5, p.shade) + rect(0, base + h * 0.03, w, h, p.shade);
  },
  /** A small fishing boat between steep shores, its lamp on. */
  boat: (r, w, h, p) => {
    const sea = h * 0.66;
    const x = w * (0.35 + r.next() * 0.3);
    const m = Math.min(w, h);
    const bw = m * 0.34;
    return (
      moon(r, w, h, p, 0.09, 0.18) +
      `<path d="M0 ${f(h * 0.25)} L${f(w * 0.22)} ${f(sea)} L0 ${f(sea)} Z" fill="${p.shade}" opacity="0.9"/>` +
      `<path d="M${w} ${f(h * 0.3)} L${f(w * 0.74)} ${f(sea)} L${w} ${f(sea)} Z" fill="${p.shade}" opacity="0.9"/>` +
      waves(r, w, h, sea, p.shade, 8) +
      `<path d="M${f(x - bw / 2)} ${f(sea - m * 0.06)} L${f(x + bw / 2)} ${f(sea - m * 0.06)} L${f(x + bw * 0.38)} ${f(sea + m * 0.02)} L${f(x - bw * 0.42)} ${f(sea + m * 0.02)} Z" fill="#2b2118"/>` +
      rect(x - bw * 0.1, sea - m * 0.14, bw * 0.24, m * 0.08, '#e6dccb') +
      rect(x + bw * 0.2, sea - m * 0.36, m * 0.008, m * 0.3, '#2b2118') +
      glow('boatlamp', x - bw * 0.02, sea - m * 0.11, m * 0.06, p.accent, 0.9) +
      rect(x - bw * 0.06, sea - m * 0.12, bw * 0.08, m * 0.03, p.accent) +
      rect(x - bw * 0.5, sea + m * 0.025, bw, m * 0.01, p.accent, ' opacity="0.4"')
    );
  },
  /** A tall ship under full sail, a compass rose in the sky. */
  sail: (r, w, h, p) => {
    const sea = h * 0.7;
    const m = Math.min(w, h);
    const x = w * (0.35 + r.next() * 0.3);
    const s = m * 0.5;
    const rose = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const len = i % 2 ? m * 0.12 : m * 0.22;
      return `<line x1="${f(w * 0.75)}" y1="${f(h * 0.2)}" x2="${f(w * 0.75 + Math.cos(a) * len)}" y2="${f(h * 0.2 + Math.sin(a) * len)}" stroke="${p.accent}" stroke-width="${f(m / 200)}" opacity="0.5"/>`;
    }).join('');
    const sailAt = (dx: number, top: number, bottom: number, width: number) =>
      `<path d="M${f(x + dx - width / 2)} ${f(top)} Q${f(x + dx + width * 0.05)} ${f((top + bottom) / 2)} ${f(x + dx - width / 2)} ${f(bottom)} L${f(x + dx + width / 2)} ${f(bottom)} Q${f(x + dx + width * 0.65)} ${f((top + bottom) / 2)} ${f(x + dx + width / 2)} ${f(top)} Z" fill="#efe6d2"/>`;
    return (
      `<circle cx="${f(w * 0.75)}" cy="${f(h * 0.2)}" r="${f(m * 0.16)}" fill="none" stroke="${p.accent}" stroke-width="${f(m / 200)}" opacity="0.5"/>` +
      rose +
      waves(r, w, h, sea, p.shade, 8) +
      [-0.28, 0, 0.28].map((k) => rect(x + k * s - m * 0.005, sea - s * 0.95, m * 0.01, s * 0.95, '#3b2a1a')).join('') +
      [-0.28, 0, 0.28]
        .map((k) => sailAt(k * s, sea - s * 0.9, sea - s * 0.55, s * 0.22) + sailAt(k * s, sea - s * 0.52, sea - s * 0.16, s * 0.26))
        .join('') +
      `<path d="M${f(x - s * 0.55)} ${f(sea - s * 0.14)} L${f(x + s * 0.6)} ${f(sea - s * 0.14)} L${f(x + s * 0.45)} ${f(sea + m * 0.02)} L${f(x - s * 0.45)} ${f(sea + m * 0.02)} Z" fill="#3b2a1a"/>`
    );
  },
  /** A full moon over a pine forest, eyes in the dark. */
  'moon-forest': (r, w, h, p) => {
    let out = moon(r, w, h, p, 0.2, 0.32);
    for (let layer = 0; layer < 3; layer++) {
      const base = h * (0.72 + layer * 0.1);
      const height = h * (0.22 + layer * 0.1);
      for (let x = -w * 0.05; x < w * 1.05; x += w * (0.05 + r.next() * 0.05))
        out += pine(x, base, height * (0.6 + r.next() * 0.4), p.shade);
      out += rect(0, base - 1, w, h, p.shade, ` opacity="${f(0.6 + layer * 0.2)}"`);
    }
    const ex = w * (0.3 + r.next() * 0.4);
    const m = Math.min(w, h);
    return out + disc(ex, h * 0.86, m * 0.009, p.accent) + disc(ex + m * 0.035, h * 0.86, m * 0.009, p.accent);
  },
  /** Snow falling on a longhouse in the mountains. */
  snow: (r, w, h, p) => {
    const base = h * 0.76;
    const x = w * (0.3 + r.next() * 0.3);
    const m = Math.min(w, h);
    let out =
      ridge(r, w, h, h * 0.55, h * 0.2, p.shade, 0.5, 5) +
      ridge(r, w, h, h * 0.68, h * 0.12, p.shade, 0.75, 6) +
      rect(0, base, w, h, '#e8eef2');
    out +=
      poly(
        [
          [x - m * 0.28, base],
          [x - m * 0.2, base - m * 0.14],
          [x + m * 0.2, base - m * 0.14],
          [x + m * 0.28, base],
        ],
        p.shade,
      ) +
      `<path d="M${f(x - m * 0.3)} ${f(base - m * 0.12)} Q${f(x)} ${f(base - m * 0.2)} ${f(x + m * 0.3)} ${f(base - m * 0.12)}" stroke="#f4f7f9" stroke-width="${f(m * 0.03)}" fill="none"/>` +
      rect(x - m * 0.03, base - m * 0.08, m * 0.06, m * 0.08, p.accent) +
      glow('door', x, base - m * 0.04, m * 0.12, p.accent, 0.6);
    for (let i = 0; i < 140; i++) out += disc(r.next() * w, r.next() * h, m * (0.002 + r.next() * 0.006), '#fff', f(0.4 + r.next() * 0.5));
    return out;
  },
  /** A bridge's arches over a river at night, lamps along it, one figure beneath. */
  bridge: (r, w, h, p) => {
    const deck = h * (0.5 + r.next() * 0.08);
    const water = h * 0.78;
    const span = w / 3;
    let arches = `<path d="M0 ${f(deck)} H${w} V${f(water)} `;
    for (let i = 3; i > 0; i--)
      arches += `H${f(span * i - span * 0.08)} Q${f(span * (i - 0.5))} ${f(deck + h * 0.05)} ${f(span * (i - 1) + span * 0.08)} ${f(water)} `;
    arches += `H0 Z" fill="${p.shade}"/>`;
    let lamps = '';
    for (let i = 0; i <= 6; i++) {
      const x = (w * i) / 6;
      lamps +=
        rect(x - w * 0.003, deck - h * 0.08, w * 0.006, h * 0.08, p.shade) +
        glow(`bl${i}`, x, deck - h * 0.085, Math.min(w, h) * 0.05, p.accent, 0.8);
    }
    const m = Math.min(w, h);
    const fx = w * (0.3 + r.next() * 0.4);
    return (
      `<g opacity="0.5">${buildings(r, w, h, deck - h * 0.02, p.shade, p.accent, 0.25, 0.1)}</g>` +
      arches +
      lamps +
      waves(r, w, h, water, p.shade, 6) +
      `<path d="M${f(fx - m * 0.025)} ${f(water)} L${f(fx - m * 0.02)} ${f(water - m * 0.1)} Q${f(fx)} ${f(water - m * 0.13)} ${f(fx + m * 0.02)} ${f(water - m * 0.1)} L${f(fx + m * 0.025)} ${f(water)} Z" fill="#000"/>` +
      disc(fx, water - m * 0.14, m * 0.018, '#000')
    );
  },
  /** A great clock face with its gears showing. */
  clock: (r, w, h, p) => {
    const m = Math.min(w, h);
    const cx = w * (0.4 + r.next() * 0.2);
    const cy = h * 0.38;
    const R = m * 0.34;
    const gear = (x: number, y: number, rad: number, teeth: number) =>
      `<g fill="${p.shade}" opacity="0.8">${Array.from({ length: teeth }, (_, i) => `<rect x="${f(x - rad * 0.12)}" y="${f(y - rad * 1.18)}" width="${f(rad * 0.24)}" height="${f(rad * 0.3)}" transform="rotate(${f((360 * i) / teeth)} ${f(x)} ${f(y)})"/>`).join('')}${disc(x, y, rad, p.shade)}${disc(x, y, rad * 0.3, p.top)}</g>`;
    const hour = r.next() * Math.PI * 2;
    const minute = r.next() * Math.PI * 2;
    return (
      gear(cx - R * 1.1, cy + R * 1.1, R * 0.45, 12) +
      gear(cx + R * 1.05, cy + R * 0.9, R * 0.32, 10) +
      gear(cx + R * 0.9, cy - R * 1.0, R * 0.25, 8) +
      disc(cx, cy, R * 1.06, p.shade) +
      disc(cx, cy, R, '#f3e9d2') +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${f(cx - R * 0.02)}" y="${f(cy - R * 0.92)}" width="${f(R * 0.04)}" height="${f(R * (i % 3 ? 0.08 : 0.16))}" fill="${p.shade}" transform="rotate(${i * 30} ${f(cx)} ${f(cy)})"/>`,
      ).join('') +
      `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.sin(hour) * R * 0.5)}" y2="${f(cy - Math.cos(hour) * R * 0.5)}" stroke="${p.shade}" stroke-width="${f(R * 0.06)}" stroke-linecap="round"/>` +
      `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.sin(minute) * R * 0.78)}" y2="${f(cy - Math.cos(minute) * R * 0.78)}" stroke="${p.accent}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/>` +
      disc(cx, cy, R * 0.06, p.accent) +
      rect(0, h * 0.82, w, h * 0.18, p.shade)
    );
  },
  /** A train crossing a trestle over the desert, mesas and dust behind. */
  rails: (r, w, h, p) => {
    const deck = h * 0.66;
    const m = Math.min(w, h);
    let out = moon(r, w, h, p, 0.14, 0.3);
    out += `<path d="M${f(w * 0.05)} ${f(deck)} L${f(w * 0.1)} ${f(h * 0.46)} L${f(w * 0.3)} ${f(h * 0.46)} L${f(w * 0.34)} ${f(deck)} Z" fill="${p.shade}" opacity="0.6"/>`;
    out += `<path d="M${f(w * 0.6)} ${f(deck)} L${f(w * 0.66)} ${f(h * 0.5)} L${f(w * 0.95)} ${f(h * 0.5)} L${f(w)} ${f(deck)} Z" fill="${p.shade}" opacity="0.6"/>`;
    out += rect(0, deck, w, m * 0.02, p.shade);
    for (let x = 0; x < w; x += w * 0.06)
      out += `<path d="M${f(x)} ${f(deck)} L${f(x + w * 0.03)} ${h} M${f(x + w * 0.06)} ${f(deck)} L${f(x + w * 0.03)} ${h}" stroke="${p.shade}" stroke-width="${f(m / 150)}"/>`;
    const tx = w * (0.1 + r.next() * 0.3);
    out += rect(tx, deck - m * 0.09, m * 0.16, m * 0.09, p.shade) + rect(tx + m * 0.12, deck - m * 0.14, m * 0.04, m * 0.06, p.shade);
    for (let i = 1; i <= 4; i++) out += rect(tx - i * m * 0.17, deck - m * 0.08, m * 0.16, m * 0.08, p.shade);
    out += glow('headlamp', tx + m * 0.17, deck - m * 0.05, m * 0.07, p.accent, 0.9);
    for (let i = 0; i < 6; i++)
      out += disc(tx + m * 0.13 - i * m * 0.05, deck - m * 0.18 - i * m * 0.03, m * (0.03 + i * 0.012), '#d8cfc4', f(0.5 - i * 0.07));
    return out + rect(0, h * 0.9, w, h * 0.1, p.shade);
  },
  /** A building's face at night: rows of dark windows, one lit with someone in it. */
  window: (r, w, h, p) => {
    const cols = w > h ? 9 : 5;
    const rows = w > h ? 6 : 9;
    const cw = w / cols;
    const rh = h / rows;
    const litC = r.int(1, cols - 2);
    const litR = r.int(2, rows - 3);
    let out = rect(0, 0, w, h, p.shade, ' opacity="0.85"');
    for (let c = 0; c < cols; c++)
      for (let k = 0; k < rows; k++) {
        const lit = c === litC && k === litR;
        out += rect(
          c * cw + cw * 0.18,
          k * rh + rh * 0.15,
          cw * 0.64,
          rh * 0.6,
          lit ? p.accent : '#0a0d12',
          lit ? '' : ` opacity="${f(0.5 + r.next() * 0.4)}"`,
        );
      }
    const x = litC * cw + cw * 0.5;
    const y = litR * rh + rh * 0.75;
    return (
      out +
      glow('win', x, y - rh * 0.3, Math.max(cw, rh) * 1.2, p.accent, 0.45) +
      `<path d="M${f(x - cw * 0.16)} ${f(y)} Q${f(x - cw * 0.15)} ${f(y - rh * 0.3)} ${f(x)} ${f(y - rh * 0.32)} Q${f(x + cw * 0.15)} ${f(y - rh * 0.3)} ${f(x + cw * 0.16)} ${f(y)} Z" fill="#111"/>` +
      disc(x, y - rh * 0.42, Math.min(cw, rh) * 0.09, '#111')
    );
  },
  /** A wreck on the sea bed under shafts of light. */
  wreck: (r, w, h, p) => {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const x = w * (0.1 + i * 0.2 + r.next() * 0.1);
      out += poly(
        [
          [x - w * 0.02, 0],
          [x + w * 0.03, 0],
          [x + w * 0.15, h * 0.8],
          [x - w * 0.05, h * 0.8],
        ],
        '#fff',
        ` opacity="${f(0.05 + r.next() * 0.07)}"`,
      );
    }
    const x = w * (0.3 + r.next() * 0.3);
    const m = Math.min(w, h);
    out +=
      `<path d="M${f(x - m * 0.4)} ${f(h * 0.72)} Q${f(x)} ${f(h * 0.84)} ${f(x + m * 0.42)} ${f(h * 0.66)} L${f(x + m * 0.3)} ${f(h * 0.82)} L${f(x - m * 0.35)} ${f(h * 0.86)} Z" fill="${p.shade}"/>` +
      `<line x1="${f(x)}" y1="${f(h * 0.78)}" x2="${f(x + m * 0.2)}" y2="${f(h * 0.4)}" stroke="${p.shade}" stroke-width="${f(m * 0.02)}"/>` +
      hills(r, w, h, h * 0.86, h * 0.05, p.shade);
    for (let i = 0; i < 30; i++)
      out += `<circle cx="${f(x + (r.next() - 0.3) * m * 0.4)}" cy="${f(h * (0.1 + r.next() * 0.6))}" r="${f(m * (0.004 + r.next() * 0.01))}" fill="none" stroke="#fff" opacity="0.5"/>`;
    const ex = x - m * 0.1;
    return out + rect(ex, h * 0.78, m * 0.08, m * 0.055, p.accent, ` transform="rotate(-12 ${f(ex)} ${f(h * 0.78)})"`);
  },
  /** A stage: curtains, footlights and one spotlight on a bare microphone. */
  stage: (r, w, h, p) => {
    const floor = h * 0.78;
    const m = Math.min(w, h);
    const x = w * (0.4 + r.next() * 0.2);
    let out = poly(
      [
        [x - m * 0.04, 0],
        [x + m * 0.04, 0],
        [x + m * 0.3, floor],
        [x - m * 0.3, floor],
      ],
      '#fff',
      ' opacity="0.16"',
    );
    out += `<ellipse cx="${f(x)}" cy="${f(floor)}" rx="${f(m * 0.3)}" ry="${f(m * 0.05)}" fill="#fff" opacity="0.25"/>`;
    out += rect(0, floor, w, h, p.shade);
    for (const side of [0, 1]) {
      let folds = '';
      for (let i = 0; i < 6; i++) {
        const fx = side ? w - (i + 1) * w * 0.035 : i * w * 0.035;
        folds += rect(fx, 0, w * 0.03, floor, p.accent, ` opacity="${f(0.55 + (i % 2) * 0.25)}"`);
      }
      out += folds;
    }
    out +=
      rect(0, 0, w, h * 0.1, p.accent) +
      Array.from({ length: 14 }, (_, i) => disc(w * (0.04 + i * 0.07), h * 0.1, m * 0.01, '#fff3c4')).join('');
    out +=
      rect(x - m * 0.005, floor - m * 0.36, m * 0.01, m * 0.36, '#111') +
      `<ellipse cx="${f(x)}" cy="${f(floor - m * 0.38)}" rx="${f(m * 0.022)}" ry="${f(m * 0.035)}" fill="#222"/>` +
      `<ellipse cx="${f(x)}" cy="${f(floor)}" rx="${f(m * 0.06)}" ry="${f(m * 0.012)}" fill="#111"/>`;
    return out;
  },
  /** A vinyl record, the sleeve behind it. */
  vinyl: (r, w, h, p) => {
    const m = Math.min(w, h);
    const cx = w * (0.5 + (r.next() - 0.5) * 0.2);
    const cy = h * 0.42;
    const R = m * 0.38;
    let grooves = '';
    for (let i = 1; i < 10; i++)
      grooves += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * (0.4 + i * 0.06))}" fill="none" stroke="#333" stroke-width="${f(m / 400)}"/>`;
    return (
      rect(cx - R * 1.35, cy - R * 1.0, R * 2, R * 2, p.accent, ' opacity="0.9"') +
      disc(cx, cy, R, '#0d0d0d') +
      grooves +
      `<path d="M${f(cx - R * 0.7)} ${f(cy - R * 0.5)} A${f(R * 0.86)} ${f(R * 0.86)} 0 0 1 ${f(cx + R * 0.1)} ${f(cy - R * 0.85)}" stroke="#fff" stroke-width="${f(m / 120)}" fill="none" opacity="0.3"/>` +
      disc(cx, cy, R * 0.3, p.accent) +
      disc(cx, cy, R * 0.03, '#0d0d0d')
    );
  },
  /** Bowling pins in a row and a ball rolling at them. */
  pins: (r, w, h, p) => {
    const m = Math.min(w, h);
    const base = h * 0.7;
    let out =
      rect(0, base, w, h, p.shade) +
      Array.from({ length: 6 }, (_, i) => rect(0, base + i * h * 0.05, w, m * 0.004, '#fff', ' opacity="0.15"')).join('');
    const pin = (x: number, s: number) =>
      `<path d="M${f(x)} ${f(base - s)} C${f(x + s * 0.14)} ${f(base - s)} ${f(x + s * 0.14)} ${f(base - s * 0.72)} ${f(x + s * 0.07)} ${f(base - s * 0.65)} C${f(x + s * 0.22)} ${f(base - s * 0.45)} ${f(x + s * 0.2)} ${f(base - s * 0.1)} ${f(x + s * 0.1)} ${f(base)} L${f(x - s * 0.1)} ${f(base)} C${f(x - s * 0.2)} ${f(base - s * 0.1)} ${f(x - s * 0.22)} ${f(base - s * 0.45)} ${f(x - s * 0.07)} ${f(base - s * 0.65)} C${f(x - s * 0.14)} ${f(base - s * 0.72)} ${f(x - s * 0.14)} ${f(base - s)} ${f(x)} ${f(base - s)} Z" fill="#fbf8f1"/>` +
      rect(x - s * 0.075, base - s * 0.66, s * 0.15, s * 0.04, p.accent) +
      rect(x - s * 0.08, base - s * 0.6, s * 0.16, s * 0.03, p.accent);
    const s = m * 0.34;
    const start = w * (0.3 + r.next() * 0.2);
    [-1.5, -0.5, 0.5, 1.5].forEach((k) => (out += pin(start + k * s * 0.45, s * (0.9 + Math.abs(k) * 0.04))));
    const bx = w * (0.1 + r.next() * 0.1);
    return (
      out +
      disc(bx, base - m * 0.09, m * 0.09, p.accent) +
      disc(bx - m * 0.02, base - m * 0.12, m * 0.012, p.shade) +
      disc(bx + m * 0.015, base - m * 0.13, m * 0.012, p.shade)
    );
  },
  /** A roadside motel sign in a storm, palms bent by the wind. */
  motel: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.55 + r.next() * 0.2);
    let out = clouds(r, w, h, h * 0.1, p.shade, 0.8, 6);
    const lx = w * (0.1 + r.next() * 0.3);
    out += `<path d="M${f(lx)} 0 L${f(lx + w * 0.04)} ${f(h * 0.2)} L${f(lx - w * 0.01)} ${f(h * 0.22)} L${f(lx + w * 0.05)} ${f(h * 0.42)}" stroke="#fff" stroke-width="${f(m / 150)}" fill="none" opacity="0.85"/>`;
    for (let i = 0; i < 70; i++) {
      const rx = r.next() * w;
      const ry = r.next() * h;
      out += `<line x1="${f(rx)}" y1="${f(ry)}" x2="${f(rx + w * 0.03)}" y2="${f(ry + h * 0.03)}" stroke="#cfe3ef" stroke-width="${f(m / 500)}" opacity="0.4"/>`;
    }
    const palm = (px: number, ph: number) =>
      `<path d="M${f(px)} ${f(h * 0.82)} Q${f(px + w * 0.02)} ${f(h * 0.82 - ph / 2)} ${f(px + w * 0.07)} ${f(h * 0.82 - ph)}" stroke="${p.shade}" stroke-width="${f(m * 0.02)}" fill="none"/>` +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M${f(px + w * 0.07)} ${f(h * 0.82 - ph)} q${f(m * (0.08 + i * 0.03))} ${f(m * (-0.04 + i * 0.04))} ${f(m * (0.16 + i * 0.02))} ${f(m * (0.02 + i * 0.05))}" stroke="${p.shade}" stroke-width="${f(m * 0.015)}" fill="none"/>`,
        )
        .join('');
    out += palm(w * 0.08, h * 0.36) + palm(w * 0.24, h * 0.28);
    out += rect(x - m * 0.012, h * 0.38, m * 0.024, h * 0.45, p.shade);
    out += rect(x - m * 0.2, h * 0.22, m * 0.4, m * 0.18, p.shade, ` rx="${f(m * 0.02)}"`);
    out += rect(x - m * 0.17, h * 0.22 + m * 0.03, m * 0.34, m * 0.12, p.accent, ` rx="${f(m * 0.01)}"`);
    out += glow('sign', x, h * 0.22 + m * 0.09, m * 0.35, p.accent, 0.4);
    out += `<text x="${f(x)}" y="${f(h * 0.22 + m * 0.12)}" text-anchor="middle" font-family="DejaVu Sans Condensed, DejaVu Sans, sans-serif" font-weight="700" font-size="${f(m * 0.07)}" fill="${p.shade}">MOTEL</text>`;
    return out + rect(0, h * 0.82, w, h, p.shade);
  },
  /** An ice sheet under an aurora, a drilling tower lit on the horizon. */
  ice: (r, w, h, p) => {
    const horizon = h * 0.64;
    const m = Math.min(w, h);
    let out = stars(r, w, h, 60, 0.6);
    for (let i = 0; i < 3; i++) {
      const y = h * (0.12 + i * 0.1 + r.next() * 0.05);
      out += `<path d="M0 ${f(y)} C${f(w * 0.3)} ${f(y - h * 0.12)} ${f(w * 0.6)} ${f(y + h * 0.12)} ${w} ${f(y - h * 0.04)}" stroke="${p.accent}" stroke-width="${f(h * 0.06)}" fill="none" opacity="${f(0.15 + i * 0.08)}"/>`;
    }
    out += rect(0, horizon, w, h, '#dfe9f0') + rect(0, horizon, w, h * 0.01, '#fff');
    for (let i = 0; i < 8; i++) {
      const x = r.next() * w;
      out += `<line x1="${f(x)}" y1="${f(horizon + h * 0.02)}" x2="${f(x + (r.next() - 0.5) * w * 0.3)}" y2="${h}" stroke="#a7bccb" stroke-width="${f(m / 300)}"/>`;
    }
    const x = w * (0.55 + r.next() * 0.3);
    out +=
      poly(
        [
          [x - m * 0.06, horizon],
          [x, horizon - m * 0.3],
          [x + m * 0.06, horizon],
        ],
        'none',
        ` stroke="${p.shade}" stroke-width="${f(m / 120)}"`,
      ) +
      rect(x - m * 0.09, horizon - m * 0.06, m * 0.18, m * 0.06, p.shade) +
      disc(x, horizon - m * 0.3, m * 0.01, '#ff3b30') +
      glow('rig', x, horizon - m * 0.03, m * 0.12, '#ffd9a0', 0.6);
    return out;
  },
  /** Neon signs stacked up towers in the rain. */
  neon: (r, w, h, p) => {
    let out = buildings(r, w, h, h * 0.95, p.shade, '#7b8cde', 0.75, 0.08);
    const colors = [p.accent, '#ff2e97', '#00f5d4', '#fee440'];
    for (let i = 0; i < 14; i++) {
      const x = r.next() * w;
      const y = h * (0.25 + r.next() * 0.6);
      const vertical = r.chance(0.6);
      const c = r.pick(colors);
      const sw = vertical ? w * 0.025 : w * 0.1;
      const sh = vertical ? h * 0.14 : h * 0.035;
      out +=
        glow(`n${i}`, x + sw / 2, y + sh / 2, Math.max(sw, sh), c, 0.35) +
        rect(x, y, sw, sh, 'none', ` stroke="${c}" stroke-width="${f(Math.min(w, h) / 200)}" rx="${f(Math.min(sw, sh) * 0.2)}"`);
    }
    for (let i = 0; i < 80; i++) {
      const x = r.next() * w;
      const y = r.next() * h;
      out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - w * 0.005)}" y2="${f(y + h * 0.03)}" stroke="#bcd" stroke-width="${f(w / 800)}" opacity="0.35"/>`;
    }
    return out;
  },
  /** A village high street in bunting, shopfronts on both sides running to a church tower. */
  street: (r, w, h, p) => {
    const m = Math.min(w, h);
    const vx = w * (0.45 + r.next() * 0.1);
    const vy = h * 0.5;
    let out = disc(w * (0.2 + r.next() * 0.6), h * 0.16, m * 0.08, p.accent, 0.9) + clouds(r, w, h, h * 0.14, '#fff', 0.7, 3);
    out +=
      rect(vx - m * 0.03, vy - h * 0.2, m * 0.06, h * 0.2, p.shade) +
      poly(
        [
          [vx - m * 0.04, vy - h * 0.2],
          [vx, vy - h * 0.28],
          [vx + m * 0.04, vy - h * 0.2],
        ],
        p.shade,
      );
    const fronts = ['#f4e1c1', '#c8553d', '#588b8b', '#ffd5c2', '#f28f3b', '#93b7be'];
    for (const side of [-1, 1])
      for (let i = 0; i < 5; i++) {
        const t0 = i / 5;
        const t1 = (i + 1) / 5;
        const x0 = side < 0 ? vx - w * (0.06 + t0 * 0.5) : vx + w * (0.06 + t0 * 0.5);
        const x1 = side < 0 ? vx - w * (0.06 + t1 * 0.5) : vx + w * (0.06 + t1 * 0.5);
        const top0 = vy - h * (0.08 + t0 * 0.4);
        const top1 = vy - h * (0.08 + t1 * 0.4);
        const bot0 = vy + h * (0.02 + t0 * 0.4);
        const bot1 = vy + h * (0.02 + t1 * 0.4);
        out += poly(
          [
            [x0, top0],
            [x1, top1],
            [x1, bot1],
            [x0, bot0],
          ],
          fronts[(i + (side > 0 ? 3 : 0)) % fronts.length]!,
          ' stroke="#0003"',
        );
        out += poly(
          [
            [x0 + (x1 - x0) * 0.25, bot0 - (bot0 - top0) * 0.45],
            [x0 + (x1 - x0) * 0.75, bot1 - (bot1 - top1) * 0.45],
            [x0 + (x1 - x0) * 0.75, bot1 - (bot1 - top1) * 0.08],
            [x0 + (x1 - x0) * 0.25, bot0 - (bot0 - top0) * 0.08],
          ],
          i % 2 ? p.accent : '#2b2d42',
          ' opacity="0.75"',
        );
      }
    out += poly(
      [
        [vx - w * 0.06, vy + h * 0.02],
        [vx + w * 0.06, vy + h * 0.02],
        [w * 1.1, h],
        [-w * 0.1, h],
      ],
      '#8d8d8d',
    );
    for (let k = 0; k < 4; k++) {
      const y = h * (0.18 + k * 0.08);
      const spread = w * (0.12 + k * 0.14);
      let flags = '';
      for (let i = 0; i < 12; i++) {
        const x = vx - spread + (2 * spread * (i + 0.5)) / 12;
        const s = m * (0.012 + k * 0.008);
        flags += poly(
          [
            [x - s, y],
            [x + s, y],
            [x, y + s * 1.8],
          ],
          r.pick(['#e63946', '#f1faee', '#457b9d', p.accent]),
        );
      }
      out +=
        `<line x1="${f(vx - spread)}" y1="${f(y)}" x2="${f(vx + spread)}" y2="${f(y)}" stroke="#333" stroke-width="${f(m / 400)}"/>` +
        flags;
    }
    return out;
  },
  /** A breaking wave, a lone swimmer in its shadow. */
  wave: (r, w, h, p) => {
    const m = Math.min(w, h);
    const base = h * 0.7;
    const crest = w * (0.45 + r.next() * 0.2);
    let out = disc(w * (0.2 + r.next() * 0.2), h * 0.24, m * 0.1, p.accent, 0.9);
    out += `<path d="M0 ${f(base)} C${f(w * 0.2)} ${f(base - h * 0.05)} ${f(crest - w * 0.2)} ${f(base - h * 0.3)} ${f(crest)} ${f(base - h * 0.33)} C${f(crest + w * 0.15)} ${f(base - h * 0.35)} ${f(crest + w * 0.22)} ${f(base - h * 0.2)} ${f(crest + w * 0.12)} ${f(base - h * 0.16)} C${f(crest + w * 0.08)} ${f(base - h * 0.22)} ${f(crest)} ${f(base - h * 0.2)} ${f(crest + w * 0.02)} ${f(base - h * 0.08)} C${f(crest + w * 0.1)} ${f(base)} ${f(w * 0.9)} ${f(base)} ${w} ${f(base)} V${h} H0 Z" fill="${p.shade}"/>`;
    out += `<path d="M${f(crest - w * 0.1)} ${f(base - h * 0.3)} C${f(crest)} ${f(base - h * 0.36)} ${f(crest + w * 0.18)} ${f(base - h * 0.32)} ${f(crest + w * 0.12)} ${f(base - h * 0.17)}" stroke="#fff" stroke-width="${f(m * 0.015)}" fill="none" opacity="0.7"/>`;
    for (let i = 0; i < 40; i++) out += disc(crest + (r.next() - 0.2) * w * 0.3, base - h * (0.3 + r.next() * 0.1), m * 0.004, '#fff', 0.7);
    const sx = w * (0.75 + r.next() * 0.1);
    return (
      out +
      waves(r, w, h, base + h * 0.02, p.shade, 6) +
      disc(sx, base + h * 0.05, m * 0.015, '#111') +
      `<path d="M${f(sx - m * 0.05)} ${f(base + h * 0.06)} q${f(m * 0.02)} ${f(-m * 0.04)} ${f(m * 0.035)} 0" stroke="#111" stroke-width="${f(m * 0.008)}" fill="none"/>`
    );
  },
  /** A flame rising from a ruined city, embers in the air. */
  flame: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.4 + r.next() * 0.2);
    const base = h * 0.78;
    const tongue = (dx: number, height: number, width: number, color: string, opacity: number) =>
      `<path d="M${f(x + dx - width)} ${f(base)} C${f(x + dx - width * 1.1)} ${f(base - height * 0.4)} ${f(x + dx - width * 0.2)} ${f(base - height * 0.6)} ${f(x + dx)} ${f(base - height)} C${f(x + dx + width * 0.3)} ${f(base - height * 0.6)} ${f(x + dx + width * 1.1)} ${f(base - height * 0.4)} ${f(x + dx + width)} ${f(base)} Z" fill="${color}" opacity="${opacity}"/>`;
    let out = glow('fire', x, base - m * 0.25, m * 0.7, p.accent, 0.55);
    out +=
      tongue(-m * 0.05, m * 0.62, m * 0.16, p.accent, 0.85) +
      tongue(m * 0.04, m * 0.48, m * 0.12, '#ffd166', 0.9) +
      tongue(0, m * 0.3, m * 0.07, '#fff3c4', 0.95);
    for (let i = 0; i < 40; i++)
      out += disc(
        x + (r.next() - 0.5) * w * 0.7,
        base - r.next() * h * 0.7,
        m * (0.003 + r.next() * 0.006),
        '#ffb703',
        f(0.4 + r.next() * 0.6),
      );
    out += buildings(r, w, h, base + h * 0.04, p.shade, p.shade, 0.18, 0);
    return out + rect(0, base + h * 0.03, w, h, p.shade);
  },
  /** A firebird's long feather, glowing, drifting down. */
  feather: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.45 + r.next() * 0.1);
    const top = h * 0.08;
    const bottom = h * 0.8;
    let barbs = '';
    for (let i = 0; i < 26; i++) {
      const t = i / 26;
      const y = top + (bottom - top) * t;
      const len = m * 0.2 * Math.sin(Math.PI * (0.1 + t * 0.85));
      barbs += `<path d="M${f(x + m * 0.04 * Math.sin(t * 3))} ${f(y)} q${f(-len * 0.6)} ${f(-m * 0.02)} ${f(-len)} ${f(m * 0.06)} M${f(x + m * 0.04 * Math.sin(t * 3))} ${f(y)} q${f(len * 0.6)} ${f(-m * 0.02)} ${f(len)} ${f(m * 0.06)}" stroke="${i % 3 ? p.accent : '#ffd166'}" stroke-width="${f(m * 0.012)}" fill="none" opacity="0.9"/>`;
    }
    let out = stars(r, w, h, 50) + glow('plume', x, (top + bottom) / 2, m * 0.6, p.accent, 0.35) + barbs;
    out += `<path d="M${f(x)} ${f(top)} Q${f(x + m * 0.08)} ${f((top + bottom) / 2)} ${f(x)} ${f(bottom + h * 0.05)}" stroke="#fff3c4" stroke-width="${f(m * 0.01)}" fill="none"/>`;
    out += disc(x, top + (bottom - top) * 0.3, m * 0.05, '#1b4965', 0.9) + disc(x, top + (bottom - top) * 0.3, m * 0.025, '#ffd166');
    for (let x2 = 0; x2 < w; x2 += w * 0.06) out += pine(x2, h, h * (0.12 + r.next() * 0.1), p.shade);
    return out;
  },
  /** Silent towers of another world under two moons. */
  'alien-city': (r, w, h, p) => {
    const base = h * 0.74;
    const m = Math.min(w, h);
    let out =
      stars(r, w, h, 70, 0.7) + disc(w * 0.72, h * 0.2, m * 0.14, p.accent, 0.9) + disc(w * 0.28, h * 0.14, m * 0.05, '#e0e0e0', 0.8);
    for (let x = -w * 0.02; x < w; x += w * (0.07 + r.next() * 0.06)) {
      const th = h * (0.1 + r.next() * 0.35);
      const tw = w * (0.02 + r.next() * 0.03);
      out +=
        `<path d="M${f(x)} ${f(base)} L${f(x + tw * 0.3)} ${f(base - th)} Q${f(x + tw / 2)} ${f(base - th - h * 0.04)} ${f(x + tw * 0.7)} ${f(base - th)} L${f(x + tw)} ${f(base)} Z" fill="${p.shade}"/>` +
        (r.chance(0.5)
          ? `<ellipse cx="${f(x + tw / 2)}" cy="${f(base - th * 0.6)}" rx="${f(tw * 1.2)}" ry="${f(tw * 0.25)}" fill="${p.shade}"/>`
          : '');
    }
    return out + hills(r, w, h, base, h * 0.03, p.shade) + rect(0, base, w, h, p.shade);
  },
  /** Tiled rooftops falling down a hill to the water, a ship in the harbour. */
  rooftops: (r, w, h, p) => {
    const m = Math.min(w, h);
    let out =
      disc(w * (0.15 + r.next() * 0.7), h * 0.2, m * 0.1, p.accent, 0.9) + rect(0, h * 0.5, w, h * 0.5, '#1d4e89', ' opacity="0.6"');
    out += rect(w * 0.6, h * 0.46, m * 0.2, m * 0.04, p.shade) + rect(w * 0.64, h * 0.46 - m * 0.07, m * 0.03, m * 0.07, p.shade);
    const roofColors = ['#c0603f', '#d9825b', '#a44a3f', '#e0a458'];
    for (let row = 0; row < 5; row++) {
      const y = h * (0.52 + row * 0.1);
      for (let x = -w * 0.05 + (row % 2) * w * 0.06; x < w; x += w * (0.11 + r.next() * 0.04)) {
        const bw = w * (0.1 + r.next() * 0.03);
        out +=
          rect(x, y, bw, h * 0.12, r.pick(['#f1e3c8', '#e9d8b7', '#f4ecdf', '#d8c3a5'])) +
          poly(
            [
              [x - bw * 0.05, y],
              [x + bw / 2, y - h * 0.04],
              [x + bw * 1.05, y],
            ],
            r.pick(roofColors),
          ) +
          rect(x + bw * 0.35, y + h * 0.03, bw * 0.16, h * 0.04, r.chance(0.3) ? p.accent : '#3d2c1e');
      }
    }
    return out;
  },
  /** An island of cliffs out of the mist, birds over it. */
  island: (r, w, h, p) => {
    const sea = h * 0.66;
    const x = w * (0.3 + r.next() * 0.4);
    const m = Math.min(w, h);
    let out = disc(w * (0.15 + r.next() * 0.7), h * 0.22, m * 0.08, p.accent, 0.7);
    out += `<path d="M${f(x - m * 0.45)} ${f(sea)} L${f(x - m * 0.35)} ${f(sea - h * 0.22)} L${f(x - m * 0.1)} ${f(sea - h * 0.3)} L${f(x + m * 0.15)} ${f(sea - h * 0.26)} L${f(x + m * 0.3)} ${f(sea - h * 0.16)} L${f(x + m * 0.5)} ${f(sea)} Z" fill="${p.shade}"/>`;
    for (let i = 0; i < 4; i++) out += rect(0, sea - h * (0.06 + i * 0.05), w, h * 0.04, '#fff', ` opacity="${f(0.08 + r.next() * 0.08)}"`);
    for (let i = 0; i < 9; i++) {
      const bx = r.next() * w;
      const by = h * (0.1 + r.next() * 0.25);
      const s = m * (0.015 + r.next() * 0.015);
      out += `<path d="M${f(bx - s)} ${f(by)} q${f(s / 2)} ${f(-s / 2)} ${f(s)} 0 q${f(s / 2)} ${f(-s / 2)} ${f(s)} 0" stroke="${p.shade}" stroke-width="${f(m / 300)}" fill="none"/>`;
    }
    return out + waves(r, w, h, sea, p.shade, 7);
  },
  /** A temple's columns on a mountain top, lit from within. */
  temple: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.4 + r.next() * 0.2);
    const base = h * 0.6;
    let out = clouds(r, w, h, h * 0.75, '#fff', 0.25, 5) + ridge(r, w, h, h * 0.7, h * 0.12, p.shade, 0.6);
    out += `<path d="M${f(x - m * 0.6)} ${h} L${f(x - m * 0.3)} ${f(base)} L${f(x + m * 0.3)} ${f(base)} L${f(x + m * 0.6)} ${h} Z" fill="${p.shade}"/>`;
    out += glow('shrine', x, base - m * 0.12, m * 0.35, p.accent, 0.7);
    for (let i = -2; i <= 2; i++) out += rect(x + i * m * 0.1 - m * 0.02, base - m * 0.24, m * 0.04, m * 0.24, '#eae2d0');
    out +=
      rect(x - m * 0.27, base - m * 0.28, m * 0.54, m * 0.04, '#eae2d0') +
      poly(
        [
          [x - m * 0.28, base - m * 0.28],
          [x, base - m * 0.38],
          [x + m * 0.28, base - m * 0.28],
        ],
        '#eae2d0',
      );
    for (let i = 0; i < 3; i++) {
      const y = h * (0.1 + i * 0.05);
      out += `<path d="M${f(w * 0.1)} ${f(y)} l${f(m * 0.05)} ${f(m * 0.06)} l${f(-m * 0.03)} 0 l${f(m * 0.05)} ${f(m * 0.08)}" stroke="${p.accent}" stroke-width="${f(m / 200)}" fill="none" opacity="0.6" transform="translate(${f(r.next() * w * 0.7)} 0)"/>`;
    }
    return out;
  },
  /** A farmhouse on a hill with a flag on its roof, a tree beside it. */
  farmhouse: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.3 + r.next() * 0.3);
    const base = h * 0.7;
    return (
      disc(w * 0.8, h * 0.18, m * 0.1, p.accent) +
      clouds(r, w, h, h * 0.2, '#fff', 0.8, 3) +
      hills(r, w, h, base + h * 0.05, h * 0.1, '#7fb069') +
      hills(r, w, h, base + h * 0.15, h * 0.08, p.shade) +
      rect(x - m * 0.16, base - m * 0.14, m * 0.32, m * 0.2, '#f5efe0') +
      poly(
        [
          [x - m * 0.19, base - m * 0.13],
          [x, base - m * 0.3],
          [x + m * 0.19, base - m * 0.13],
        ],
        '#b5452f',
      ) +
      rect(x - m * 0.03, base - m * 0.04, m * 0.06, m * 0.1, '#5a3e2b') +
      rect(x - m * 0.004, base - m * 0.44, m * 0.008, m * 0.16, '#333') +
      poly(
        [
          [x + m * 0.004, base - m * 0.44],
          [x + m * 0.12, base - m * 0.405],
          [x + m * 0.004, base - m * 0.37],
        ],
        p.accent,
      ) +
      rect(x + m * 0.3, base - m * 0.2, m * 0.03, m * 0.25, '#5a3e2b') +
      disc(x + m * 0.315, base - m * 0.26, m * 0.12, '#3a5a40')
    );
  },
  /** A market street at night: stall awnings under strings of bulbs. */
  market: (r, w, h, p) => {
    const m = Math.min(w, h);
    let out = buildings(r, w, h, h * 0.55, p.shade, p.accent, 0.3, 0.12);
    for (let s = 0; s < 3; s++) {
      const y0 = h * (0.3 + s * 0.08);
      let d = `M0 ${f(y0)}`;
      for (let i = 1; i <= 4; i++) d += ` Q${f((w * (i - 0.5)) / 4)} ${f(y0 + h * 0.05)} ${f((w * i) / 4)} ${f(y0)}`;
      out += `<path d="${d}" stroke="#222" stroke-width="${f(m / 400)}" fill="none"/>`;
      for (let i = 0; i < 24; i++) {
        const t = (i + 0.5) / 24;
        const seg = (t * 4) % 1;
        out += disc(w * t, y0 + h * 0.05 * 4 * seg * (1 - seg) * 0.5 + h * 0.004, m * 0.007, p.accent);
      }
    }
    for (let x = -w * 0.02; x < w; x += w * 0.2) {
      const c = r.pick(['#c1121f', '#fdf0d5', '#669bbc', '#f4a261']);
      for (let k = 0; k < 5; k++) out += rect(x + (k * w * 0.18) / 5, h * 0.6, (w * 0.18) / 5, h * 0.05, k % 2 ? '#fff' : c);
      out +=
        rect(x + w * 0.01, h * 0.65, w * 0.16, h * 0.2, p.shade, ' opacity="0.9"') +
        rect(x + w * 0.02, h * 0.69, w * 0.14, h * 0.03, p.accent, ' opacity="0.7"');
    }
    return out + rect(0, h * 0.85, w, h, p.shade) + glow('steam', w * 0.5, h * 0.62, m * 0.4, '#fff', 0.15);
  },
  /** A corner shop glowing on a dark street, snow or rain in its light. */
  shopfront: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.28 + r.next() * 0.2);
    const sw = Math.min(w * 0.5, m * 0.7);
    const base = h * 0.8;
    let out = buildings(r, w, h, base, p.shade, p.accent, 0.5, 0.05);
    out += rect(x, base - m * 0.5, sw, m * 0.5, '#14171c');
    out += glow('shop', x + sw / 2, base - m * 0.2, sw, p.accent, 0.5);
    out += rect(x + sw * 0.05, base - m * 0.36, sw * 0.9, m * 0.32, p.accent, ' opacity="0.85"');
    out +=
      rect(x, base - m * 0.46, sw, m * 0.08, '#fff') + rect(x + sw * 0.05, base - m * 0.44, sw * 0.9, m * 0.04, p.shade, ' opacity="0.5"');
    for (let k = 0; k < 3; k++) out += rect(x + sw * 0.1, base - m * (0.3 - k * 0.08), sw * 0.8, m * 0.012, '#0005');
    for (let i = 0; i < 8; i++) out += disc(x + sw * (0.1 + i * 0.11), base - m * 0.38, m * 0.015, '#fff', 0.9);
    return out + rect(0, base, w, h, '#0b0d10') + rect(x - sw * 0.1, base, sw * 1.2, h * 0.02, p.accent, ' opacity="0.35"');
  },
  /** A longship under a striped sail, shields along its side, a raven over it. */
  longship: (r, w, h, p) => {
    const m = Math.min(w, h);
    const sea = h * 0.72;
    const x = w * (0.4 + r.next() * 0.2);
    const L = m * 0.75;
    let out = ridge(r, w, h, h * 0.6, h * 0.15, p.shade, 0.5, 5);
    out += waves(r, w, h, sea, p.shade, 8);
    out += `<path d="M${f(x - L / 2)} ${f(sea - m * 0.1)} C${f(x - L * 0.55)} ${f(sea - m * 0.2)} ${f(x - L * 0.45)} ${f(sea - m * 0.26)} ${f(x - L * 0.52)} ${f(sea - m * 0.3)} C${f(x - L * 0.4)} ${f(sea - m * 0.27)} ${f(x - L * 0.42)} ${f(sea - m * 0.12)} ${f(x - L * 0.36)} ${f(sea - m * 0.06)} L${f(x + L * 0.36)} ${f(sea - m * 0.06)} C${f(x + L * 0.42)} ${f(sea - m * 0.12)} ${f(x + L * 0.46)} ${f(sea - m * 0.2)} ${f(x + L * 0.5)} ${f(sea - m * 0.22)} C${f(x + L * 0.5)} ${f(sea - m * 0.1)} ${f(x + L * 0.4)} ${f(sea + m * 0.02)} ${f(x)} ${f(sea + m * 0.02)} C${f(x - L * 0.4)} ${f(sea + m * 0.02)} ${f(x - L * 0.48)} ${f(sea - m * 0.02)} ${f(x - L / 2)} ${f(sea - m * 0.1)} Z" fill="#2b1d12"/>`;
    for (let i = 0; i < 7; i++) out += disc(x - L * 0.3 + (i * L * 0.6) / 6, sea - m * 0.05, m * 0.022, i % 2 ? p.accent : '#e8e2d4');
    out += rect(x - m * 0.006, sea - m * 0.5, m * 0.012, m * 0.45, '#2b1d12');
    const sw = m * 0.34;
    const top = sea - m * 0.46;
    for (let k = 0; k < 6; k++) out += rect(x - sw / 2 + (k * sw) / 6, top, sw / 6, m * 0.28, k % 2 ? p.accent : '#efe6d2');
    out += rect(x - sw / 2 - m * 0.02, top - m * 0.01, sw + m * 0.04, m * 0.012, '#2b1d12');
    const bx = w * (0.15 + r.next() * 0.2);
    const by = h * (0.15 + r.next() * 0.1);
    const bs = m * 0.07;
    return (
      out +
      `<path d="M${f(bx - bs)} ${f(by)} Q${f(bx - bs * 0.4)} ${f(by - bs * 0.6)} ${f(bx)} ${f(by)} Q${f(bx + bs * 0.4)} ${f(by - bs * 0.6)} ${f(bx + bs)} ${f(by)} Q${f(bx + bs * 0.4)} ${f(by - bs * 0.2)} ${f(bx)} ${f(by + bs * 0.25)} Q${f(bx - bs * 0.4)} ${f(by - bs * 0.2)} ${f(bx - bs)} ${f(by)} Z" fill="#0a0a0a"/>`
    );
  },
  /** A radio dish on a rock at the edge of the system, its signal going out in rings. */
  dish: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.35 + r.next() * 0.3);
    const ground = h * 0.78;
    let out = stars(r, w, h, 100) + disc(w * (0.1 + r.next() * 0.2), h * 0.15, m * 0.03, '#fff6d5');
    for (let i = 1; i <= 5; i++)
      out += `<path d="M${f(x + m * 0.1 * i)} ${f(ground - m * 0.55 - m * 0.1 * i)} A${f(m * 0.12 * i)} ${f(m * 0.12 * i)} 0 0 1 ${f(x + m * 0.2 + m * 0.1 * i)} ${f(ground - m * 0.35 - m * 0.05 * i)}" stroke="${p.accent}" stroke-width="${f(m / 120)}" fill="none" opacity="${f(0.8 - i * 0.12)}"/>`;
    out += `<path d="M0 ${f(ground)} Q${f(w * 0.3)} ${f(ground - h * 0.06)} ${f(w * 0.6)} ${f(ground - h * 0.02)} T${w} ${f(ground - h * 0.04)} V${h} H0 Z" fill="${p.shade}"/>`;
    out +=
      rect(x - m * 0.015, ground - m * 0.28, m * 0.03, m * 0.28, '#9aa5b1') +
      `<g transform="rotate(-30 ${f(x)} ${f(ground - m * 0.32)})"><ellipse cx="${f(x)}" cy="${f(ground - m * 0.32)}" rx="${f(m * 0.22)}" ry="${f(m * 0.08)}" fill="#dfe6ed"/><ellipse cx="${f(x)}" cy="${f(ground - m * 0.34)}" rx="${f(m * 0.18)}" ry="${f(m * 0.055)}" fill="#b8c2cc"/><line x1="${f(x)}" y1="${f(ground - m * 0.34)}" x2="${f(x)}" y2="${f(ground - m * 0.48)}" stroke="#dfe6ed" stroke-width="${f(m / 150)}"/></g>` +
      disc(x + m * 0.24, ground - m * 0.56, m * 0.01, p.accent);
    return (
      out +
      rect(x - m * 0.12, ground - m * 0.02, m * 0.24, m * 0.06, '#5c6670') +
      rect(x - m * 0.06, ground - m * 0.01, m * 0.03, m * 0.02, p.accent)
    );
  },
  /** A microphone close up in a spotlight, the room's lights out of focus behind. */
  mic: (r, w, h, p) => {
    const m = Math.min(w, h);
    const x = w * (0.45 + r.next() * 0.1);
    let out = '';
    for (let i = 0; i < 14; i++)
      out += disc(
        r.next() * w,
        h * (0.1 + r.next() * 0.5),
        m * (0.03 + r.next() * 0.06),
        r.pick([p.accent, '#fff3c4', '#ff8fab']),
        f(0.12 + r.next() * 0.2),
      );
    out += glow('spot', x, h * 0.42, m * 0.55, '#fff', 0.35);
    const top = h * 0.22;
    const cw = m * 0.2;
    const ch = m * 0.3;
    out += rect(x - cw / 2, top, cw, ch, '#2a2a2e', ` rx="${f(cw / 2)}"`);
    for (let k = 1; k < 8; k++) out += rect(x - cw / 2 + cw * 0.08, top + (ch * k) / 8, cw * 0.84, m * 0.004, '#8d8f96');
    for (let k = 1; k < 5; k++) out += rect(x - cw / 2 + (cw * k) / 5, top + ch * 0.06, m * 0.004, ch * 0.88, '#8d8f96');
    out += rect(x - cw / 2, top + ch * 0.45, cw, ch * 0.1, p.accent);
    out += rect(x - m * 0.02, top + ch, m * 0.04, m * 0.12, '#1a1a1d') + rect(x - m * 0.008, top + ch + m * 0.12, m * 0.016, h, '#111');
    return out + rect(0, h * 0.9, w, h * 0.1, p.shade);
  },
  /** A line of music running across a winter sky above a concert hall's roof. */
  score: (r, w, h, p) => {
    const m = Math.min(w, h);
    let out = '';
    const y0 = h * (0.3 + r.next() * 0.1);
    const amp = h * 0.06;
    const gap = m * 0.02;
    const curve = (dy: number) =>
      `M0 ${f(y0 + dy)} C${f(w * 0.3)} ${f(y0 + dy - amp)} ${f(w * 0.6)} ${f(y0 + dy + amp)} ${w} ${f(y0 + dy - amp * 0.5)}`;
    for (let k = 0; k < 5; k++) out += `<path d="${curve(k * gap)}" stroke="#fff" stroke-width="${f(m / 300)}" fill="none" opacity="0.7"/>`;
    for (let i = 0; i < 9; i++) {
      const t = (i + 0.5) / 9;
      const x = w * t;
      const base = y0 + gap * 2 - amp * (Math.sin(t * Math.PI * 2) * 0.6) + r.int(-2, 2) * gap * 0.5;
      out +=
        `<ellipse cx="${f(x)}" cy="${f(base)}" rx="${f(gap * 0.75)}" ry="${f(gap * 0.55)}" fill="${p.accent}" transform="rotate(-20 ${f(x)} ${f(base)})"/>` +
        rect(x + gap * 0.6, base - gap * 3.2, m * 0.004, gap * 3.2, p.accent);
    }
    for (let i = 0; i < 90; i++) out += disc(r.next() * w, r.next() * h, m * (0.002 + r.next() * 0.005), '#fff', f(0.4 + r.next() * 0.5));
    const base = h * 0.8;
    out += poly(
      [
        [w * 0.15, base - h * 0.08],
        [w * 0.5, base - h * 0.2],
        [w * 0.85, base - h * 0.08],
      ],
      p.shade,
    );
    for (let i = 0; i < 8; i++) out += rect(w * (0.2 + i * 0.085), base - h * 0.08, w * 0.03, h * 0.08, p.shade);
    out += rect(w * 0.15, base, w * 0.7, h * 0.02, p.shade) + rect(0, base + h * 0.02, w, h, '#e8eef2');
    for (let i = 0; i < 7; i++) out += rect(w * (0.23 + i * 0.085), base - h * 0.06, w * 0.015, h * 0.04, p.accent, ' opacity="0.8"');
    return out;
  },
  /** A bayou after a hurricane: a house on stilts, the broken posts of the oyster beds, a skiff, clouds still low. */
  bayou: (r, w, h, p) => {
    const water = h * 0.64;
    const m = Math.min(w, h);
    const hx = w * (0.12 + r.next() * 0.12);
    let out = '';
    for (let i = 0; i < 5; i++)
      out += `<ellipse cx="${f(w * (0.1 + i * 0.22 + r.next() * 0.05))}" cy="${f(h * (0.14 + r.next() * 0.1))}" rx="${f(w * 0.2)}" ry="${f(h * 0.08)}" fill="${p.shade}" opacity="0.55"/>`;
    out += waves(r, w, h, water, p.shade, 7);
    // The house: a box and a roof on four stilts, one window lit.
    out +=
      rect(hx, water - m * 0.3, m * 0.3, m * 0.16, '#3a2f25') +
      poly(
        [
          [hx - m * 0.03, water - m * 0.3],
          [hx + m * 0.15, water - m * 0.4],
          [hx + m * 0.33, water - m * 0.3],
        ],
        '#2a221b',
      );
    for (let i = 0; i < 4; i++) out += rect(hx + i * m * 0.095, water - m * 0.14, m * 0.012, m * 0.17, '#2a221b');
    out +=
      rect(hx + m * 0.18, water - m * 0.26, m * 0.06, m * 0.05, p.accent) +
      glow('bayoulamp', hx + m * 0.21, water - m * 0.235, m * 0.1, p.accent, 0.5);
    // The oyster beds' posts, some snapped, in rows out into the water.
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 9; i++) {
        const x = w * (0.45 + i * 0.06) + row * w * 0.02;
        const tall = m * (0.05 + r.next() * 0.08) * (r.chance(0.3) ? 0.4 : 1);
        out += rect(x, water + row * m * 0.05 - tall, m * 0.01, tall + m * 0.02, '#1c1712');
      }
    // A flat skiff with an outboard.
    const bx = w * (0.5 + r.next() * 0.2);
    out += `<path d="M${f(bx)} ${f(water + m * 0.2)} L${f(bx + m * 0.3)} ${f(water + m * 0.2)} L${f(bx + m * 0.27)} ${f(water + m * 0.24)} L${f(bx + m * 0.02)} ${f(water + m * 0.24)} Z" fill="#d8d2c4"/>`;
    return out + rect(bx + m * 0.29, water + m * 0.17, m * 0.025, m * 0.05, '#333');
  },
  /** A toy-bright rocket chasing a comet across the stars, its exhaust a curl of smoke behind. */
  rocket: (r, w, h, p) => {
    const m = Math.min(w, h);
    const [x, y] = [w * (0.35 + r.next() * 0.15), h * (0.55 + r.next() * 0.1)];
    const s = m * 0.0024;
    let out = stars(r, w, h, 90);
    out += glow('cometkid', w * 0.82, h * 0.22, m * 0.12, p.accent, 0.9) + disc(w * 0.82, h * 0.22, m * 0.025, '#fff');
    out += `<path d="M${f(w * 0.82)} ${f(h * 0.22)} L${f(w * 1.05)} ${f(h * 0.05)} L${f(w * 1.05)} ${f(h * 0.18)} Z" fill="${p.accent}" opacity="0.35"/>`;
    // The smoke trail curling back to the corner.
    for (let i = 0; i < 9; i++)
      out += disc(
        x - (i + 1) * m * 0.07,
        y + (i + 1) * m * 0.05 + Math.sin(i) * m * 0.02,
        m * (0.03 + i * 0.006),
        '#fff',
        f(0.5 - i * 0.045),
      );
    out +=
      `<g transform="translate(${f(x)} ${f(y)}) rotate(-35) scale(${f(s)})">` +
      `<path d="M0 -120 C40 -80 40 40 30 70 L-30 70 C-40 40 -40 -80 0 -120 Z" fill="#f1f1f1"/>` +
      `<path d="M0 -120 C22 -98 30 -80 33 -62 L-33 -62 C-30 -80 -22 -98 0 -120 Z" fill="#e63946"/>` +
      `<circle cx="0" cy="-20" r="16" fill="#1d3557" stroke="#a8dadc" stroke-width="6"/>` +
      `<path d="M-30 30 L-62 84 L-30 70 Z M30 30 L62 84 L30 70 Z" fill="#e63946"/>` +
      `<path d="M-18 70 L0 118 L18 70 Z" fill="${p.accent}"/></g>`;
    return out + `<ellipse cx="${f(w * 0.15)}" cy="${f(h * 1.1)}" rx="${f(w * 0.4)}" ry="${f(h * 0.3)}" fill="${p.shade}"/>`;
  },
  /** A wildfire coming over a ridge at dusk, smoke leaning on the wind, one road down with headlights on it. */
  wildfire: (r, w, h, p) => {
    const m = Math.min(w, h);
    const crest = h * 0.42;
    let out = '';
    for (let i = 0; i < 6; i++)
      out += `<ellipse cx="${f(w * (0.2 + i * 0.15))}" cy="${f(h * (0.28 - i * 0.03))}" rx="${f(w * 0.16)}" ry="${f(h * 0.09)}" fill="#3b2a28" opacity="${f(0.45 + r.next() * 0.2)}"/>`;
    out += ridge(r, w, h, crest, h * 0.1, p.shade, 1, 9);
    // The fire line along the crest: tongues of flame and their glow.
    for (let i = 0; i < 22; i++) {
      const x = (w * i) / 21;
      const t = m * (0.03 + r.next() * 0.06);
      out += poly(
        [
          [x - m * 0.025, crest - h * 0.02],
          [x + r.next() * m * 0.01, crest - h * 0.02 - t],
          [x + m * 0.025, crest - h * 0.02],
        ],
        i % 3 ? p.accent : p.bottom,
        ' opacity="0.9"',
      );
    }
    out += glow('fireline', w * 0.5, crest, w * 0.6, p.bottom, 0.35);
    out += hills(r, w, h, h * 0.7, h * 0.06, '#0b0705');
    // The road zig-zagging down, a bus's lights on it.
    out += `<path d="M${f(w * 0.55)} ${f(crest + h * 0.05)} L${f(w * 0.35)} ${f(h * 0.62)} L${f(w * 0.62)} ${f(h * 0.8)} L${f(w * 0.45)} ${h}" stroke="#2b2220" stroke-width="${f(m * 0.025)}" fill="none"/>`;
    return (
      out +
      disc(w * 0.5, h * 0.72, m * 0.008, '#fff8d0') +
      disc(w * 0.515, h * 0.73, m * 0.008, '#fff8d0') +
      glow('busbeam', w * 0.51, h * 0.73, m * 0.05, '#fff8d0', 0.6)
    );
  },
} satisfies Record<string, Scene>;

export type Motif = keyof typeof MOTIFS;
