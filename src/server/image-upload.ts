import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { config } from '@/config';
import { ActionError } from './action-error';

// Images from the studio (artwork, portraits, product shots): an uploaded image checked (a real JPEG, PNG, WebP or AVIF, large enough), turned upright,
// stripped of its metadata, sized down and stored as WebP under /media/images, where the image route serves its
// variants. Each upload gets a new name (its content's hash), so no cache anywhere holds the old picture under it.

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** What an image of a kind must be: its folder under /media/images, its smallest size, the width it is stored at. */
export type ImageSpec = { folder: string; label: string; minWidth: number; minHeight: number; maxWidth: number };

export const IMAGE_KINDS = {
  poster: { folder: 'posters', label: 'A poster', minWidth: 300, minHeight: 450, maxWidth: 1200 },
  backdrop: { folder: 'backdrops', label: 'A backdrop', minWidth: 960, minHeight: 540, maxWidth: 2560 },
  portrait: { folder: 'people', label: 'A portrait', minWidth: 200, minHeight: 300, maxWidth: 800 },
  still: { folder: 'stills', label: 'A still', minWidth: 640, minHeight: 360, maxWidth: 1280 },
  product: { folder: 'products', label: 'A product photo', minWidth: 400, minHeight: 400, maxWidth: 1600 },
  cover: { folder: 'blog', label: 'A cover', minWidth: 800, minHeight: 450, maxWidth: 1600 },
  gallery: { folder: 'blog', label: 'A gallery photograph', minWidth: 600, minHeight: 400, maxWidth: 1920 },
  inline: { folder: 'blog', label: 'A picture in a post', minWidth: 320, minHeight: 180, maxWidth: 1600 },
} as const satisfies Record<string, ImageSpec>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** An uploaded image field: a file, not empty, not over the limit. */
export const imageFile = z
  .instanceof(File, { message: 'Choose an image file.' })
  .refine((f) => f.size > 0, 'Choose an image file.')
  .refine((f) => f.size <= IMAGE_MAX_BYTES, `Images up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);

const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

/** Stores the image as the slug's image of that kind; answers its /media path. Refuses what is not a usable picture. */
export async function storeImage(bytes: Buffer, kind: ImageKind, slug: string): Promise<string> {
  const spec: ImageSpec = IMAGE_KINDS[kind];
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 80_000_000 }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ActionError('That image is too large: at most 80 megapixels.', 400);
    throw new ActionError('That file is not an image we can read: upload a JPEG, PNG, WebP or AVIF.', 400);
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw new ActionError('Upload a JPEG, PNG, WebP or AVIF image.', 400);
  // Width and height as shown (a phone's portrait photo is stored sideways with an orientation tag).
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
  if (width < spec.minWidth || height < spec.minHeight)
    throw new ActionError(
      `${spec.label} needs at least ${spec.minWidth} × ${spec.minHeight} pixels; this one is ${width} × ${height}.`,
      400,
    );
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: spec.maxWidth, withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
  } catch {
    throw new ActionError('That image is damaged or cut short: export it again and upload it.', 400);
  }
  const name = `${slug}-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
  const dir = path.join(config.mediaDir, 'images', spec.folder);
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await fs.writeFile(tmp, webp);
  await fs.rename(tmp, path.join(dir, name));
  return `/media/images/${spec.folder}/${name}`;
}
