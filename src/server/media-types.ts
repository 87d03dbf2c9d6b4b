import path from 'node:path';

// Content types and caching of media files, shared by the /media handler and the bucket uploads.

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
};

/** The Content-Type of a media file by its extension. */
export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** How long a client or CDN may keep a file: video parts never change (a new ingest is a new folder), playlists briefly. */
export function cachePolicy(file: string, fallback: string): string {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.m4s' || ext === '.ts' || (ext === '.mp4' && file.includes(`${path.sep}videos${path.sep}`)))
    return 'public, max-age=31536000, immutable';
  if (ext === '.m3u8') return 'public, max-age=60';
  return fallback;
}
