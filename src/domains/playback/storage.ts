import fs from 'node:fs/promises';
import path from 'node:path';

// Where packaged media lives, behind one interface. The local folder is the default (served by /media); an S3
// bucket (STORAGE_BUCKET) is the next implementation.

export interface MediaStorage {
  /** Makes a finished local folder the content of `prefix`, all at once where the store allows; the folder is consumed. */
  publishFolder(folder: string, prefix: string): Promise<void>;
  /** Removes everything under `prefix`. */
  remove(prefix: string): Promise<void>;
  /** The URL path a browser loads a key from. */
  url(key: string): string;
}

/** The media folder: a staging folder is renamed into place (atomic on one file system). */
export function localStorage(mediaDir: string): MediaStorage {
  const inside = (prefix: string) => {
    const full = path.resolve(mediaDir, prefix);
    if (!full.startsWith(mediaDir + path.sep)) throw new Error(`storage key outside the media folder: ${prefix}`);
    return full;
  };
  return {
    async publishFolder(folder, prefix) {
      const target = inside(prefix);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(folder, target);
    },
    async remove(prefix) {
      await fs.rm(inside(prefix), { recursive: true, force: true });
    },
    url: (key) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`,
  };
}
