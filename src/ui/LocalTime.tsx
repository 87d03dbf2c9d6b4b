'use client';

import { useEffect, useState } from 'react';

// A moment as the viewer reads it: in their own time zone (known only in the browser), and relative when recent
// ("5 minutes ago"). The server's HTML says it in UTC until the page's script runs.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date and time in `timeZone`. */
export function describeTime(at: Date, now: Date, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string {
  const ago = now.getTime() - at.getTime();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago >= 0 && ago < MINUTE) return 'just now';
  if (ago >= 0 && ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago >= 0 && ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago >= 0 && ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return absoluteTime(at, { locale, timeZone });
}

/** "12 Nov 2026, 14:03" in the time zone given (the browser's own when none is). */
export function absoluteTime(at: Date, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

export function LocalTime({ iso }: { iso: string }) {
  const [text, setText] = useState(() => `${iso.slice(0, 16).replace('T', ' ')} UTC`);
  const [full, setFull] = useState<string>();
  useEffect(() => {
    const at = new Date(iso);
    const update = () => setText(describeTime(at, new Date()));
    update();
    setFull(absoluteTime(at));
    const timer = setInterval(update, MINUTE);
    return () => clearInterval(timer);
  }, [iso]);
  return (
    <time dateTime={iso} title={full}>
      {text}
    </time>
  );
}
