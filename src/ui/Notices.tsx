'use client';

import { useEffect, useState } from 'react';

// Short messages about something the visitor just did (a save that failed, a sign-in it needs), read out by
// screen readers, gone after a few seconds.

type Notice = { id: number; text: string };
let nextId = 1;
const listeners = new Set<(notice: Notice) => void>();

export function notify(text: string) {
  const notice = { id: nextId++, text };
  for (const listener of listeners) listener(notice);
}

export function Notices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    const add = (notice: Notice) => {
      setNotices((all) => [...all.slice(-2), notice]);
      setTimeout(() => setNotices((all) => all.filter((n) => n.id !== notice.id)), 6000);
    };
    listeners.add(add);
    return () => void listeners.delete(add);
  }, []);
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <p key={n.id} className="notice">
          {n.text}
        </p>
      ))}
    </div>
  );
}
