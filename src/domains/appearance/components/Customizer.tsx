'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { keepTabInside } from '@/ui/focus-trap';
import { APP_NAME_MAX, DEFAULTS, LABELS, normalize, OPTIONS, type ChoiceName, type Settings } from '../settings';
import { applyAndSave, currentSettings } from '../store';

/** The settings in the order the panel shows them, in groups. */
const GROUPS: { title: string; settings: ChoiceName[] }[] = [
  { title: 'Colours', settings: ['theme_scheme', 'theme_color'] },
  { title: 'Layout', settings: ['theme_scheme_direction', 'page_layout', 'theme_font_size', 'theme_style_appearance', 'theme_transition'] },
  { title: 'Header and footer', settings: ['header_navbar', 'navbar_show', 'header_banner', 'footer'] },
  { title: 'Cards and sidebars', settings: ['card_style', 'sidebar_show', 'sidebar_color', 'sidebar_type', 'sidebar_menu_style'] },
  { title: 'Fonts', settings: ['body_font_family', 'heading_font_family'] },
  { title: 'This browser', settings: ['saveLocal'] },
];

/** The appearance customizer: a modal panel (focus stays inside, Escape closes) where each choice applies at once. */
export function Customizer({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [settings, setSettings] = useState<Settings>(currentSettings);
  const id = useId();

  useEffect(() => {
    const panel = dialog.current;
    if (panel && !panel.open) panel.showModal();
  }, []);

  // The field shows what is typed; what applies is normalized (an emptied name is the default's).
  const change = (next: Settings) => {
    setSettings(next);
    applyAndSave(normalize(next));
  };

  return (
    <dialog
      ref={dialog}
      className="customizer"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // Tab cycles inside the panel (a modal dialog would let it out to the browser's own controls).
      onKeyDown={(e) => keepTabInside(e, dialog.current, 'button, input:checked, input[type="text"]')}
      onClick={(e) => {
        // A click on the backdrop (the dialog's own box outside the panel) closes it.
        if (e.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="customizer-panel">
        <div className="customizer-head">
          <h2 id={`${id}-title`}>Appearance</h2>
          <button type="button" className="icon-button" aria-label="Close appearance settings" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </div>
        <p className="customizer-note">Changes apply at once, on every page, and stay in this browser only.</p>
        <div className="customizer-body">
          <label className="customizer-name">
            <span>{LABELS.app_name.label}</span>
            <input
              type="text"
              value={settings.app_name}
              maxLength={APP_NAME_MAX}
              onChange={(e) => change({ ...settings, app_name: e.target.value })}
            />
          </label>
          {GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`${id}-${group.title}`}>
              <h3 id={`${id}-${group.title}`}>{group.title}</h3>
              {group.settings.map((name) => (
                <fieldset key={name} className="customizer-choices" data-setting={name}>
                  <legend>{LABELS[name].label}</legend>
                  <div>
                    {OPTIONS[name].map((value) => (
                      <label key={value} className="customizer-choice" data-value={value}>
                        <input
                          type="radio"
                          name={`${id}-${name}`}
                          value={value}
                          checked={settings[name] === value}
                          onChange={() => change({ ...settings, [name]: value })}
                        />
                        <span>{LABELS[name].choices?.[value] ?? value}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </section>
          ))}
        </div>
        <div className="customizer-foot">
          <button type="button" className="button" onClick={() => change({ ...DEFAULTS })}>
            Reset to defaults
          </button>
          <button type="button" className="button primary" onClick={() => dialog.current?.close()}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}
