'use client';

import { RestrictedGate } from '@/domains/identity/components/RestrictedGate';
import { WatchlistButton } from '@/domains/library/components/WatchlistButton';
import { EpisodeProgress, TitlePlayButton } from '@/domains/playback/components/TitleProgress';
import { SlotsProvider, type Slots, type TitleSlotProps } from '@/ui/slots';

// The composition of cross-domain UI on every page of a layout: a title card's action is the watchlist button; a
// title page's Play and its episodes show the viewer's progress; an 18+ title's details open for subscribers.
const slots: Slots = {
  cardAction: WatchlistButton,
  namedAction: (props: TitleSlotProps) => <WatchlistButton {...props} variant="named" />,
  play: TitlePlayButton,
  episodeProgress: EpisodeProgress,
  restricted: RestrictedGate,
};

export function DomainSlots({ children }: { children: React.ReactNode }) {
  return <SlotsProvider slots={slots}>{children}</SlotsProvider>;
}
