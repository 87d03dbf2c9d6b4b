'use client';

// Vidstack's theme without the player and poster rules the page's first paint needs (base.css and poster.css, which
// Player imports): its controls, menus, sliders, captions and tooltips, 60 kB of CSS that the watch page's HTML does
// not carry. This module is a chunk of its own; its stylesheet is loaded with it, before the controls render.
import '@vidstack/react/player/styles/default/buffering.css';
import '@vidstack/react/player/styles/default/buttons.css';
import '@vidstack/react/player/styles/default/captions.css';
import '@vidstack/react/player/styles/default/chapter-title.css';
import '@vidstack/react/player/styles/default/controls.css';
import '@vidstack/react/player/styles/default/gestures.css';
import '@vidstack/react/player/styles/default/icons.css';
import '@vidstack/react/player/styles/default/keyboard.css';
import '@vidstack/react/player/styles/default/menus.css';
import '@vidstack/react/player/styles/default/sliders.css';
import '@vidstack/react/player/styles/default/thumbnail.css';
import '@vidstack/react/player/styles/default/time.css';
import '@vidstack/react/player/styles/default/tooltips.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { defaultLayoutIcons, DefaultVideoLayout } from '@vidstack/react/player/layouts/default';

/** The player's controls: quality, captions, speed, fullscreen, picture-in-picture, trickplay thumbnails. */
export default function PlayerControls({ thumbnails }: { thumbnails?: string }) {
  return (
    <DefaultVideoLayout
      icons={defaultLayoutIcons}
      colorScheme="dark"
      thumbnails={thumbnails}
      // No casting yet: the buttons would offer what the site cannot do.
      slots={{ googleCastButton: null, airPlayButton: null }}
    />
  );
}
