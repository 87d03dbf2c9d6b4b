import type { Genre, TvShowTag } from '@/domains/catalogue/vocabulary';

// The demo catalogue's films, written as a whole: each synopsis names only characters its cast plays, its genres,
// rating and language fit the story, and the people are the ones in people.ts. Dates are days from the day the
// catalogue is seeded (negative: out already; positive: coming soon, with no score yet).

export type DemoTitle = {
  name: string;
  /** The first is the main one (artwork, rating). */
  genres: Genre[];
  tags?: TvShowTag[];
  language: string;
  rating: string;
  /** Minutes (an episode's, for a show). */
  runtime: number;
  score: number | null;
  release: number;
  restricted?: true;
  synopsis: string;
  cast: [person: string, character: string][];
  crew: [person: string, job: string][];
};

export const FILMS: DemoTitle[] = [
  {
    name: 'The Long Haul',
    genres: ['drama', 'adventure'],
    language: 'English',
    rating: 'PG-13',
    runtime: 121,
    score: 8.1,
    release: -640,
    synopsis:
      'A widowed trucker takes one last contract: forty hours to carry insulin to a mountain town cut off by floods. Mara Quinn brings her daughter June along and picks up a hitchhiker, Elias Berg, who knows the back roads too well. When Dell Hart, the fixer who wants the cargo for himself, starts following them, the drive becomes a chase through the passes.',
    cast: [
      ['Nadia Okafor', 'Mara Quinn'],
      ['Grace Adeyemi', 'June Quinn'],
      ['Tomas Lindqvist', 'Elias Berg'],
      ['Callum Reyes', 'Dell Hart'],
    ],
    crew: [
      ['Ines Albarrán', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Leo Marchetti', 'Composer'],
      ['Pablo Herrera', 'Director of Photography'],
      ['Beatrice Lowe', 'Producer'],
    ],
  },
  {
    name: 'Paper Lanterns',
    genres: ['animation', 'family', 'fantacy', 'recommended'],
    language: 'Japanese',
    rating: 'G',
    runtime: 96,
    score: 8.4,
    release: -980,
    synopsis:
      'On the night of the lantern festival, eleven-year-old Kiko follows a lantern that drifts against the wind into a town of paper spirits. To get home before dawn she must find her lost friend Suzu and return a stolen lantern to Grandmother Ume, who has waited seventy years for it.',
    cast: [
      ['Hana Sato', 'Kiko'],
      ['Aiko Mori', 'Suzu'],
      ['Yuki Tanabe', 'Grandmother Ume'],
    ],
    crew: [
      ['Kenji Watanabe', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Ironclad',
    genres: ['action', 'thriller'],
    language: 'English',
    rating: 'R',
    runtime: 112,
    score: 7.2,
    release: -420,
    synopsis:
      'A retired bodyguard, Viktor Rusu, is pulled back for one night to protect a whistle-blower, Lena Okoro, across a port city in lockdown. Cormac Slane, the arms dealer she is about to expose, has bought the police; Agent Tobi Ade has twelve hours to decide whom to believe.',
    cast: [
      ['Dmitri Volkov', 'Viktor Rusu'],
      ['Zara Haddad', 'Lena Okoro'],
      ['Patrick Doyle', 'Cormac Slane'],
      ['Kofi Mensah', 'Agent Tobi Ade'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Victor Chen', 'Editor'],
      ['Kwame Asante', 'Composer'],
    ],
  },
  {
    name: 'The Lighthouse Keepers',
    genres: ['drama', 'mystery'],
    language: 'English',
    rating: 'PG-13',
    runtime: 108,
    score: 7.9,
    release: -1500,
    synopsis:
      'On a rock off the Scottish coast in 1936, keeper Agnes Reid and her grandson Rory find a lifeboat with no crew and a logbook that ends mid-sentence. As a winter storm cuts them off, the relief keeper, Hamish Dunn, arrives a week early and asks too many questions about the boat.',
    cast: [
      ['Eleanor Finch', 'Agnes Reid'],
      ['Theo Whitaker', 'Rory Reid'],
      ['Marcus Bell', 'Hamish Dunn'],
    ],
    crew: [
      ['Hélène Carpentier', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Starfall',
    genres: ['sci-fi', 'space', 'adventure'],
    language: 'English',
    rating: 'PG-13',
    runtime: 134,
    score: 8.3,
    release: -300,
    synopsis:
      "When a comet breaks apart over the outer colonies, the survey ship Halcyon is the only crew close enough to see where the pieces will fall. Commander Ade Bankole and astronomer Iris Chow have nine days to push the largest fragment away from an inhabited moon, with a crew split over whether the colony's governor, Hedda Kline, can be trusted.",
    cast: [
      ['Kofi Mensah', 'Commander Ade Bankole'],
      ['Mei Lin', 'Dr. Iris Chow'],
      ['Arjun Mehta', 'Raj Sethi'],
      ['Clara Voss', 'Governor Hedda Kline'],
      ['Samuel Kerr', 'Flight Controller Ames'],
    ],
    crew: [
      ['Samuel Kerr', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Kwame Asante', 'Composer'],
      ['Finn Calloway', 'Director of Photography'],
      ['Rahim Karimi', 'Producer'],
      ['Ilse Vermeulen', 'Production Designer'],
    ],
  },
  {
    name: 'A Recipe for Rain',
    genres: ['comedy', 'drama'],
    language: 'Spanish',
    rating: 'PG',
    runtime: 101,
    score: 7.6,
    release: -720,
    synopsis:
      "In a village that has not seen rain for two summers, Pilar Vidal's restaurant is about to close. Her daughter Lucía comes home from Madrid to sell it, a French food critic, Étienne Roux, arrives by mistake, and the parish priest, Father Tomás, is sure the rain will come if they cook the right dish.",
    cast: [
      ['Rosa Jiménez', 'Pilar Vidal'],
      ['Ana Ruiz', 'Lucía Vidal'],
      ['Bastien Laurent', 'Étienne Roux'],
      ['Javier Ortega', 'Father Tomás'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
      ['Leo Marchetti', 'Composer'],
    ],
  },
  {
    name: 'The Hollow Season',
    genres: ['horror'],
    language: 'English',
    rating: '18+',
    runtime: 99,
    score: 7.0,
    release: -200,
    restricted: true,
    synopsis:
      "Every autumn the orchard behind Margaret Vance's farmhouse grows one tree more than the year before. This year her son Daniel comes home to sell the land, and the new tree stands where his brother was buried.",
    cast: [
      ['Imogen Clarke', 'Margaret Vance'],
      ['Theo Whitaker', 'Daniel Vance'],
    ],
    crew: [
      ['Celia Hart', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Kingdom of Glass',
    genres: ['fantacy', 'adventure'],
    tags: ['kings'],
    language: 'English',
    rating: 'PG-13',
    runtime: 128,
    score: 7.8,
    release: -1100,
    synopsis:
      'In a northern kingdom whose castle is made of enchanted glass, Princess Elin learns that every crack in its walls marks a lie her father, King Aldric, has told. With Brann the smith she goes looking for Sigrun, the witch who built it, before the whole castle shatters.',
    cast: [
      ['Freya Nilsen', 'Princess Elin'],
      ['Henrik Dahl', 'King Aldric'],
      ['Oskar Hansen', 'Brann'],
      ['Ingrid Sol', 'Sigrun'],
    ],
    crew: [
      ['Hélène Carpentier', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Sigrid Aune', 'Composer'],
      ['Ilse Vermeulen', 'Production Designer'],
    ],
  },
  {
    name: 'Night Market',
    genres: ['thriller', 'mystery'],
    language: 'Korean',
    rating: 'R',
    runtime: 115,
    score: 8.0,
    release: -540,
    synopsis:
      "A food-stall owner is found dead between the tents of a Busan night market, and Detective Seo Jin-ho has until sunrise, when the market packs up and every witness disappears. His only help is Han Yuna, the dead man's niece, and a visiting journalist, Grace Wen, who was there for a story about counterfeit money.",
    cast: [
      ['Min-jun Kang', 'Detective Seo Jin-ho'],
      ['Ji-woo Park', 'Han Yuna'],
      ['Mei Lin', 'Grace Wen'],
    ],
    crew: [
      ['Sun-hee Cho', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
      ['Nora Lindgren', 'Editor'],
    ],
  },
  {
    name: 'Brothers of the Fjord',
    genres: ['drama', 'history'],
    tags: ['brother', 'brother-relationship'],
    language: 'Norwegian',
    rating: 'PG-13',
    runtime: 124,
    score: 7.7,
    release: -1800,
    synopsis:
      "In 1905, the year Norway becomes its own country, two brothers inherit their father's fishing boat and his debts. Halvard Strand wants to sell to the canning company, Eirik wants to fight it, and Sigrid Moe, who is engaged to one of them, keeps the books for both.",
    cast: [
      ['Oskar Hansen', 'Halvard Strand'],
      ['Tomas Lindqvist', 'Eirik Strand'],
      ['Freya Nilsen', 'Sigrid Moe'],
    ],
    crew: [
      ['Anders Holm', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Sigrid Aune', 'Composer'],
      ['Pablo Herrera', 'Director of Photography'],
    ],
  },
  {
    name: 'The Last Good Summer',
    genres: ['drama', 'family'],
    language: 'English',
    rating: 'PG',
    runtime: 104,
    score: 7.4,
    release: -860,
    synopsis:
      "Sent to his grandmother's house on the Georgia coast for the summer, ten-year-old Sam Boone expects to be bored. Hattie Boone has other plans: a boat to finish, a secret about his father, Wendell, and an Uncle Ray who turns up whenever there is trouble.",
    cast: [
      ['Owen Tate', 'Sam Boone'],
      ['Ruth Abernathy', 'Hattie Boone'],
      ['Elijah Brooks', 'Wendell Boone'],
      ['Malik Harris', 'Uncle Ray'],
    ],
    crew: [
      ['Ruth Okonkwo', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Orbital Decay',
    genres: ['sci-fi', 'thriller', 'space'],
    language: 'English',
    rating: 'PG-13',
    runtime: 103,
    score: 7.3,
    release: -160,
    synopsis:
      "A repair crew of three is sent to a space station that should have been empty for a year. Captain Anna Brandt finds the lights on, the air fresh and a meal half eaten; engineer Noor Salim finds the station's orbit dropping faster than physics allows; and Vikram Das stops answering his radio.",
    cast: [
      ['Clara Voss', 'Captain Anna Brandt'],
      ['Zara Haddad', 'Noor Salim'],
      ['Arjun Mehta', 'Vikram Das'],
    ],
    crew: [
      ['Lena Fischer', 'Director'],
      ['Lena Fischer', 'Writer'],
      ['Kwame Asante', 'Composer'],
    ],
  },
  {
    name: 'The Marigold Club',
    genres: ['comedy'],
    language: 'English',
    rating: 'PG-13',
    runtime: 97,
    score: 7.1,
    release: -380,
    synopsis:
      "Declan Moore inherits his aunt's bowling club, its twelve elderly members and a bank loan due in a month. To win the regional championship's prize money he recruits Valeria Campos, a former professional with a temper, and Leon Price, who has never bowled; club captain Dottie Kerr is not impressed.",
    cast: [
      ['Sean Gallagher', 'Declan Moore'],
      ['Sofia Marquez', 'Valeria Campos'],
      ['Malik Harris', 'Leon Price'],
      ['Ruth Abernathy', 'Dottie Kerr'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
    ],
  },
  {
    name: 'Wolf Moon Rising',
    genres: ['horror', 'thriller'],
    language: 'English',
    rating: 'R',
    runtime: 95,
    score: 6.8,
    release: -930,
    synopsis:
      'In a sheep-farming valley where animals vanish on full-moon nights, the vet, Helen Marsh, finds tracks that belong to no animal she knows. Farmer Seamus Fennell says it is wolves; his son Jack has stopped sleeping at home.',
    cast: [
      ['Imogen Clarke', 'Dr. Helen Marsh'],
      ['Patrick Doyle', 'Seamus Fennell'],
      ['Theo Whitaker', 'Jack Fennell'],
    ],
    crew: [
      ['Celia Hart', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
    ],
  },
  {
    name: "The Cartographer's Daughter",
    genres: ['adventure', 'history'],
    language: 'English',
    rating: 'PG',
    runtime: 118,
    score: 7.9,
    release: -1250,
    synopsis:
      'Seville, 1580: when her father dies before finishing the map of a new trade route, Isabel Cordero disguises herself as his apprentice to sail with Captain Duarte Reis and complete it. Lord Ashby, the English envoy who paid for the map, wants it first; the navigator Kwesi wants the truth about where the route leads.',
    cast: [
      ['Ana Ruiz', 'Isabel Cordero'],
      ['Rafael Costa', 'Captain Duarte Reis'],
      ['Marcus Bell', 'Lord Ashby'],
      ['Daniel Achebe', 'Kwesi'],
    ],
    crew: [
      ['Tariq Aziz', 'Director'],
      ['Maya Castellanos', 'Writer'],
      ['Leo Marchetti', 'Composer'],
      ['Pablo Herrera', 'Director of Photography'],
    ],
  },
  {
    name: 'Songs for Nobody',
    genres: ['drama', 'recommended'],
    language: 'English',
    rating: 'PG-13',
    runtime: 110,
    score: 8.5,
    release: -450,
    synopsis:
      'A violinist who has lost her nerve plays under a bridge in Montreal, where nobody listens. Anjali Rao’s audience of one, a busker called Cody Hale, wants her in his band; her old teacher, Lucien Fabre, wants her back on stage before the competition she walked out of.',
    cast: [
      ['Priya Raman', 'Anjali Rao'],
      ['Elijah Brooks', 'Cody Hale'],
      ['Bastien Laurent', 'Lucien Fabre'],
    ],
    crew: [
      ['Ruth Okonkwo', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Amelia Stone', 'Composer'],
      ['Beatrice Lowe', 'Producer'],
    ],
  },
  {
    name: "The Clockmaker's Apprentice",
    genres: ['family', 'fantacy', 'adventure'],
    language: 'English',
    rating: 'PG',
    runtime: 99,
    score: 7.7,
    release: -1600,
    synopsis:
      "Apprenticed to the strangest clockmaker in the city, Pip Arkwright finds that Master Tobias Grell's clocks do not tell the time: they keep it. When one goes missing and the city's hours start to slip, Pip and the chimney sweep Nell Sparrow have until midnight to wind it back.",
    cast: [
      ['Owen Tate', 'Pip Arkwright'],
      ['Felix Novak', 'Master Tobias Grell'],
      ['Grace Adeyemi', 'Nell Sparrow'],
    ],
    crew: [
      ['Kenji Watanabe', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Leo Marchetti', 'Composer'],
    ],
  },
  {
    name: 'Dust and Thunder',
    genres: ['action', 'adventure'],
    language: 'English',
    rating: 'PG-13',
    runtime: 119,
    score: 7.0,
    release: -1400,
    synopsis:
      "A stunt rider turned rodeo clown, Wyatt Cole, is hired to teach a horse to jump a moving train for a film. When the film's backer, Anton Kessler, turns out to be using the shoot to cover a robbery, Wyatt and the trick rider Rosa Vega ride out to stop the train they were meant to jump.",
    cast: [
      ['Callum Reyes', 'Wyatt Cole'],
      ['Sofia Marquez', 'Rosa Vega'],
      ['Dmitri Volkov', 'Anton Kessler'],
      ['Javier Ortega', 'Don Emilio Vega'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Victor Chen', 'Editor'],
      ['Kwame Asante', 'Composer'],
    ],
  },
  {
    name: 'Quiet Hours',
    genres: ['thriller', 'drama'],
    language: 'French',
    rating: '18+',
    runtime: 106,
    score: 7.5,
    release: -260,
    restricted: true,
    synopsis:
      "A night nurse on a private ward, Camille Fournier, begins to suspect that her patients die only on the nights she is off. The ward's owner, Odile Sarraute, offers her a promotion; Julien Mercier, a patient's son, offers her evidence, and asks her to steal a file in return.",
    cast: [
      ['Léa Moreau', 'Camille Fournier'],
      ['Isabel Duarte', 'Odile Sarraute'],
      ['Bastien Laurent', 'Julien Mercier'],
    ],
    crew: [
      ['Lena Fischer', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
      ['Nora Lindgren', 'Editor'],
    ],
  },
  {
    name: 'Comet Kids',
    genres: ['animation', 'family', 'space', 'comedy'],
    language: 'English',
    rating: 'G',
    runtime: 88,
    score: 7.2,
    release: -600,
    synopsis:
      "Three kids from a moon-base school borrow the janitor's rocket for the science fair and end up chasing a comet across the solar system. Zip does the flying, Lulu does the maths, the robot Gizmo does the worrying, and the famous explorer Captain Burt Nebula turns out to be far less famous up close.",
    cast: [
      ['Hana Sato', 'Zip'],
      ['Amara Diallo', 'Lulu'],
      ['Felix Novak', 'Gizmo'],
      ['Sean Gallagher', 'Captain Burt Nebula'],
    ],
    crew: [
      ['Kenji Watanabe', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Leo Marchetti', 'Composer'],
      ['Rahim Karimi', 'Producer'],
    ],
  },
  {
    name: 'The Salt Archive',
    genres: ['mystery', 'history'],
    language: 'English',
    rating: 'PG-13',
    runtime: 113,
    score: 7.6,
    release: -1050,
    synopsis:
      'An archivist restoring letters from a 19th-century shipwreck finds one addressed to her own great-grandmother. Miriam Hale and the diver who raised them, Samuel Osei, follow the letters to a Venetian palazzo, where Contessa Vittoria Lanza insists the ship never sank.',
    cast: [
      ['Eleanor Finch', 'Dr. Miriam Hale'],
      ['Kofi Mensah', 'Samuel Osei'],
      ['Lucia Ferrante', 'Contessa Vittoria Lanza'],
    ],
    crew: [
      ['Tariq Aziz', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Finn Calloway', 'Director of Photography'],
    ],
  },
  {
    name: 'Midnight at the Paradiso',
    genres: ['comedy', 'drama'],
    language: 'Italian',
    rating: 'PG-13',
    runtime: 100,
    score: 7.8,
    release: -820,
    synopsis:
      'On the last night of a seaside cinema in Rimini, projectionist Giulia Neri has one reel left to show and one reel missing. Her ex-husband, Nico Salvi, who owes half the town money, swears he did not take it; Nonna Fiorella, who has not missed a screening in sixty years, knows who did.',
    cast: [
      ['Lucia Ferrante', 'Giulia Neri'],
      ['Rafael Costa', 'Nico Salvi'],
      ['Rosa Jiménez', 'Nonna Fiorella'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
      ['Leo Marchetti', 'Composer'],
      ['Ilse Vermeulen', 'Production Designer'],
    ],
  },
  {
    name: 'Red Tide Motel',
    genres: ['thriller', 'horror'],
    language: 'English',
    rating: '18+',
    runtime: 97,
    score: 6.9,
    release: -350,
    restricted: true,
    synopsis:
      'Stranded by a hurricane at a roadside motel on the Gulf coast, Curtis Wade and Marisol Ortiz are the only guests, until the owner, Lyle Hobbs, starts checking in people nobody saw arrive.',
    cast: [
      ['Malik Harris', 'Curtis Wade'],
      ['Sofia Marquez', 'Marisol Ortiz'],
      ['Patrick Doyle', 'Lyle Hobbs'],
    ],
    crew: [
      ['Celia Hart', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
    ],
  },
  {
    name: 'The Orchard Thief',
    genres: ['family', 'comedy'],
    language: 'English',
    rating: 'PG',
    runtime: 92,
    score: 7.0,
    release: -500,
    synopsis:
      'Someone is stealing apples from every orchard in the village the week before the harvest fair, and twelve-year-old Toby Penrose means to catch them. His chief suspect is his neighbour, Mrs. Agatha Pike; Constable Fergus Hay suspects Toby.',
    cast: [
      ['Owen Tate', 'Toby Penrose'],
      ['Ruth Abernathy', 'Mrs. Agatha Pike'],
      ['Sean Gallagher', 'Constable Fergus Hay'],
    ],
    crew: [
      ['Hélène Carpentier', 'Director'],
      ['Owen Pritchard', 'Writer'],
    ],
  },
  {
    name: 'Beneath the Ice',
    genres: ['sci-fi', 'thriller', 'mystery'],
    language: 'English',
    rating: 'PG-13',
    runtime: 117,
    score: 7.5,
    release: -700,
    synopsis:
      'At a drilling station in Antarctica, a core sample brings up something warm from a lake sealed for a million years. Glaciologist Katla Einarsdóttir wants to stop drilling, biologist Femi Ayodele wants to know what it is, and the station chief, Greta Sommer, wants to know why the company already has a buyer.',
    cast: [
      ['Ingrid Sol', 'Dr. Katla Einarsdóttir'],
      ['Daniel Achebe', 'Dr. Femi Ayodele'],
      ['Clara Voss', 'Greta Sommer'],
    ],
    crew: [
      ['Samuel Kerr', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Sigrid Aune', 'Composer'],
      ['Rahim Karimi', 'Producer'],
    ],
  },
  {
    name: 'Shadow of the Crown',
    genres: ['history', 'drama'],
    tags: ['kings'],
    language: 'English',
    rating: 'PG-13',
    runtime: 139,
    score: 8.2,
    release: -1300,
    synopsis:
      "When the old king dies without naming an heir, Queen Eleanor has forty days to hold the throne for her son, Prince Edmund, against the council's strongest lord, Godric Thorne. Her one ally is Lady Beatriz de Castro, a foreign envoy with reasons of her own.",
    cast: [
      ['Imogen Clarke', 'Queen Eleanor'],
      ['Theo Whitaker', 'Prince Edmund'],
      ['Marcus Bell', 'Lord Godric Thorne'],
      ['Isabel Duarte', 'Lady Beatriz de Castro'],
    ],
    crew: [
      ['Tariq Aziz', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Leo Marchetti', 'Composer'],
      ['Finn Calloway', 'Director of Photography'],
      ['Beatrice Lowe', 'Producer'],
      ['Ilse Vermeulen', 'Production Designer'],
    ],
  },
  {
    name: 'Neon Ghosts',
    genres: ['sci-fi', 'action', 'thriller'],
    language: 'English',
    rating: 'R',
    runtime: 108,
    score: 7.4,
    release: -230,
    synopsis:
      'In the Tokyo of 2071, where the dead can leave copies of themselves in the city’s network, data detective Rei Aoki is hired to find a ghost that has gone missing. Her client, Sasha Orlov, says it is his late wife; the hacker Mira Qadir says it is something that was never alive.',
    cast: [
      ['Yuki Tanabe', 'Rei Aoki'],
      ['Dmitri Volkov', 'Sasha Orlov'],
      ['Zara Haddad', 'Mira Qadir'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Kwame Asante', 'Composer'],
      ['Victor Chen', 'Editor'],
    ],
  },
  {
    name: 'Sable Point',
    genres: ['horror'],
    language: 'English',
    rating: '18+',
    runtime: 94,
    score: 6.7,
    release: -480,
    restricted: true,
    synopsis:
      'The night shift at Sable Point, a research hospital on an island closed for the winter, is three people: nurse Eun-ji Moon, porter Trevor Banks and Dr. Ilse Krüger, who will not say what is in the basement ward. On the first night of the storm, the ward’s call bell starts to ring.',
    cast: [
      ['Ji-woo Park', 'Eun-ji Moon'],
      ['Malik Harris', 'Trevor Banks'],
      ['Clara Voss', 'Dr. Ilse Krüger'],
    ],
    crew: [
      ['Sun-hee Cho', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'A Thousand Small Lights',
    genres: ['drama', 'recommended'],
    language: 'Korean',
    rating: 'PG',
    runtime: 112,
    score: 8.6,
    release: -900,
    synopsis:
      "A night-shift convenience-store clerk in Seoul, Kim Soo-ah, starts leaving notes for the regular who buys one light bulb every night. Lee Dong-hyun is lighting his late father's workshop one bulb at a time, and their notes become the only conversation either of them has.",
    cast: [
      ['Ji-woo Park', 'Kim Soo-ah'],
      ['Min-jun Kang', 'Lee Dong-hyun'],
    ],
    crew: [
      ['Sun-hee Cho', 'Director'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Undertow',
    genres: ['thriller', 'mystery'],
    language: 'English',
    rating: 'R',
    runtime: 109,
    score: 7.3,
    release: -130,
    synopsis:
      'A lifeguard on the Algarve coast, Tiago Moura, pulls a woman from the sea who should not have survived, and who says she was never in it. Claire Dubois has no passport and no memory of the week before; Inspector Ramón Ibarra has a missing yacht and a crew of four.',
    cast: [
      ['Rafael Costa', 'Tiago Moura'],
      ['Léa Moreau', 'Claire Dubois'],
      ['Javier Ortega', 'Inspector Ramón Ibarra'],
    ],
    crew: [
      ['Lena Fischer', 'Director'],
      ['Nora Lindgren', 'Editor'],
    ],
  },
  {
    name: 'The Great Ferret Race',
    genres: ['family', 'comedy'],
    language: 'English',
    rating: 'G',
    runtime: 84,
    score: 6.9,
    release: -300,
    synopsis:
      "Every spring the town of Little Dunmore races ferrets down the high street, and every spring Barney Doolan's ferret comes last. This year the inventor Professor Wendel Pickett has built a course with loops, and Mayor Carmen Ríos has put the town hall up as the prize.",
    cast: [
      ['Sean Gallagher', 'Barney Doolan'],
      ['Felix Novak', 'Professor Wendel Pickett'],
      ['Sofia Marquez', 'Mayor Carmen Ríos'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
    ],
  },
  {
    name: 'Ember',
    genres: ['fantacy', 'action', 'adventure'],
    language: 'English',
    rating: 'PG-13',
    runtime: 126,
    score: null,
    release: 45,
    synopsis:
      'The last fire-dancer of a burned city, Ember, is hired by the rebel Kaden to carry one flame across a kingdom where fire is forbidden. King Morvran has ordered every flame put out; the one she carries could light them all again.',
    cast: [
      ['Amara Diallo', 'Ember'],
      ['Daniel Achebe', 'Kaden'],
      ['Henrik Dahl', 'King Morvran'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Kwame Asante', 'Composer'],
    ],
  },
  {
    name: 'The Quiet Planet',
    genres: ['sci-fi', 'space', 'drama'],
    language: 'English',
    rating: 'PG',
    runtime: 121,
    score: null,
    release: 120,
    synopsis:
      'The first crew to land on a planet that answers radio with silence finds cities and no sound at all. Linguist Lian Zhou believes the silence is a language, Dr. Sunil Varma believes it is a warning, and the pilot, Cyrus Obi, just wants to get home.',
    cast: [
      ['Mei Lin', 'Lian Zhou'],
      ['Arjun Mehta', 'Dr. Sunil Varma'],
      ['Kofi Mensah', 'Cyrus Obi'],
    ],
    crew: [
      ['Samuel Kerr', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Amelia Stone', 'Composer'],
      ['Rahim Karimi', 'Producer'],
    ],
  },
  {
    name: 'The Winter Orchestra',
    genres: ['drama', 'comedy'],
    language: 'English',
    rating: 'PG',
    runtime: 107,
    score: null,
    release: 200,
    synopsis:
      'A small-town orchestra with eleven players and a bankrupt hall has one concert to save it. Its new conductor, Meera Kapoor, has never led an orchestra; its oldest member, Alistair Crane, has never missed a note; and the trumpeter, Jasper Flynn, has never arrived on time.',
    cast: [
      ['Priya Raman', 'Meera Kapoor'],
      ['Marcus Bell', 'Alistair Crane'],
      ['Elijah Brooks', 'Jasper Flynn'],
    ],
    crew: [
      ['Ruth Okonkwo', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Amelia Stone', 'Composer'],
    ],
  },
  {
    name: 'Tidewater',
    genres: ['drama'],
    language: 'English',
    rating: 'R',
    runtime: 118,
    score: 7.9,
    release: -1700,
    synopsis:
      "After a hurricane takes the family's oyster beds, Earl Dupree wants to sell the land to a casino. His wife, Celeste, wants to rebuild; their son Benny, just back from the army, wants to know why his father signed the papers before the storm.",
    cast: [
      ['Callum Reyes', 'Earl Dupree'],
      ['Nadia Okafor', 'Celeste Dupree'],
      ['Malik Harris', 'Benny Dupree'],
    ],
    crew: [
      ['Ines Albarrán', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Pablo Herrera', 'Director of Photography'],
      ['Beatrice Lowe', 'Producer'],
    ],
  },
  {
    name: 'The Fox and the Firebird',
    genres: ['animation', 'fantacy', 'family'],
    language: 'English',
    rating: 'PG',
    runtime: 91,
    score: 8.0,
    release: -1200,
    synopsis:
      'A fox who steals for a living, Rusk, is hired to steal one feather from the Firebird and ends up stealing the bird. Zhar cannot fly until her feather grows back, so the fox must carry her home across the winter forest, pursued by the hunters of Old Mother Birch.',
    cast: [
      ['Sean Gallagher', 'Rusk'],
      ['Aiko Mori', 'Zhar'],
      ['Ruth Abernathy', 'Old Mother Birch'],
    ],
    crew: [
      ['Kenji Watanabe', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Sigrid Aune', 'Composer'],
    ],
  },
  {
    name: 'Line of Fire',
    genres: ['action', 'thriller'],
    language: 'English',
    rating: 'R',
    runtime: 111,
    score: 6.9,
    release: -780,
    synopsis:
      'A wildfire jumps the ridge above a mountain town during a prison transfer, and the only road out runs through the fire. Sergeant Joe Nwosu has a bus of prisoners, the firefighter Samira Khoury has a map, and the prisoner Frank Keeley says he knows another way down.',
    cast: [
      ['Daniel Achebe', 'Sergeant Joe Nwosu'],
      ['Zara Haddad', 'Samira Khoury'],
      ['Patrick Doyle', 'Frank Keeley'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Victor Chen', 'Editor'],
      ['Kwame Asante', 'Composer'],
    ],
  },
  {
    name: 'Letters from Lisbon',
    genres: ['drama', 'history'],
    language: 'Portuguese',
    rating: 'PG-13',
    runtime: 115,
    score: 8.0,
    release: -1350,
    synopsis:
      'Lisbon, 1941: the city is the last open door out of Europe, and a bookseller, Amália Sequeira, forges the letters that get refugees onto ships. When a Frenchwoman, Marthe Lenoir, asks for papers for a man the police are hunting, Amália must decide whether to trust her, or her own husband, Henrique, who works for the censors.',
    cast: [
      ['Isabel Duarte', 'Amália Sequeira'],
      ['Léa Moreau', 'Marthe Lenoir'],
      ['Rafael Costa', 'Henrique Sequeira'],
    ],
    crew: [
      ['Ines Albarrán', 'Director'],
      ['Maya Castellanos', 'Writer'],
      ['Pablo Herrera', 'Director of Photography'],
      ['Beatrice Lowe', 'Producer'],
    ],
  },
  {
    name: 'Open Mic',
    genres: ['comedy', 'drama'],
    language: 'English',
    rating: 'PG-13',
    runtime: 95,
    score: 7.2,
    release: -90,
    synopsis:
      'A dental hygienist who has never told a joke in public signs up for thirty open-mic nights in thirty days to win a bet. Paloma Suárez has a notebook of bad jokes, a heckler called Dev Thompson who turns up every night, and a club owner, Gaspard, who thinks she might be good.',
    cast: [
      ['Sofia Marquez', 'Paloma Suárez'],
      ['Malik Harris', 'Dev Thompson'],
      ['Bastien Laurent', 'Gaspard'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
    ],
  },
  {
    name: 'The Unmapped',
    genres: ['adventure', 'mystery'],
    language: 'English',
    rating: 'PG-13',
    runtime: 120,
    score: null,
    release: 75,
    synopsis:
      'A satellite survey finds an island in the North Atlantic that no map has ever shown. The student Ned Carver talks his way onto the expedition of Professor Alonso Vidaurre; the boat’s skipper, Solveig Aas, says she has been there before, as a child, and that it was somewhere else.',
    cast: [
      ['Theo Whitaker', 'Ned Carver'],
      ['Javier Ortega', 'Professor Alonso Vidaurre'],
      ['Ingrid Sol', 'Solveig Aas'],
    ],
    crew: [
      ['Tariq Aziz', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Sigrid Aune', 'Composer'],
    ],
  },
];
