'use client';

import { useRef, useState, type ComponentType } from 'react';

type PanelProps = { onClose: () => void };

/** The header's settings button: the customizer's code loads when it is first opened, not with the page. */
export function AppearanceButton() {
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const openPanel = async () => {
    if (!Panel) {
      const { Customizer } = await import('./Customizer');
      setPanel(() => Customizer);
    }
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button appearance-button"
        aria-label="Appearance settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPanel}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1l.4 2.7h4l.4-2.7a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
            transform="translate(-1 0)"
          />
        </svg>
      </button>
      {open && Panel && (
        <Panel
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
