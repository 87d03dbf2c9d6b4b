'use client';

import Link from 'next/link';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Places where one domain's UI shows another's without importing it: the catalogue's cards leave a slot for a card
// action, its title pages one for Play and one per episode, and app/ fills them (app/_slots.tsx, in the layouts)
// with the library's watchlist button and playback's resume button and episode progress.

export type TitleSlotProps = { titleId: number; name: string };
/** A title page's Play: where it goes and what it says when the viewer has not started the title. */
export type PlaySlotProps = {
  titleId: number;
  href: string;
  label: string;
  /** The title's name where several Play buttons share a page (a list): it joins the button's accessible name. */
  name?: string;
};
export type EpisodeSlotProps = { titleId: number; season: number; number: number };
/** An 18+ title's page: what it shows (`children`) is for subscribers; `returnTo` is where sign-in comes back to. */
export type RestrictedSlotProps = { returnTo: string; children: ReactNode };
export type Slots = {
  cardAction?: ComponentType<TitleSlotProps>;
  /** The same action in words, where several titles share a place (the home hero's slides). */
  namedAction?: ComponentType<TitleSlotProps>;
  play?: ComponentType<PlaySlotProps>;
  episodeProgress?: ComponentType<EpisodeSlotProps>;
  restricted?: ComponentType<RestrictedSlotProps>;
};

const SlotContext = createContext<Slots>({});

/** Fills the slots below it. Rendered by a client module of app/, since components cannot cross to the client as props. */
export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotContext.Provider value={slots}>{children}</SlotContext.Provider>;
}

/** What a title card offers beside its name (the watchlist +); nothing where no layout fills it. */
export function CardActionSlot(props: TitleSlotProps) {
  const Fill = useContext(SlotContext).cardAction;
  return Fill ? <Fill {...props} /> : null;
}

/** The card action in words, the title's name joining its accessible name; nothing where no layout fills it. */
export function NamedActionSlot(props: TitleSlotProps) {
  const Fill = useContext(SlotContext).namedAction;
  return Fill ? <Fill {...props} /> : null;
}

/** A title page's Play button (playback makes it Resume for a viewer part-way through); a plain link by default. */
export function PlaySlot(props: PlaySlotProps) {
  const Fill = useContext(SlotContext).play;
  if (Fill) return <Fill {...props} />;
  return (
    <Link href={props.href} className="button primary play-button" aria-label={props.name ? `${props.label}: ${props.name}` : undefined}>
      {props.label}
    </Link>
  );
}

/** How far the viewer is into an episode, in the season list; nothing where no layout fills it. */
export function EpisodeProgressSlot(props: EpisodeSlotProps) {
  const Fill = useContext(SlotContext).episodeProgress;
  return Fill ? <Fill {...props} /> : null;
}

/** An 18+ title's details, shown to the viewer they are for (identity decides); hidden where no layout fills it. */
export function RestrictedSlot(props: RestrictedSlotProps) {
  const Fill = useContext(SlotContext).restricted;
  return Fill ? <Fill {...props} /> : null;
}
