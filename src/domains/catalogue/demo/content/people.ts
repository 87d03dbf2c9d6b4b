// The people of the demo catalogue, written as a whole with its titles (content/films.ts, shows.ts, videos.ts): each one's
// craft, origins and what drives their work. Their credits, and the sentence of their biography that names them,
// come from the titles (seed.ts), so a biography never claims a film the person is not in.

export type Craft = 'actor' | 'director' | 'screenwriter' | 'composer' | 'cinematographer' | 'editor' | 'producer' | 'designer';

export type DemoPerson = {
  name: string;
  craft: Craft;
  /** A second craft some are credited for too (an actor who directs). */
  also?: Craft;
  born?: string;
  place: string;
  aka?: string;
  /** Who they are, written in the third person; it starts "<name> is a". */
  about: string;
};

export const PEOPLE: DemoPerson[] = [
  // Actors
  {
    name: 'Nadia Okafor',
    craft: 'actor',
    born: '1984-03-11',
    place: 'Lagos, Nigeria',
    about:
      'Nadia Okafor is a Nigerian-British actor who trained at the Bristol Old Vic and spent a decade on stage before her first lead on screen. She is drawn to stubborn, practical women who keep going when the plan has failed.',
  },
  {
    name: 'Tomas Lindqvist',
    craft: 'actor',
    born: '1979-07-02',
    place: 'Gothenburg, Sweden',
    aka: 'Tom Lindqvist',
    about:
      'Tomas Lindqvist is a Swedish actor known for quiet, watchful performances. A former merchant sailor, he came to acting in his late twenties through a fringe theatre in Gothenburg.',
  },
  {
    name: 'Grace Adeyemi',
    craft: 'actor',
    born: '2004-10-19',
    place: 'London, England, UK',
    about:
      'Grace Adeyemi is a British actor who was cast from an open call at sixteen. She has since moved between family adventures and darker coming-of-age drama.',
  },
  {
    name: 'Callum Reyes',
    craft: 'actor',
    born: '1975-01-27',
    place: 'El Paso, Texas, USA',
    about:
      'Callum Reyes is an American actor with a long line of men who are charming right up until they are not. He started in regional theatre in Texas and still returns to the stage every other year.',
  },
  {
    name: 'Yuki Tanabe',
    craft: 'actor',
    born: '1990-05-08',
    place: 'Sapporo, Japan',
    about:
      'Yuki Tanabe is a Japanese actor who began in television comedy and crossed over to science fiction and drama. She is fluent in English and Japanese and works in both.',
  },
  {
    name: 'Marcus Bell',
    craft: 'actor',
    born: '1968-12-03',
    place: 'Glasgow, Scotland, UK',
    about:
      'Marcus Bell is a Scottish actor with forty years of screen work behind him, from police procedurals to costume epics. Younger directors cast him as the mentor with something to hide.',
  },
  {
    name: 'Léa Moreau',
    craft: 'actor',
    born: '1988-09-14',
    place: 'Lyon, France',
    about:
      'Léa Moreau is a French actor who came up through the Conservatoire de Paris. Her screen work ranges from period drama to the kind of thriller where nobody tells the truth.',
  },
  {
    name: 'Dmitri Volkov',
    craft: 'actor',
    born: '1982-02-21',
    place: 'Riga, Latvia',
    about:
      'Dmitri Volkov is a Latvian actor and former stunt performer who does his own fight work. Beyond the action films that made his name, he looks for roles with a conscience.',
  },
  {
    name: 'Priya Raman',
    craft: 'actor',
    born: '1993-06-30',
    place: 'Chennai, India',
    about: 'Priya Raman is an Indian-Canadian actor raised in Toronto. A trained violinist, she is often cast where music and story meet.',
  },
  {
    name: 'Sean Gallagher',
    craft: 'actor',
    born: '1986-11-09',
    place: 'Cork, Ireland',
    about:
      'Sean Gallagher is an Irish actor and comedian who writes much of his own material. He moved from stand-up to ensemble comedy and, lately, to family films.',
  },
  {
    name: 'Ana Ruiz',
    craft: 'actor',
    born: '1991-04-17',
    place: 'Seville, Spain',
    about:
      'Ana Ruiz is a Spanish actor who made her name in Andalusian theatre. She works in Spanish and English and favours stories told from the edges of history.',
  },
  {
    name: 'Ji-woo Park',
    craft: 'actor',
    born: '1995-08-25',
    place: 'Busan, South Korea',
    about:
      'Ji-woo Park is a South Korean actor who started in idol dramas and has since become a fixture of Korean genre television, at home in horror and mystery alike.',
  },
  {
    name: 'Oskar Hansen',
    craft: 'actor',
    born: '1973-03-05',
    place: 'Bergen, Norway',
    about:
      'Oskar Hansen is a Norwegian actor best known for sagas of the north. A trained horseman and sailor, he brings a physical ease to historical roles.',
  },
  {
    name: 'Freya Nilsen',
    craft: 'actor',
    born: '1996-12-12',
    place: 'Tromsø, Norway',
    about:
      'Freya Nilsen is a Norwegian actor who grew up above the Arctic Circle. She trained in Oslo and came to international attention in historical drama.',
  },
  {
    name: 'Elijah Brooks',
    craft: 'actor',
    born: '1999-02-14',
    place: 'Atlanta, Georgia, USA',
    about:
      'Elijah Brooks is an American actor and singer who started on the Atlanta stage. His screen roles tend to carry a song somewhere in them.',
  },
  {
    name: 'Hana Sato',
    craft: 'actor',
    born: '1987-07-21',
    place: 'Osaka, Japan',
    about: 'Hana Sato is a Japanese actor and voice performer whose voice work spans animation for children and anime for adults.',
  },
  {
    name: 'Rafael Costa',
    craft: 'actor',
    born: '1981-10-02',
    place: 'Porto, Portugal',
    about:
      'Rafael Costa is a Portuguese actor known for thrillers and the occasional villain in an adventure. He trained in Lisbon and London.',
  },
  {
    name: 'Imogen Clarke',
    craft: 'actor',
    born: '1978-05-29',
    place: 'Bath, England, UK',
    about:
      'Imogen Clarke is an English actor with a long career in costume drama and a second one, later, in horror, which she calls the last honest genre.',
  },
  {
    name: 'Kofi Mensah',
    craft: 'actor',
    born: '1989-01-08',
    place: 'Accra, Ghana',
    about:
      'Kofi Mensah is a Ghanaian actor who trained in London and works across science fiction and drama. He is known for characters who think before they act.',
  },
  {
    name: 'Mei Lin',
    craft: 'actor',
    born: '1994-09-03',
    place: 'Vancouver, Canada',
    about:
      'Mei Lin is a Canadian actor raised between Vancouver and Taipei. She began in web series and has built a career in mystery and science fiction.',
  },
  {
    name: 'Ruth Abernathy',
    craft: 'actor',
    born: '1958-04-12',
    place: 'Savannah, Georgia, USA',
    about:
      'Ruth Abernathy is an American actor whose career spans five decades of film and television. She plays grandmothers who are smarter than everyone in the room.',
  },
  {
    name: 'Bastien Laurent',
    craft: 'actor',
    born: '1977-08-19',
    place: 'Marseille, France',
    about:
      'Bastien Laurent is a French actor who spent his twenties as a street performer in Marseille. He moves easily between comedy and melancholy.',
  },
  {
    name: 'Zara Haddad',
    craft: 'actor',
    born: '1992-11-23',
    place: 'Beirut, Lebanon',
    about:
      'Zara Haddad is a Lebanese-British actor who works in thrillers and science fiction. She trained as an engineer before she trained as an actor.',
  },
  {
    name: 'Owen Tate',
    craft: 'actor',
    born: '2010-06-06',
    place: 'Cardiff, Wales, UK',
    about: 'Owen Tate is a Welsh actor who was cast in his first film at eleven. He has since led two family adventures.',
  },
  {
    name: 'Lucia Ferrante',
    craft: 'actor',
    born: '1985-02-02',
    place: 'Naples, Italy',
    about:
      'Lucia Ferrante is an Italian actor whose work in crime drama made her a household name in Italy, and whose English-language roles are growing in number.',
  },
  {
    name: 'Javier Ortega',
    craft: 'actor',
    born: '1970-09-09',
    place: 'Mexico City, Mexico',
    about:
      'Javier Ortega is a Mexican actor who has worked in Spanish and English for thirty years. He plays fathers, priests and detectives with the same patience.',
  },
  {
    name: 'Amara Diallo',
    craft: 'actor',
    born: '1997-03-28',
    place: 'Dakar, Senegal',
    about:
      'Amara Diallo is a Senegalese-French actor and dancer. Her first screen role came out of a dance company tour and she has not stopped moving since.',
  },
  {
    name: 'Henrik Dahl',
    craft: 'actor',
    born: '1965-11-30',
    place: 'Copenhagen, Denmark',
    about:
      'Henrik Dahl is a Danish actor who was a theatre director first. He brings a stage actor’s precision to kings, captains and cold-hearted bankers.',
  },
  {
    name: 'Sofia Marquez',
    craft: 'actor',
    born: '1990-07-07',
    place: 'Buenos Aires, Argentina',
    about:
      'Sofia Marquez is an Argentine actor known for comedy with an edge. She writes and performs with a Buenos Aires sketch troupe between films.',
  },
  {
    name: 'Arjun Mehta',
    craft: 'actor',
    born: '1983-12-01',
    place: 'Mumbai, India',
    about: 'Arjun Mehta is an Indian actor who moved from Hindi cinema to international science fiction. He is a keen amateur astronomer.',
  },
  {
    name: 'Clara Voss',
    craft: 'actor',
    born: '1980-01-16',
    place: 'Hamburg, Germany',
    about: 'Clara Voss is a German actor who works in thrillers and space drama. She trained at the Ernst Busch academy in Berlin.',
  },
  {
    name: 'Theo Whitaker',
    craft: 'actor',
    born: '1998-05-05',
    place: 'Manchester, England, UK',
    about:
      'Theo Whitaker is an English actor who came up through youth theatre in Manchester. He plays young men who are braver than they feel.',
  },
  {
    name: 'Isabel Duarte',
    craft: 'actor',
    born: '1976-10-10',
    place: 'Lisbon, Portugal',
    about: 'Isabel Duarte is a Portuguese actor known for period pieces. She is as comfortable in a court drama as in a ghost story.',
  },
  {
    name: 'Min-jun Kang',
    craft: 'actor',
    born: '1988-04-04',
    place: 'Seoul, South Korea',
    about:
      'Min-jun Kang is a South Korean actor known for thrillers in which he is rarely who he seems. He trained at the Korea National University of Arts.',
  },
  {
    name: 'Eleanor Finch',
    craft: 'actor',
    born: '1963-06-18',
    place: 'Edinburgh, Scotland, UK',
    about:
      'Eleanor Finch is a Scottish actor with a long career in mysteries. She is known for playing women who notice what everyone else misses.',
  },
  {
    name: 'Malik Harris',
    craft: 'actor',
    born: '1991-08-08',
    place: 'Chicago, Illinois, USA',
    about:
      'Malik Harris is an American actor and musician who plays bass in a Chicago soul band. He brings that rhythm to comedy and drama.',
  },
  {
    name: 'Ingrid Sol',
    craft: 'actor',
    born: '1986-02-26',
    place: 'Reykjavík, Iceland',
    about: 'Ingrid Sol is an Icelandic actor whose work in Nordic thrillers and fantasy has travelled far beyond Iceland.',
  },
  {
    name: 'Felix Novak',
    craft: 'actor',
    born: '1994-12-20',
    place: 'Prague, Czech Republic',
    about:
      'Felix Novak is a Czech actor and puppeteer who performs in animation and family adventures, often in roles that need both hands.',
  },
  {
    name: 'Rosa Jiménez',
    craft: 'actor',
    born: '1969-03-15',
    place: 'Valencia, Spain',
    about: 'Rosa Jiménez is a Spanish actor who has worked in Spanish film for thirty years, from kitchen-sink drama to family comedy.',
  },
  {
    name: 'Daniel Achebe',
    craft: 'actor',
    born: '1984-09-29',
    place: 'Enugu, Nigeria',
    about: 'Daniel Achebe is a Nigerian actor trained in Lagos and London. His work ranges from historical drama to science fiction.',
  },
  {
    name: 'Aiko Mori',
    craft: 'actor',
    born: '2001-01-30',
    place: 'Kyoto, Japan',
    about:
      'Aiko Mori is a Japanese actor and singer who rose through musical theatre in Tokyo. Her screen work favours music and the supernatural.',
  },
  {
    name: 'Patrick Doyle',
    craft: 'actor',
    born: '1972-07-14',
    place: 'Dublin, Ireland',
    about: 'Patrick Doyle is an Irish actor whose gravelly voice has served villains in action films and narrators in documentaries alike.',
  },
  // Directors
  {
    name: 'Ines Albarrán',
    craft: 'director',
    born: '1974-05-20',
    place: 'Madrid, Spain',
    about:
      'Ines Albarrán is a Spanish director who began in documentary. Her fiction keeps a documentarian’s patience with people and places.',
  },
  {
    name: 'Kenji Watanabe',
    craft: 'director',
    born: '1969-10-31',
    place: 'Tokyo, Japan',
    about:
      'Kenji Watanabe is a Japanese director of animation and live action, known for hand-drawn worlds and an insistence on practical effects.',
  },
  {
    name: 'Ruth Okonkwo',
    craft: 'director',
    born: '1980-02-09',
    place: 'Abuja, Nigeria',
    about:
      'Ruth Okonkwo is a Nigerian director who started in music videos and commercials before moving to features. Her films are about families under pressure.',
  },
  {
    name: 'Anders Holm',
    craft: 'director',
    born: '1971-12-24',
    place: 'Trondheim, Norway',
    about: 'Anders Holm is a Norwegian director of historical epics and television sagas, shot in real weather whenever possible.',
  },
  {
    name: 'Celia Hart',
    craft: 'director',
    born: '1983-08-13',
    place: 'Melbourne, Australia',
    about:
      'Celia Hart is an Australian director of horror and thrillers. She came to directing from sound design and builds her scares from what you hear.',
  },
  {
    name: 'Marco Bellini',
    craft: 'director',
    born: '1966-04-01',
    place: 'Turin, Italy',
    about: 'Marco Bellini is an Italian director of comedies and crime films. He likes long takes and actors who improvise.',
  },
  {
    name: 'Sun-hee Cho',
    craft: 'director',
    born: '1978-11-11',
    place: 'Daegu, South Korea',
    about: 'Sun-hee Cho is a South Korean director of mysteries and horror television, admired for slow-burning plots that pay off.',
  },
  {
    name: 'David Ferreira',
    craft: 'director',
    born: '1975-06-22',
    place: 'São Paulo, Brazil',
    about: 'David Ferreira is a Brazilian director of action and adventure films who started as a stunt coordinator.',
  },
  {
    name: 'Hélène Carpentier',
    craft: 'director',
    born: '1972-09-05',
    place: 'Brussels, Belgium',
    about: 'Hélène Carpentier is a Belgian director of period drama and fantasy, known for her work with young actors.',
  },
  {
    name: 'Samuel Kerr',
    craft: 'director',
    also: 'actor',
    born: '1979-03-19',
    place: 'Auckland, New Zealand',
    about:
      'Samuel Kerr is a New Zealand director of science fiction who trained as a visual effects artist. He acted on stage in Auckland before he directed, and gives himself a small part when a film of his needs one.',
  },
  {
    name: 'Lena Fischer',
    craft: 'director',
    also: 'screenwriter',
    born: '1987-01-25',
    place: 'Munich, Germany',
    about: 'Lena Fischer is a German director of thrillers and space drama. She writes most of what she directs.',
  },
  {
    name: 'Tariq Aziz',
    craft: 'director',
    born: '1970-07-30',
    place: 'Cairo, Egypt',
    about: 'Tariq Aziz is an Egyptian-British director of history and adventure films, many of them set in the Mediterranean.',
  },
  // Writers
  {
    name: 'Owen Pritchard',
    craft: 'screenwriter',
    born: '1976-02-17',
    place: 'Swansea, Wales, UK',
    about:
      'Owen Pritchard is a Welsh screenwriter who wrote radio drama for the BBC before his first feature. His scripts are known for their dialogue.',
  },
  {
    name: 'Maya Castellanos',
    craft: 'screenwriter',
    born: '1985-10-08',
    place: 'Bogotá, Colombia',
    about: 'Maya Castellanos is a Colombian screenwriter and novelist whose scripts mix family drama with the fantastic.',
  },
  {
    name: 'Jonah Reed',
    craft: 'screenwriter',
    born: '1981-05-12',
    place: 'Portland, Oregon, USA',
    about: 'Jonah Reed is an American screenwriter of science fiction and mysteries. He was a software engineer for ten years first.',
  },
  {
    name: 'Astrid Berg',
    craft: 'screenwriter',
    born: '1973-08-28',
    place: 'Uppsala, Sweden',
    about: 'Astrid Berg is a Swedish screenwriter and historian who writes sagas of the north and the occasional crime drama.',
  },
  {
    name: 'Haruki Ono',
    craft: 'screenwriter',
    born: '1977-12-15',
    place: 'Nagoya, Japan',
    about: 'Haruki Ono is a Japanese screenwriter of animation and fantasy who wrote manga before he wrote for the screen.',
  },
  // Composers
  {
    name: 'Leo Marchetti',
    craft: 'composer',
    born: '1970-03-03',
    place: 'Florence, Italy',
    about: 'Leo Marchetti is an Italian composer who writes for orchestra and old synthesizers, often in the same score.',
  },
  {
    name: 'Amelia Stone',
    craft: 'composer',
    born: '1982-06-09',
    place: 'Toronto, Canada',
    about: 'Amelia Stone is a Canadian composer and cellist whose scores favour strings and silence.',
  },
  {
    name: 'Kwame Asante',
    craft: 'composer',
    born: '1979-11-02',
    place: 'Kumasi, Ghana',
    about: 'Kwame Asante is a Ghanaian-British composer and producer who brings percussion and choir to action and science fiction.',
  },
  {
    name: 'Sigrid Aune',
    craft: 'composer',
    born: '1984-04-26',
    place: 'Oslo, Norway',
    about: 'Sigrid Aune is a Norwegian composer who records folk instruments and voices in the places her films are set.',
  },
  // Cinematographers
  {
    name: 'Pablo Herrera',
    craft: 'cinematographer',
    born: '1968-09-18',
    place: 'Santiago, Chile',
    about: 'Pablo Herrera is a Chilean cinematographer known for natural light and wide landscapes.',
  },
  {
    name: 'Yara Nasser',
    craft: 'cinematographer',
    born: '1986-05-15',
    place: 'Amman, Jordan',
    about: 'Yara Nasser is a Jordanian cinematographer who shoots thrillers and horror in deep shadow and hard light.',
  },
  {
    name: 'Finn Calloway',
    craft: 'cinematographer',
    born: '1980-10-27',
    place: 'Belfast, Northern Ireland, UK',
    about: 'Finn Calloway is a Northern Irish cinematographer who works on science fiction and historical drama.',
  },
  // Editors and producers
  {
    name: 'Nora Lindgren',
    craft: 'editor',
    born: '1975-01-04',
    place: 'Malmö, Sweden',
    about: 'Nora Lindgren is a Swedish film editor who has cut thrillers, comedies and three seasons of television saga.',
  },
  {
    name: 'Victor Chen',
    craft: 'editor',
    born: '1983-03-22',
    place: 'Singapore',
    about: 'Victor Chen is a Singaporean film editor known for action sequences that are easy to follow.',
  },
  {
    name: 'Beatrice Lowe',
    craft: 'producer',
    born: '1967-08-16',
    place: 'London, England, UK',
    about: 'Beatrice Lowe is an English producer who has backed first features by directors from four continents.',
  },
  {
    name: 'Rahim Karimi',
    craft: 'producer',
    born: '1974-12-09',
    place: 'Toronto, Canada',
    about: 'Rahim Karimi is an Iranian-Canadian producer of science fiction and family films.',
  },
  // Art department
  {
    name: 'Ilse Vermeulen',
    craft: 'designer',
    born: '1976-05-14',
    place: 'Utrecht, Netherlands',
    about:
      'Ilse Vermeulen is a Dutch production designer who began painting theatre scenery at nineteen. She draws every set by hand before a wall goes up, and builds her worlds from salvage wherever she can: a starship bridge from tram parts, a palace from a disused glassworks.',
  },
];
