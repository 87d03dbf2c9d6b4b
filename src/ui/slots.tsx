'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

// Places where one domain's UI shows another's without importing it: the catalogue's cards leave a slot for a card
// action, and app/ fills it (app/_slots.tsx, in the layouts) with the library's watchlist button.

export type TitleSlotProps = { titleId: number; name: string };
export type Slots = { cardAction?: ComponentType<TitleSlotProps> };

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
