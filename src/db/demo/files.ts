import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes a demo seed's `svg` under the media folder and returns its public path (/media/images/...). */
export async function writeArtwork(mediaDir: string, folder: string, slug: string, svg: string): Promise<string> {
  const dir = path.join(mediaDir, 'images', folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${slug}.svg`), svg);
  return `/media/images/${folder}/${slug}.svg`;
}
