'use client';

import { useEffect, useRef } from 'react';

// The player's keyboard shortcuts (Vidstack's defaults, which the player keeps), listed when the viewer presses "?",
// as YouTube and Netflix do. A native modal dialog: Escape and its button close it, focus comes back where it was.

const SHORTCUTS: [keys: string[], what: string][] = [
  [['Space', 'K'], 'Play or pause'],
  [['←', 'J'], 'Back 5 seconds (with Shift: 10)'],
  [['→', 'L'], 'Forward 5 seconds (with Shift: 10)'],
  [['↑', '↓'], 'Volume up or down'],
  [['M'], 'Mute or unmute'],
  [['C'], 'Subtitles on or off'],
  [['F'], 'Full screen'],
  [['I'], 'Picture in picture'],
  [['<', '>'], 'Slower or faster'],
  [['0–9'], 'Jump to the start, a tenth of the way, … nine tenths'],
  [['?'], 'This list'],
];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function PlayerShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const box = dialog.current;
      if (!box) return;
      e.preventDefault();
      if (box.open) box.close();
      else box.showModal();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <dialog ref={dialog} className="player-shortcuts" aria-labelledby="player-shortcuts-title">
      <h2 id="player-shortcuts-title">Keyboard shortcuts</h2>
      <dl>
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what}>
            <dt>
              {keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  {/* A key is named as printed on it, left to right on a right-to-left page too ("0–9"). */}
                  <kbd dir="ltr">{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button primary" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
