import type { VideoCategory } from '@/domains/catalogue/vocabulary';

// The demo catalogue's short videos: trailers, teasers, featurettes and interviews of its films and shows. Each
// names its title ("Official Trailer: The Long Haul"), appears beside it, and credits the people who speak in it.

export type DemoVideo = {
  format:
    | 'Official Trailer'
    | 'Teaser'
    | 'Behind the Scenes'
    | 'Making Of'
    | 'Cast Interview'
    | 'Director Interview'
    | 'Stunt Breakdown'
    | 'First Look';
  /** The film or show it is about, by name. */
  about: string;
  categories: VideoCategory[];
  runtime: number;
  synopsis: string;
  /** The people who appear in it, as themselves. */
  people: string[];
};

export const VIDEOS: DemoVideo[] = [
  {
    format: 'Official Trailer',
    about: 'The Long Haul',
    categories: ['drama', 'adventure'],
    runtime: 2,
    people: ['Nadia Okafor'],
    synopsis:
      'The official trailer: a widowed trucker, her daughter and a hitchhiker she should never have picked up, forty hours from a town that cannot wait.',
  },
  {
    format: 'Behind the Scenes',
    about: 'The Long Haul',
    categories: ['drama'],
    runtime: 14,
    people: ['Ines Albarrán', 'Pablo Herrera', 'Nadia Okafor'],
    synopsis:
      'Ines Albarrán and Pablo Herrera on shooting a road movie on real mountain passes, and why Nadia Okafor learned to drive an eighteen-wheeler for the part.',
  },
  {
    format: 'Official Trailer',
    about: 'Paper Lanterns',
    categories: ['animation', 'family', 'fantacy'],
    runtime: 2,
    people: ['Hana Sato'],
    synopsis: 'The trailer for a hand-drawn festival tale: one lantern, one night, and a girl who has to find her way home before dawn.',
  },
  {
    format: 'Making Of',
    about: 'Paper Lanterns',
    categories: ['animation', 'family'],
    runtime: 18,
    people: ['Kenji Watanabe', 'Haruki Ono'],
    synopsis:
      'Forty animators and ninety thousand drawings: Kenji Watanabe and Haruki Ono on making a feature by hand, and on the festival that inspired it.',
  },
  {
    format: 'Official Trailer',
    about: 'Starfall',
    categories: ['adventure', 'action'],
    runtime: 3,
    people: ['Kofi Mensah', 'Mei Lin'],
    synopsis: 'A comet breaks apart over the outer colonies, and one survey ship has nine days to move a mountain of ice.',
  },
  {
    format: 'Behind the Scenes',
    about: 'Starfall',
    categories: ['adventure'],
    runtime: 12,
    people: ['Samuel Kerr', 'Finn Calloway'],
    synopsis:
      'Samuel Kerr and Finn Calloway show how the bridge of the Halcyon was built as one working set, and how the comet was lit with nothing but lamps and smoke.',
  },
  {
    format: 'Cast Interview',
    about: 'Starfall',
    categories: ['adventure', 'drama'],
    runtime: 9,
    people: ['Kofi Mensah', 'Mei Lin', 'Arjun Mehta'],
    synopsis: 'Kofi Mensah, Mei Lin and Arjun Mehta on nine weeks in a spaceship with no windows, and the real astronomy behind the film.',
  },
  {
    format: 'Official Trailer',
    about: 'Ironclad',
    categories: ['action', 'thriller'],
    runtime: 2,
    people: ['Dmitri Volkov'],
    synopsis: 'One night, one port city in lockdown, and a retired bodyguard who promised he was done.',
  },
  {
    format: 'Stunt Breakdown',
    about: 'Ironclad',
    categories: ['action'],
    runtime: 11,
    people: ['Dmitri Volkov', 'David Ferreira'],
    synopsis:
      'Dmitri Volkov, who does his own fights, and David Ferreira take the dockside fight apart shot by shot: the rehearsals, the rigging and the take they used.',
  },
  {
    format: 'Official Trailer',
    about: 'Night Market',
    categories: ['crime', 'thriller'],
    runtime: 2,
    people: ['Min-jun Kang'],
    synopsis:
      'A murder between the tents of a Busan night market, and a detective who has until sunrise before every witness packs up and leaves.',
  },
  {
    format: 'Director Interview',
    about: 'Night Market',
    categories: ['crime', 'drama'],
    runtime: 15,
    people: ['Sun-hee Cho'],
    synopsis: 'Sun-hee Cho on shooting a thriller in a real night market, in one season of rain, with the stallholders as extras.',
  },
  {
    format: 'Official Trailer',
    about: 'The Long Winter',
    categories: ['action', 'drama'],
    runtime: 3,
    people: ['Oskar Hansen'],
    synopsis: 'Norway, 872: a jarl refuses to kneel, and a winter of war begins.',
  },
  {
    format: 'Behind the Scenes',
    about: 'The Long Winter',
    categories: ['drama', 'adventure'],
    runtime: 20,
    people: ['Anders Holm', 'Freya Nilsen', 'Sigrid Aune'],
    synopsis:
      'Anders Holm, Freya Nilsen and Sigrid Aune on making a saga in a real Norwegian winter: ships in the ice, horses in the snow, and a score recorded in a stave church.',
  },
  {
    format: 'Official Trailer',
    about: 'Echoes of Olympus',
    categories: ['fantacy', 'adventure'],
    runtime: 2,
    people: ['Amara Diallo'],
    synopsis: 'The gods have gone silent, and a shepherd’s daughter is the only one who can still hear them.',
  },
  {
    format: 'Cast Interview',
    about: 'The Brennan Brothers',
    categories: ['comedy'],
    runtime: 10,
    people: ['Sean Gallagher', 'Patrick Doyle'],
    synopsis:
      'Sean Gallagher and Patrick Doyle on playing brothers who cannot stand each other, in a pub in Cork where everybody knows their lines better than they do.',
  },
  {
    format: 'Official Trailer',
    about: 'The Ninth Floor',
    categories: ['horror', 'thriller'],
    runtime: 2,
    people: ['Ji-woo Park'],
    synopsis: 'Eight floors on the plans, nine in the lift. Rule one: never stop on the ninth.',
  },
  {
    format: 'Official Trailer',
    about: 'Encore',
    categories: ['drama', 'comedy'],
    runtime: 2,
    people: ['Elijah Brooks', 'Aiko Mori'],
    synopsis: 'Four strangers, one summer, and a band a dying producer wants to hear one last time.',
  },
  {
    format: 'Making Of',
    about: 'Encore',
    categories: ['drama'],
    runtime: 16,
    people: ['Amelia Stone', 'Priya Raman'],
    synopsis: 'Every song in the series was played live on set: Amelia Stone and Priya Raman on writing and recording the band’s music.',
  },
  {
    format: 'Teaser',
    about: 'Ember',
    categories: ['action', 'fantacy'],
    runtime: 1,
    people: ['Amara Diallo'],
    synopsis: 'In a kingdom where fire is forbidden, one dancer carries the last flame.',
  },
  {
    format: 'Teaser',
    about: 'The Quiet Planet',
    categories: ['adventure', 'drama'],
    runtime: 1,
    people: ['Arjun Mehta'],
    synopsis: 'A planet with cities and no sound at all. The first crew to land has a question: why?',
  },
  {
    format: 'Teaser',
    about: 'Ravenfell',
    categories: ['fantacy', 'adventure'],
    runtime: 1,
    people: ['Freya Nilsen'],
    synopsis: 'A raven, a ring from a dead brother, and a voyage past the edge of the world.',
  },
  {
    format: 'First Look',
    about: 'The Unmapped',
    categories: ['adventure'],
    runtime: 4,
    people: ['Tariq Aziz', 'Theo Whitaker'],
    synopsis:
      'An exclusive first look at the island no map has shown, with Tariq Aziz and Theo Whitaker on the coast where they filmed it.',
  },
  {
    format: 'Official Trailer',
    about: 'Kingdom of Glass',
    categories: ['fantacy', 'family'],
    runtime: 2,
    people: ['Freya Nilsen'],
    synopsis: 'A castle of enchanted glass, a princess who can see its cracks, and the lies that made them.',
  },
  {
    format: 'Official Trailer',
    about: 'A Recipe for Rain',
    categories: ['comedy', 'romance'],
    runtime: 2,
    people: ['Rosa Jiménez'],
    synopsis: 'A village without rain, a restaurant about to close, and one dish that might change the weather.',
  },
  {
    format: 'Official Trailer',
    about: 'Comet Kids',
    categories: ['animation', 'family', 'comedy'],
    runtime: 2,
    people: ['Hana Sato'],
    synopsis: 'Three kids, one borrowed rocket and a comet that will not wait for the science fair.',
  },
  {
    format: 'Official Trailer',
    about: 'Relay',
    categories: ['adventure', 'drama'],
    runtime: 2,
    people: ['Yuki Tanabe'],
    synopsis: 'At the edge of the solar system, a message arrives from a colony that has been silent for twenty years.',
  },
  {
    format: 'Behind the Scenes',
    about: 'Relay',
    categories: ['drama'],
    runtime: 13,
    people: ['Samuel Kerr', 'Jonah Reed'],
    synopsis: 'Samuel Kerr and Jonah Reed on building a relay station that works, from the radio protocols to the coffee machine.',
  },
  {
    format: 'Official Trailer',
    about: 'Cold Harbour',
    categories: ['crime', 'thriller'],
    runtime: 2,
    people: ['Marcus Bell'],
    synopsis: 'On the Glasgow docks one man runs everything that arrives at night, until his son opens the wrong container.',
  },
  {
    format: 'Official Trailer',
    about: 'Moonbeam Academy',
    categories: ['animation', 'family'],
    runtime: 1,
    people: ['Hana Sato'],
    synopsis: 'A school that floats above the clouds, and the one student who cannot make anything float.',
  },
  {
    format: 'Official Trailer',
    about: 'Songs for Nobody',
    categories: ['drama', 'romance'],
    runtime: 2,
    people: ['Priya Raman'],
    synopsis: 'A violinist who lost her nerve, a busker who found her under a bridge, and one competition left to play.',
  },
];
