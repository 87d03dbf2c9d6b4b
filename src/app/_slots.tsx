'use client';

import { WatchlistButton } from '@/domains/library/components/WatchlistButton';
import { SlotsProvider, type Slots } from '@/ui/slots';

// The composition of cross-domain UI on every page of a layout: a title card's action is the watchlist button.
const slots: Slots = { cardAction: WatchlistButton };

export function DomainSlots({ children }: { children: React.ReactNode }) {
  return <SlotsProvider slots={slots}>{children}</SlotsProvider>;
}
