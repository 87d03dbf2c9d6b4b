'use client';

import { useEffect, useSyncExternalStore } from 'react';

const NAME = 'StreamIt';

// The customizer's app_name lives on <html data-app-name> (set before paint by the appearance script): shown once hydrated.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-name'] });
  return () => observer.disconnect();
}

function useAppName(): string {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.getAttribute('data-app-name') || NAME,
    () => NAME,
  );
}

/** The name in running text (the footer's copyright line). */
export function AppNameText() {
  return <>{useAppName()}</>;
}

/** The logo's name as this visitor set it in the customizer (StreamIt by default, and on the server). */
export function AppName() {
  const name = useAppName();
  // The tab's title says it too, kept so as pages change it ("Night Market | StreamIt").
  useEffect(() => {
    if (name === NAME) return;
    const rename = () => {
      const renamed = document.title.replaceAll(NAME, name);
      if (renamed !== document.title) document.title = renamed;
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
  // Fitted to the logo's width in any font: a longer name is set narrower, never cut off.
  return (
    <text
      x="40"
      y="58"
      fontFamily="inherit"
      fontSize="24"
      fontWeight="800"
      fill="currentColor"
      textLength="106"
      lengthAdjust="spacingAndGlyphs"
    >
      {name}
    </text>
  );
}
