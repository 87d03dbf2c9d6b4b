import type { Rng } from '@/db/demo/random';
import type { Genre } from '@/domains/catalogue/vocabulary';

// The words of the demo catalogue: titles, synopses that fit their kind and genre, characters, people.

const ADJECTIVES = [
  'Crimson',
  'Silent',
  'Broken',
  'Golden',
  'Hidden',
  'Frozen',
  'Burning',
  'Electric',
  'Midnight',
  'Wild',
  'Distant',
  'Iron',
  'Velvet',
  'Shattered',
  'Forgotten',
  'Restless',
  'Hollow',
  'Scarlet',
  'Quiet',
  'Endless',
  'Northern',
  'Neon',
  'Sunken',
  'Lonely',
  'Secret',
  'Fallen',
  'Paper',
  'Glass',
  'Salt',
  'Copper',
];
const NOUNS = [
  'Horizon',
  'Kingdom',
  'Echo',
  'River',
  'Empire',
  'Signal',
  'Harbor',
  'Orbit',
  'Frontier',
  'Garden',
  'Shadow',
  'Voyage',
  'Crown',
  'Tide',
  'Legacy',
  'Storm',
  'Machine',
  'Island',
  'Promise',
  'Mirror',
  'Lantern',
  'Citadel',
  'Compass',
  'Summit',
  'Station',
  'Archive',
  'Desert',
  'Engine',
  'Throne',
  'Lighthouse',
  'Orchard',
  'Atlas',
  'Meridian',
  'Ember',
];
const PLACES = [
  'Lisbon',
  'Oslo',
  'Nairobi',
  'Kyoto',
  'Lima',
  'Reykjavik',
  'Marrakesh',
  'Glasgow',
  'Hanoi',
  'Quebec',
  'Tangier',
  'Valparaíso',
  'Tbilisi',
  'Cork',
];
const SEASONS_OF_YEAR = ['Winter', 'Spring', 'Summer', 'Autumn', 'the Rain', 'the Dry Season'];
const EVENTS = ['Flood', 'Fall', 'Eclipse', 'Harvest', 'Storm', 'Wedding', 'Blackout', 'Fire'];
const COUNTS = ['Seven', 'Nine', 'Three', 'Twelve', 'Forty', 'Two'];
const PLURALS = ['Winters', 'Lives', 'Bridges', 'Sisters', 'Keys', 'Doors', 'Summers', 'Crossings'];
const GERUNDS = ['Chasing', 'Finding', 'Leaving', 'Holding', 'Crossing', 'Saving', 'Raising', 'Hunting'];
const OBJECTS = ['Thunder', 'Home', 'the Light', 'Annie', 'the Line', 'Paradise', 'Ghosts', 'the Moon'];
const KEEPERS = ['Lighthouse Keeper', 'Cartographer', 'Ferryman', 'Projectionist', 'Beekeeper', 'Astronomer', 'Lamplighter'];
const FIRST_WORDS_OF_OWNERS = ['Maya', 'Elias', 'Rosa', 'Tomas', 'Ines', 'Jonah', 'Hana', 'Felix'];

/** A film or series name in one of many shapes, so that no pattern dominates a page. */
export function makeTitleName(rng: Rng): string {
  const forms = [
    () => `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
    () => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
    () => `${rng.pick(NOUNS)} of ${rng.pick(PLACES)}`,
    () => `The ${rng.pick(NOUNS)}`,
    () => {
      const noun = rng.pick(NOUNS);
      return `${/^[AEIOU]/.test(noun) ? 'An' : 'A'} ${noun} in ${rng.pick(SEASONS_OF_YEAR)}`;
    },
    () => `${rng.pick(FIRST_WORDS_OF_OWNERS)}'s ${rng.pick(NOUNS)}`,
    () => `After the ${rng.pick(EVENTS)}`,
    () => `${rng.pick(COUNTS)} ${rng.pick(PLURALS)}`,
    () => `${rng.pick(GERUNDS)} ${rng.pick(OBJECTS)}`,
    () => `The Last ${rng.pick(KEEPERS)}`,
    () => `Beyond the ${rng.pick(NOUNS)}`,
    () => rng.pick(PLACES),
  ];
  return rng.pick(forms)();
}

/** Turns down a name whose opening words (or shape) already start too many others. */
export function variedEnough(name: string, chosen: string[]): boolean {
  const opening = (n: string) =>
    n
      .split(' ')
      .slice(0, n.startsWith('The ') || n.startsWith('A ') ? 2 : 1)
      .join(' ');
  const same = chosen.filter((c) => opening(c) === opening(name)).length;
  return same < (opening(name) === 'The' ? 12 : 3);
}

// Characters: a name each, distinct within a title.
const CHARACTER_FIRST = [
  'Nora',
  'Elias',
  'Mira',
  'Tomas',
  'Ada',
  'Rafe',
  'Lena',
  'Cass',
  'Jonah',
  'Iris',
  'Theo',
  'Vera',
  'Silas',
  'June',
  'Amos',
  'Petra',
  'Milo',
  'Sade',
  'Oren',
  'Wren',
  'Ezra',
  'Talia',
  'Bram',
  'Noor',
  'Kit',
  'Anouk',
  'Dev',
  'Ilse',
];
const CHARACTER_LAST = [
  'Vance',
  'Calder',
  'Reyes',
  'Hollis',
  'Okoro',
  'Lindgren',
  'Marsh',
  'Adeyemi',
  'Castel',
  'Brandt',
  'Sorensen',
  'Quill',
  'Navarro',
  'Ashby',
  'Moreau',
  'Kerr',
  'Halloran',
  'Ivers',
  'Falk',
  'Mbeki',
];
const CHARACTER_TITLES = ['', '', '', '', 'Captain ', 'Dr. ', 'Inspector ', 'Agent ', 'Sister ', 'Professor ', 'Sergeant '];

export function makeCharacters(rng: Rng, count: number): string[] {
  const firsts = rng.sample(CHARACTER_FIRST, count);
  const lasts = rng.sample(CHARACTER_LAST, count);
  return firsts.map((first, i) => {
    // The two leads go by their names: a synopsis gives them a role of their own ("Nora Vance, a young pilot").
    const title = i < 2 ? '' : rng.pick(CHARACTER_TITLES);
    return title ? `${title}${lasts[i]}` : i > 1 && i % 3 === 2 ? first : `${first} ${lasts[i]}`;
  });
}

/** "Captain Reyes" -> "Reyes"; "Nora Vance" -> "Nora". How a synopsis calls a character after naming them. */
function shortName(character: string): string {
  const words = character.split(' ');
  return /^(Captain|Dr\.|Inspector|Agent|Sister|Professor|Sergeant)$/.test(words[0]!) ? character : words[0]!;
}

type Plot = { premises: ((c: PlotCast) => string)[]; hooks: string[] };
type PlotCast = { lead: string; second: string; place: string; role: string };

const ROLES = [
  'a retired detective',
  'a young pilot',
  'a reluctant heir',
  'an exiled queen',
  'a street musician',
  'a marine biologist',
  'a small-town teacher',
  'a disgraced chef',
  'a rookie astronaut',
  'a night-shift nurse',
  'a failed magician',
  'a cartographer',
];

const PLOTS: Record<string, Plot> = {
  action: {
    premises: [
      (c) =>
        `When a routine escort job in ${c.place} goes wrong, ${c.role} named ${c.lead} has one night to get a witness out of the city alive.`,
      (c) => `${c.lead}, ${c.role} with a past nobody talks about, is pulled back for one last job when ${c.second} goes missing.`,
      (c) =>
        `A stolen prototype, a bridge rigged to fall and a train that cannot stop: ${c.lead} and ${c.second} are all that stands between ${c.place} and catastrophe.`,
    ],
    hooks: [
      'Nobody gets a second chance.',
      'The clock started before they knew it was running.',
      'Trust no one, least of all the people paying.',
    ],
  },
  adventure: {
    premises: [
      (c) =>
        `Three years after the last expedition vanished, ${c.lead} follows a hand-drawn map from ${c.place} into country no survey has reached.`,
      (c) => `${c.lead}, ${c.role}, inherits a boat, a debt and a logbook that points to an island that should not exist.`,
      (c) => `To bring ${c.second} home, ${c.lead} must cross a desert, a frozen pass and an ocean in a single season.`,
    ],
    hooks: ['The map is only the beginning.', 'Every border they cross takes something with it.', 'Some places do not want to be found.'],
  },
  animation: {
    premises: [
      (c) => `In a city of paper lanterns, a small inventor called ${c.lead} builds a machine to bring back the stars.`,
      (c) => `${c.lead}, a lighthouse cat with a loud opinion about everything, sets out to find the ship that never came back.`,
      (c) =>
        `When the colours start to drain out of ${c.place}, ${c.lead} and a grumpy cloud named ${shortName(c.second)} go looking for where they went.`,
    ],
    hooks: ['A story for anyone who has ever been small.', 'Hand-drawn, and full of heart.', 'Bring the whole family.'],
  },
  comedy: {
    premises: [
      (c) => `${c.lead}, ${c.role}, has a week to plan a wedding, hide a goat and convince ${c.second} that everything is under control.`,
      (c) =>
        `Two rival bakeries in ${c.place}, one town festival and a cake nobody asked for: ${c.lead} is about to make things much worse.`,
      (c) =>
        `After a mix-up at the airport, ${c.lead} spends a holiday in ${c.place} living someone else's life, with their luggage, their in-laws and their dog.`,
    ],
    hooks: ['What could possibly go wrong?', 'Everything, in the best possible way.', 'A comedy of errors with a big heart.'],
  },
  drama: {
    premises: [
      (c) => `When an old letter arrives a decade too late, ${c.lead} returns to ${c.place} to face the family they left behind.`,
      (c) => `${c.lead}, ${c.role}, and ${c.second} share a flat, a secret and one last summer before everything changes.`,
      (c) =>
        `After the factory closes, ${c.lead} fights to keep a small ${c.place} community together through the hardest winter it has known.`,
    ],
    hooks: [
      'Some debts are never paid in money.',
      'A quiet, devastating portrait of a family.',
      'Home is the hardest place to go back to.',
    ],
  },
  family: {
    premises: [
      (c) => `${c.lead} and a scruffy rescue dog set out across the countryside to reach their grandmother's farm before the harvest fair.`,
      (c) => `When the village museum is about to close, ${c.lead} and friends solve the mystery of its missing dinosaur.`,
      (c) => `A new school, a haunted treehouse and a summer with ${c.second}: ${c.lead} is about to have the best year ever.`,
    ],
    hooks: ['Adventure is closer than you think.', 'For kids, and for the kids they were.', 'Friendship is the real treasure.'],
  },
  fantacy: {
    premises: [
      (c) => `In a kingdom where every promise binds, ${c.lead} breaks one and wakes a dragon that has slept for a thousand years.`,
      (c) => `${c.lead}, the last apprentice of a vanished order, must carry a lantern of living fire across the Ashen Marches.`,
      (c) => `When the queen's shadow walks out of the palace on its own, ${c.lead} and ${c.second} are sent to bring it back.`,
    ],
    hooks: ['Magic always asks for something in return.', 'The old stories were true.', 'Every crown casts a shadow.'],
  },
  history: {
    premises: [
      (c) => `In 1848, ${c.lead}, a printer in ${c.place}, risks everything to publish the pamphlet that will start a revolution.`,
      (c) => `Based on true events: the winter ${c.lead} and a handful of lighthouse keepers kept a convoy alive on the northern coast.`,
      (c) => `Across twenty years of war and peace, ${c.lead} and ${c.second} build a friendship that outlasts an empire.`,
    ],
    hooks: ['History was written by the ones who stayed.', 'A true story, told for the first time.', 'The past is never finished.'],
  },
  horror: {
    premises: [
      (c) => `${c.lead} moves into a farmhouse outside ${c.place} and finds a room that is not on the plans.`,
      (c) => `After a storm cuts the town off, ${c.lead}, ${c.role}, notices that the neighbours no longer cast shadows.`,
      (c) => `Every night at 3:17 the phone rings in ${c.lead}'s flat, and every night the voice on the line knows a little more.`,
    ],
    hooks: ['Something in the house has been waiting for them.', 'Do not answer the door.', 'Sleep with the lights on.'],
  },
  mystery: {
    premises: [
      (c) =>
        `When a famous novelist disappears from a locked room in ${c.place}, ${c.lead}, ${c.role}, is the only one who noticed the clock had stopped.`,
      (c) => `${c.lead} inherits a bookshop, a cat and an unsolved murder from an aunt they never met.`,
      (c) => `Twelve guests, one island ferry and a body in cabin nine: ${c.lead} has until landfall to find out who did it.`,
    ],
    hooks: ['Everyone has a motive.', 'The truth is in the details.', 'Nothing is as it seems.'],
  },
  'sci-fi': {
    premises: [
      (c) => `In 2089, ${c.lead}, a memory engineer, finds someone else's childhood in their own head.`,
      (c) =>
        `The colony ship has been drifting for two hundred years when ${c.lead} wakes early, alone, with the ship's mind asking for help.`,
      (c) => `A signal from the ocean floor off ${c.place} repeats a message ${c.lead} recorded tomorrow.`,
    ],
    hooks: ['The future remembers.', 'Humanity gets one reply.', 'Some doors only open once.'],
  },
  space: {
    premises: [
      (c) =>
        `Stranded on a research station at the edge of the solar system, ${c.lead}, ${c.role}, has ninety days of air and one way home.`,
      (c) => `${c.lead} and ${c.second} fly the last supply run to a mining moon that stopped answering three weeks ago.`,
      (c) => `The first crew to land on Europa finds footprints in the ice, and ${c.lead} is the only one who recognises them.`,
    ],
    hooks: ['In space, every choice is final.', 'The stars are closer than home.', 'Nobody is coming.'],
  },
  thriller: {
    premises: [
      (c) => `${c.lead}, ${c.role}, overhears one phone call in a ${c.place} hotel and becomes the most wanted person in Europe.`,
      (c) => `A journalist, a leaked file and a dead source: ${c.lead} has forty-eight hours to prove who is lying.`,
      (c) =>
        `When ${c.second} is arrested for a crime they could not have committed, ${c.lead} starts asking the questions the police would not.`,
    ],
    hooks: ['Everyone is watching.', 'The truth has a price.', 'Trust is the first casualty.'],
  },
};
PLOTS.recommended = PLOTS.drama!;

/** Two sentences that fit the title's genre, naming its lead characters. */
export function synopsis(rng: Rng, genre: Genre | string, characters: string[], series = false): string {
  const plot = PLOTS[genre] ?? PLOTS.drama!;
  const cast = {
    lead: characters[0] ?? 'Nora Vance',
    second: characters[1] ?? 'Elias Calder',
    place: rng.pick(PLACES),
    role: rng.pick(ROLES),
  };
  const hook = series ? rng.pick(['A new series.', 'One season at a time, nothing stays buried.', ...plot.hooks]) : rng.pick(plot.hooks);
  return `${rng.pick(plot.premises)(cast)} ${hook}`;
}

// Episodes: their own names and their own story beats, told through the show's characters.
const EPISODE_NAMES = [
  'Low Tide',
  'The Inventory',
  'Northbound',
  'Salt and Iron',
  'What the River Knew',
  'Open Water',
  'The Long Night',
  'Homecoming',
  'Ghost Signal',
  'The Ferryman',
  'Crossing',
  'Paper Walls',
  'The Quiet Room',
  'First Light',
  'Undertow',
  'Small Hours',
  'The Visitor',
  'Fault Lines',
  'Ashes',
  'Harbour Lights',
  'The Lantern',
  'Old Debts',
  'Dead Reckoning',
  'The Other Side',
  'Thaw',
  'Wildfire',
  'Blood Moon',
  'Kindling',
  'The Bargain',
  'Last Orders',
  'Signal Fires',
  'Northern Star',
  'A Door Left Open',
  'The Witness',
  'Landfall',
  'Vigil',
];
const BEATS = [
  (a: string, b: string) => `${a} follows a lead to the docks while ${b} stalls the council.`,
  (a: string, b: string) => `A stranger arrives with news from the north, and ${a} must decide whether to trust ${b}.`,
  (a: string, b: string) => `${a} and ${b} are trapped together when the storm closes the pass.`,
  (a: string, b: string) => `An old rivalry resurfaces as ${a} prepares for the trial; ${b} makes a dangerous bargain.`,
  (a: string, b: string) => `${b} uncovers the truth about the fire, and ${a} is forced to choose a side.`,
  (a: string, b: string) => `On the night of the festival, ${a} sets a trap and ${b} walks straight into it.`,
  (a: string, b: string) => `${a} goes back to where it all started, and finds ${b} already waiting there.`,
  (a: string, b: string) => `A letter changes everything ${a} believed about ${b}.`,
  (a: string, b: string) => `${a} takes the night watch alone; ${b} finally tells the truth.`,
  (a: string, b: string) => `With the harvest failing, ${a} asks ${b} for the one favour they swore never to ask.`,
];

export function episodeNames(rng: Rng, count: number): string[] {
  return rng.sample(EPISODE_NAMES, count);
}

export function episodeSynopsis(rng: Rng, characters: string[], position: { first: boolean; last: boolean }): string {
  const [a, b] = rng.sample(characters.map(shortName), 2);
  const beat = rng.pick(BEATS)(a ?? 'Nora', b ?? 'Elias');
  if (position.first) return `Season premiere. ${beat}`;
  if (position.last) return `Season finale. ${beat}`;
  return beat;
}

// Short videos: a format (behind the scenes, interview...) about a title of the catalogue.
export const VIDEO_FORMATS = [
  'Behind the Scenes',
  'Stunt Breakdown',
  'Director Interview',
  'Making the Score',
  'Costume Diaries',
  'Set Tour',
  'Cast Q&A',
  'Visual Effects Reel',
  'Location Scout',
  'First Look',
] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

export function videoSynopsis(format: VideoFormat, film: string, people: { director: string; actor: string; crew: string }): string {
  switch (format) {
    case 'Behind the Scenes':
      return `Go behind the scenes of ${film} with director ${people.director} and the crew, from the first table read to the last night of the shoot.`;
    case 'Stunt Breakdown':
      return `The stunt team takes apart ${film}'s biggest sequence shot by shot: the rehearsals, the rigging and the take they used.`;
    case 'Director Interview':
      return `${people.director} talks about making ${film}: the casting, the locations, and the scene that almost did not make the cut.`;
    case 'Making the Score':
      return `Composer ${people.crew} shows how the music of ${film} was written and recorded, from the first piano sketch to the full orchestra.`;
    case 'Costume Diaries':
      return `How the costume department dressed the world of ${film}: fabrics, fittings and the coat that took three months to make.`;
    case 'Set Tour':
      return `${people.actor} walks us through the sets of ${film}, built from scratch on a soundstage and on location.`;
    case 'Cast Q&A':
      return `${people.actor} and the cast of ${film} answer fans' questions about their characters, their favourite scenes and life on set.`;
    case 'Visual Effects Reel':
      return `Before and after: the visual effects team reveals how ${film}'s most impossible shots were made.`;
    case 'Location Scout':
      return `Director ${people.director} revisits the real places where ${film} was filmed, and the people who live there.`;
    case 'First Look':
      return `An exclusive first look at ${film}, with new footage and a word from ${people.director} and ${people.actor}.`;
  }
}

// People.
const PERSON_FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zara',
  'Ethan',
  'Lena',
  'Omar',
  'Iris',
  'Mateo',
  'Nora',
  'Kenji',
  'Sofia',
  'Arjun',
  'Elena',
  'Tomas',
  'Amara',
  'Felix',
  'Hana',
  'Diego',
  'Freya',
  'Luca',
  'Priya',
  'Jonah',
  'Ines',
  'Rafael',
  'Mei',
  'Caleb',
  'Yara',
  'Oscar',
  'Saoirse',
  'Kwame',
  'Astrid',
  'Benedikt',
  'Chiara',
  'Dmitri',
];
const PERSON_LAST = [
  'Hart',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Alvarez',
  'Novak',
  'Castellanos',
  'Brennan',
  'Haddad',
  'Kowalski',
  'Sato',
  'Fischer',
  'Mensah',
  'Rossi',
  'Duarte',
  'Kaur',
  'Whitaker',
  'Petrov',
  'Nakamura',
  'Sandoval',
  'Ibrahim',
  'Quinn',
  'Laurent',
  'Bergstrom',
  'Achebe',
  'Romero',
  'Walsh',
  'Varga',
  'Delacroix',
  'Oyelaran',
  'Marchetti',
];
const MIDDLE_NAMES = ['Louise', 'James', 'Maria', 'Alexander', 'Grace', 'Olufemi', 'Yuki', 'Rose', 'Antonio', 'Ingrid'];

export function makePersonName(rng: Rng): string {
  return `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`;
}

/** Another name the person is credited under: a full birth name, or initials with the surname. */
export function alsoKnownAs(rng: Rng, name: string): string {
  const [first, ...rest] = name.split(' ');
  const last = rest.join(' ');
  return rng.chance(0.5) ? `${first} ${rng.pick(MIDDLE_NAMES)} ${last}` : `${first![0]}. ${rng.pick(MIDDLE_NAMES)[0]}. ${last}`;
}

export const BIRTH_PLACES = [
  'London, England, UK',
  'Lagos, Nigeria',
  'Stockholm, Sweden',
  'Lyon, France',
  'Osaka, Japan',
  'Seville, Spain',
  'Prague, Czech Republic',
  'Toronto, Canada',
  'Mumbai, India',
  'Melbourne, Australia',
  'Chicago, Illinois, USA',
  'Accra, Ghana',
  'Naples, Italy',
  'Porto, Portugal',
  'Seoul, South Korea',
  'Dublin, Ireland',
  'Kraków, Poland',
];

const CRAFT: Record<string, string> = {
  Acting: 'actor',
  Directing: 'director',
  Writing: 'screenwriter',
  Production: 'producer',
  Art: 'production designer',
  Editing: 'film editor',
  Sound: 'sound designer',
  Camera: 'cinematographer',
};
const ORIGINS: Record<string, string[]> = {
  actor: [
    'trained at a drama school in London and spent years in repertory theatre before a breakout screen role',
    'started acting in student films and was cast in a lead role straight out of university',
    'grew up performing in a family theatre company and made a first screen appearance as a teenager',
  ],
  director: [
    'started out making short films and music videos',
    'worked as an assistant director for a decade before directing a first feature',
    'came to directing from documentary, and still shoots on location whenever possible',
  ],
  screenwriter: [
    'wrote for radio and the stage before turning to the screen',
    'was a journalist before a first screenplay won a festival competition',
  ],
  producer: [
    'founded an independent production company after years in development',
    'began as a location manager and now produces both features and series',
  ],
  'production designer': ['trained as an architect before designing sets for theatre and film'],
  'film editor': ['learned to cut on music videos and commercials before moving to features'],
  'sound designer': ['started recording field sound for nature documentaries'],
  cinematographer: ['began as a camera assistant and is known for working with natural light'],
};

/** A short biography about the person: their craft, where they come from, what they are known for. */
export function biography(
  rng: Rng,
  person: { name: string; designation: string; birthPlace: string; birthYear?: number },
  knownFor: string[],
): string {
  const crafts = person.designation.split(',').map((d) => CRAFT[d.trim()] ?? 'filmmaker');
  const craft = crafts.length > 1 ? `${crafts[0]} and ${crafts[1]}` : crafts[0]!;
  const city = person.birthPlace.split(',')[0];
  const first = person.name.split(' ')[0];
  const article = /^[aeiou]/i.test(craft) ? 'an' : 'a';
  const born = person.birthYear ? `, born in ${city} in ${person.birthYear}` : ` from ${city}`;
  const origin = rng.pick(ORIGINS[crafts[0]!] ?? ORIGINS.director!);
  const works = knownFor.slice(0, 2).map((w) => `“${w}”`);
  const known = works.length === 2 ? `${works[0]} and ${works[1]}` : works[0];
  return [`${person.name} is ${article} ${craft}${born}.`, `${first} ${origin}.`, known ? `${first} is best known for ${known}.` : '']
    .filter(Boolean)
    .join(' ');
}

export const CREW_JOBS = [
  'Director',
  'Writer',
  'Producer',
  'Editor',
  'Director of Photography',
  'Composer',
  'Production Designer',
  'Sound Designer',
] as const;
export const DESIGNATIONS = [
  'Acting',
  'Acting',
  'Acting',
  'Directing',
  'Writing',
  'Production',
  'Art',
  'Editing',
  'Sound',
  'Camera',
  'Acting, Directing',
  'Writing, Directing',
  'Acting, Production',
] as const;
