// The demo shop, written as a whole: merchandise of the demo catalogue's titles (content in domains/catalogue/demo)
// and a few things of the house's own. Prices are in cents (USD); stock is per variant, in the order the options
// multiply out (first option slowest). A few lines are low on stock and one figure is sold out, as in a real shop.

export const DEMO_CATEGORIES = [
  { slug: 'apparel', name: 'Apparel', description: 'T-shirts, hoodies and shirts printed with the artwork of the films and shows.' },
  { slug: 'drinkware', name: 'Drinkware', description: 'Mugs, cups and glasses for the long evenings in front of the screen.' },
  { slug: 'posters-prints', name: 'Posters & Prints', description: 'Theatrical posters and limited art prints on heavy matte paper.' },
  { slug: 'collectibles', name: 'Collectibles', description: 'Figures, plush toys, pins and replicas of the things on screen.' },
  { slug: 'home-video', name: 'Home Video', description: 'Box sets and collector’s editions on 4K and Blu-ray, with extras.' },
  { slug: 'music-books', name: 'Music & Books', description: 'Soundtracks on vinyl and the art books behind the productions.' },
  { slug: 'accessories', name: 'Accessories', description: 'Caps, totes and notebooks for taking a favourite story out of the house.' },
] as const;

export type CategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** What the product shot shows (shop/demo/artwork.ts draws each). */
export type Shot =
  'tee' | 'hoodie' | 'mug' | 'poster' | 'figure' | 'plush' | 'boxset' | 'vinyl' | 'book' | 'cap' | 'tote' | 'pin' | 'notebook';

export type DemoProduct = {
  name: string;
  category: CategorySlug;
  /** The demo titles it is merchandise of, by name. */
  titles: string[];
  shot: Shot;
  blurb: string;
  description: string;
  /** Option names and their values; none for a product sold one way. */
  options?: Record<string, string[]>;
  /** Combinations of the options that are not made (a colour that comes in fewer sizes). */
  notMade?: Record<string, string>[];
  /** One price for every variant, or one per variant. */
  price: number | number[];
  compareAt?: number;
  /** One stock for every variant, or one per variant. */
  stock: number | number[];
  /** Days before the seed that it came into the shop (new products first). */
  added: number;
};

const SIZES = ['S', 'M', 'L', 'XL'];

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Apparel
  {
    name: 'The Long Haul “Forty Hours” Tee',
    category: 'apparel',
    titles: ['The Long Haul'],
    shot: 'tee',
    blurb: 'The road into the hills, on heavyweight cotton.',
    description:
      'Mara Quinn’s road into the flooded mountains, printed edge to edge on a heavyweight cotton tee. Garment-dyed for a worn-in feel from the first wash; the back reads “Forty hours. No stops.”',
    options: { Size: SIZES },
    price: 2800,
    stock: [12, 20, 18, 3],
    added: 6,
  },
  {
    name: 'Paper Lanterns Festival Tee',
    category: 'apparel',
    titles: ['Paper Lanterns'],
    shot: 'tee',
    blurb: 'Kiko’s lanterns drifting over the rooftops.',
    description:
      'The lantern festival from Paper Lanterns in soft organic cotton, sized for young spirit-chasers and their grown-ups. The lanterns are printed with a glow ink that catches the light after dark.',
    options: { Size: ['Kids 8', 'Kids 12', 'S', 'M', 'L'] },
    price: [2000, 2000, 2400, 2400, 2400],
    stock: [9, 14, 22, 25, 11],
    added: 40,
  },
  {
    name: 'Kingdom of Glass Crest Hoodie',
    category: 'apparel',
    titles: ['Kingdom of Glass'],
    shot: 'hoodie',
    blurb: 'King Aldric’s glass castle, embroidered on the chest.',
    description:
      'A brushed-fleece hoodie with the crest of the glass kingdom embroidered in silver thread and the castle printed across the back. Two colours: Midnight, as the castle looks by night, in every size, and Frost, in S, M and XL.',
    options: { Size: SIZES, Colour: ['Midnight', 'Frost'] },
    notMade: [{ Size: 'L', Colour: 'Frost' }],
    price: 6200,
    compareAt: 7200,
    // S, M, L and XL in Midnight and Frost, as made: M in Frost is sold out.
    stock: [5, 4, 8, 0, 10, 6, 2],
    added: 12,
  },
  {
    name: 'Brennan’s Bar Staff Tee',
    category: 'apparel',
    titles: ['The Brennan Brothers'],
    shot: 'tee',
    blurb: 'As worn behind the bar in Cork. Badly, by Danny.',
    description:
      'The staff shirt of the pub the Brennan brothers swore they would run together for a year. Bottle green with the pub’s shopfront on the chest and “Est. 1961 · Cork” under it.',
    options: { Size: SIZES },
    price: 2600,
    stock: 30,
    added: 75,
  },
  {
    name: 'Neon Ghosts “Signal Lost” Tee',
    category: 'apparel',
    titles: ['Neon Ghosts'],
    shot: 'tee',
    blurb: 'Tokyo, 2071, in reflective ink.',
    description:
      'Rei Aoki’s city of copies, drawn in neon cyan on black. The print is reflective: under a camera flash or a headlight the skyline lights up, like a ghost in the network.',
    options: { Size: SIZES },
    price: 3000,
    stock: [6, 10, 10, 5],
    added: 18,
  },
  {
    name: 'The Long Winter Jarl’s Hall Hoodie',
    category: 'apparel',
    titles: ['The Long Winter'],
    shot: 'hoodie',
    blurb: 'Ragnvald’s hall in the snow, for the coldest nights.',
    description:
      'A heavyweight hoodie lined with sherpa fleece, printed with Jarl Ragnvald’s hall under the first snow of the long winter. Made for the weather the show was shot in.',
    options: { Size: SIZES },
    price: 6400,
    stock: [4, 12, 9, 6],
    added: 95,
  },
  {
    name: 'Marigold Club Bowling Shirt',
    category: 'apparel',
    titles: ['The Marigold Club'],
    shot: 'tee',
    blurb: 'The team shirt Declan had made for the championship.',
    description:
      'A camp-collar bowling shirt in marigold rayon with the club’s pins on the back, as worn by Declan Moore’s unlikely team at the regional championship. Cut loose, the way the members like it.',
    options: { Size: SIZES },
    price: 4200,
    stock: [1, 2, 2, 0],
    added: 130,
  },
  {
    name: 'StreamIt Film Club Tee',
    category: 'apparel',
    titles: [],
    shot: 'tee',
    blurb: 'For the people who stay for the credits.',
    description:
      'Our own tee: a projector beam on charcoal cotton and “Stayed for the credits” on the back. Every one sold pays for a month of the film club’s Friday screenings.',
    options: { Size: SIZES },
    price: 2200,
    stock: 60,
    added: 200,
  },
  // Drinkware
  {
    name: 'Night Market Enamel Mug',
    category: 'drinkware',
    titles: ['Night Market'],
    shot: 'mug',
    blurb: 'The stall lights of the Busan market, on camp enamel.',
    description:
      'A 350 ml enamel mug printed with the tents and strung bulbs of the night market where Detective Seo’s case begins. Light, unbreakable, and good for noodles too.',
    price: 1600,
    stock: 44,
    added: 22,
  },
  {
    name: 'A Recipe for Rain Espresso Cups (Set of Two)',
    category: 'drinkware',
    titles: ['A Recipe for Rain'],
    shot: 'mug',
    blurb: 'From the counter of Pilar’s restaurant.',
    description:
      'Two stoneware espresso cups with saucers, glazed in the ochre of the village in A Recipe for Rain and painted with a single raincloud. Dishwasher safe; the cloud does not come off.',
    price: 2400,
    stock: 15,
    added: 55,
  },
  {
    name: 'The Lighthouse Keepers Storm Mug',
    category: 'drinkware',
    titles: ['The Lighthouse Keepers'],
    shot: 'mug',
    blurb: 'Agnes Reid’s light, through the winter storm.',
    description:
      'A large 450 ml stoneware mug with the lighthouse on its rock and the storm rolling in. The beam is glazed in a colour that deepens when the mug is filled with something hot.',
    price: 1800,
    stock: 3,
    added: 33,
  },
  {
    name: 'Orbital Decay Flight Tumbler',
    category: 'drinkware',
    titles: ['Orbital Decay'],
    shot: 'mug',
    blurb: 'Keeps coffee hot for a shift on a station nobody left.',
    description:
      'A double-walled steel tumbler with the station’s mission patch laser-etched on the side. Keeps a drink hot for six hours, the length of Captain Brandt’s first walk through the empty station.',
    price: 2600,
    stock: 27,
    added: 8,
  },
  {
    name: 'Brennan’s Pint Glass',
    category: 'drinkware',
    titles: ['The Brennan Brothers'],
    shot: 'mug',
    blurb: 'The pub’s own glass, etched with its shopfront.',
    description:
      'A proper Irish pint glass, etched with the Brennans’ shopfront and the pub’s motto, “Closed when we say so.” Made in Cork, like the show.',
    price: 1400,
    stock: 52,
    added: 75,
  },
  // Posters & prints
  {
    name: 'The Long Haul Theatrical Poster',
    category: 'posters-prints',
    titles: ['The Long Haul'],
    shot: 'poster',
    blurb: 'The one-sheet from the cinema release.',
    description:
      'The film’s theatrical poster on 200 gsm matte paper, rolled in a tube. The 24×36 inch size is the cinema one-sheet; the 18×24 fits a standard frame.',
    options: { Size: ['18×24 in', '24×36 in'] },
    price: [2200, 3000],
    stock: [40, 25],
    added: 6,
  },
  {
    name: 'Starfall Art Print, Signed',
    category: 'posters-prints',
    titles: ['Starfall'],
    shot: 'poster',
    blurb: 'The comet breaking over the colonies, signed by the artist.',
    description:
      'A giclée print of the comet breaking apart over the outer colonies, from the film’s concept art. Limited to 150, numbered and signed, on archival cotton rag paper.',
    price: 4500,
    stock: 4,
    added: 3,
  },
  {
    name: 'Kingdom of Glass Poster',
    category: 'posters-prints',
    titles: ['Kingdom of Glass'],
    shot: 'poster',
    blurb: 'The castle of enchanted glass at dawn.',
    description:
      'Princess Elin’s castle at dawn, every crack in its walls catching the light. Printed on 200 gsm matte paper; 18×24 inches.',
    price: 2200,
    stock: 36,
    added: 12,
  },
  {
    name: 'Midnight at the Paradiso Cinema Poster',
    category: 'posters-prints',
    titles: ['Midnight at the Paradiso'],
    shot: 'poster',
    blurb: 'The last night of the seaside cinema, in red velvet.',
    description:
      'The poster Giulia Neri pins up for the Paradiso’s last night, printed as the Rimini cinema would have in 1960s style. 24×36 inches, rolled.',
    price: 2600,
    stock: 18,
    added: 60,
  },
  {
    name: 'The Fox and the Firebird Storybook Print',
    category: 'posters-prints',
    titles: ['The Fox and the Firebird'],
    shot: 'poster',
    blurb: 'Rusk and Zhar, from the film’s storybook pages.',
    description:
      'A print of the storybook page where Rusk the fox first carries the Firebird, drawn by the film’s lead animator. Sized for a nursery wall: 12×16 inches, matte.',
    price: 1800,
    stock: 29,
    added: 90,
  },
  {
    name: 'Letters from Lisbon Travel Poster',
    category: 'posters-prints',
    titles: ['Letters from Lisbon'],
    shot: 'poster',
    blurb: 'Lisbon, 1941, the last open door out of Europe.',
    description:
      'A period travel poster of Lisbon’s rooftops, as Amália Sequeira would have sold them in her bookshop to refugees waiting for a ship. 18×24 inches on cream stock.',
    price: 2400,
    stock: 21,
    added: 110,
  },
  {
    name: 'Echoes of Olympus Map of the Islands',
    category: 'posters-prints',
    titles: ['Echoes of Olympus'],
    shot: 'poster',
    blurb: 'Thea’s journey, island by island.',
    description:
      'The map of the islands Thea, Leander and the oracle sail in the first season, with every temple where the gods stopped answering. 24×18 inches, landscape.',
    price: 2800,
    stock: 14,
    added: 45,
  },
  // Collectibles
  {
    name: 'Comet Kids Crew Figure Set',
    category: 'collectibles',
    titles: ['Comet Kids'],
    shot: 'figure',
    blurb: 'Zip, Lulu and Bix, with the borrowed rocket.',
    description:
      'Three poseable 10 cm figures of the moon-base kids and the janitor’s rocket they borrow for the science fair. The rocket’s hatch opens; the comet is sold separately, by the comet.',
    price: 3400,
    stock: 19,
    added: 25,
  },
  {
    name: 'Rusk the Fox Plush',
    category: 'collectibles',
    titles: ['The Fox and the Firebird'],
    shot: 'plush',
    blurb: 'The fox who steals for a living, soft enough to forgive.',
    description:
      'A 30 cm plush of Rusk from The Fox and the Firebird, with a single embroidered firebird feather tucked under his arm. Safety-tested for ages three and up.',
    price: 2800,
    stock: 33,
    added: 90,
  },
  {
    name: 'Moonbeam Academy Enamel Pin Set',
    category: 'collectibles',
    titles: ['Moonbeam Academy'],
    shot: 'pin',
    blurb: 'The four house crests of the school above the clouds.',
    description:
      'Four hard-enamel pins, one for each house of Moonbeam Academy, on a backing card shaped like the floating school. Gold-plated, with rubber clutches.',
    price: 1200,
    stock: 48,
    added: 15,
  },
  {
    name: 'Ironclad Viktor Rusu 1/6 Figure',
    category: 'collectibles',
    titles: ['Ironclad'],
    shot: 'figure',
    blurb: 'The retired bodyguard, one night back on the job.',
    description:
      'A 30 cm collector’s figure of Viktor Rusu in his rain-soaked coat, with a tailored fabric costume, three pairs of hands and a display base of the locked-down port. Limited run of 500.',
    price: 18900,
    stock: 0,
    added: 70,
  },
  {
    name: 'The Clockmaker’s Apprentice Pocket Watch',
    category: 'collectibles',
    titles: ["The Clockmaker's Apprentice"],
    shot: 'pin',
    blurb: 'A working replica of one of Master Grell’s clocks.',
    description:
      'A brass mechanical pocket watch modelled on the one Pip Arkwright carries through the film. It keeps time, rather than telling it, which in practice means it tells it. Wound by hand.',
    price: 5400,
    stock: 7,
    added: 50,
  },
  {
    name: 'Ember Flame Pendant',
    category: 'collectibles',
    titles: ['Ember'],
    shot: 'pin',
    blurb: 'The forbidden flame, in sterling silver and orange enamel.',
    description:
      'A sterling silver pendant in the shape of the flame Ember carries across the kingdom, filled with orange enamel, on a 50 cm chain. Comes in a matchbox-style gift box.',
    price: 3200,
    stock: 2,
    added: 20,
  },
  {
    name: 'Great Ferret Race Racing Ferret Plush',
    category: 'collectibles',
    titles: ['The Great Ferret Race'],
    shot: 'plush',
    blurb: 'Barney’s ferret, in its racing silks. Still last.',
    description:
      'A long, floppy ferret plush in Little Dunmore racing silks, number 7 on the back. Squeaks when squeezed, as the real one did on the high street.',
    price: 2200,
    stock: 26,
    added: 100,
  },
  // Home video
  {
    name: 'The Long Winter: The Complete Series Box Set',
    category: 'home-video',
    titles: ['The Long Winter'],
    shot: 'boxset',
    blurb: 'Every season on Blu-ray, with a map of the jarldoms.',
    description:
      'Every season of The Long Winter on Blu-ray in a rigid slipcase, with the cast’s commentaries, a film about building Ragnvald’s hall, and a cloth map of the jarldoms.',
    price: 7900,
    compareAt: 9900,
    stock: 16,
    added: 10,
  },
  {
    name: 'The Reykjavík Files Box Set',
    category: 'home-video',
    titles: ['The Reykjavík Files'],
    shot: 'boxset',
    blurb: 'Every case Hekla and Magnus could not leave alone.',
    description:
      'The Reykjavík Files on Blu-ray, every case of the series, with a booklet of the case files as Detective Jónsdóttir keeps them and a featurette on filming in the Icelandic winter.',
    price: 5900,
    stock: 11,
    added: 65,
  },
  {
    name: 'Starfall 4K Steelbook',
    category: 'home-video',
    titles: ['Starfall'],
    shot: 'boxset',
    blurb: 'The Halcyon’s survey in 4K, with the director’s commentary.',
    description:
      'Starfall in 4K Ultra HD and Blu-ray in a steelbook case with the comet on its cover. Extras: the director’s commentary, the making of the Halcyon, and twelve minutes of deleted scenes.',
    price: 3400,
    stock: 38,
    added: 3,
  },
  {
    name: 'Paper Lanterns Collector’s Edition',
    category: 'home-video',
    titles: ['Paper Lanterns'],
    shot: 'boxset',
    blurb: 'The film, a paper lantern kit and the storyboard book.',
    description:
      'Paper Lanterns on Blu-ray with a fold-flat paper lantern to build, a 64-page storyboard book and a short film about the real lantern festival that inspired it.',
    price: 3900,
    stock: 4,
    added: 40,
  },
  {
    name: 'Casa Morales: Season One',
    category: 'home-video',
    titles: ['Casa Morales'],
    shot: 'boxset',
    blurb: 'A summer at the family hotel in Valencia.',
    description:
      'The first season of Casa Morales on Blu-ray, with a Valencian recipe booklet from the hotel kitchen and the cast’s commentary on the wedding episode.',
    price: 3200,
    stock: 20,
    added: 85,
  },
  {
    name: 'The Brennan Brothers: The Complete Series',
    category: 'home-video',
    titles: ['The Brennan Brothers'],
    shot: 'boxset',
    blurb: 'The year the brothers ran the pub, start to finish.',
    description:
      'The whole series on Blu-ray, with a pub quiz book written by the cast and the outtakes reel the writers kept back for the wrap party.',
    price: 6900,
    stock: 5,
    added: 75,
  },
  // Music & books
  {
    name: 'Songs for Nobody: Original Soundtrack (Vinyl)',
    category: 'music-books',
    titles: ['Songs for Nobody'],
    shot: 'vinyl',
    blurb: 'Anjali’s violin and Cody’s band, on 180 g vinyl.',
    description:
      'The soundtrack of Songs for Nobody on 180 g vinyl, from the first pieces Anjali Rao plays under the Montreal bridge to the full band at the end. Includes a download code.',
    price: 3200,
    stock: 24,
    added: 35,
  },
  {
    name: 'The Winter Orchestra: The Score (Vinyl)',
    category: 'music-books',
    titles: ['The Winter Orchestra'],
    shot: 'vinyl',
    blurb: 'Eleven players and one concert, pressed on white vinyl.',
    description:
      'The score of The Winter Orchestra, recorded by a real eleven-piece town orchestra in the hall where the film was shot. Pressed on snow-white vinyl with liner notes by the composer.',
    price: 3400,
    stock: 17,
    added: 28,
  },
  {
    name: 'Encore: The Album (2LP)',
    category: 'music-books',
    titles: ['Encore'],
    shot: 'vinyl',
    blurb: 'The band Walter Greaves wanted to hear one last time.',
    description:
      'Every song the band of Encore plays in the series, as a double album on vinyl. Jaylen, Yumi and Otis recorded them live, in the studio the show was set in.',
    price: 3800,
    stock: 13,
    added: 5,
  },
  {
    name: 'The Art of Kingdom of Glass',
    category: 'music-books',
    titles: ['Kingdom of Glass'],
    shot: 'book',
    blurb: 'How the glass castle was designed, in 240 pages.',
    description:
      'A 240-page hardback of the concept art, set plans and costume sketches behind Kingdom of Glass, with notes from the production designer on how a castle of glass shows a lie.',
    price: 4500,
    stock: 9,
    added: 12,
  },
  {
    name: 'The Cartographer’s Daughter Atlas',
    category: 'music-books',
    titles: ["The Cartographer's Daughter"],
    shot: 'book',
    blurb: 'Isabel Cordero’s charts of the new trade route.',
    description:
      'A clothbound atlas of the hand-drawn charts made for The Cartographer’s Daughter, each beside the 16th-century map that inspired it, with an essay on mapmakers of Seville.',
    price: 3900,
    stock: 12,
    added: 120,
  },
  // Accessories
  {
    name: 'Dust and Thunder Rodeo Cap',
    category: 'accessories',
    titles: ['Dust and Thunder'],
    shot: 'cap',
    blurb: 'Wyatt Cole’s cap, sun-faded on purpose.',
    description:
      'A washed cotton cap with the film’s train-and-horse patch on the front, faded the way Wyatt Cole’s was after a summer on the rodeo circuit. One size, adjustable strap.',
    options: { Colour: ['Sand', 'Rust'] },
    price: 2400,
    stock: [15, 8],
    added: 48,
  },
  {
    name: 'Night Market Tote',
    category: 'accessories',
    titles: ['Night Market'],
    shot: 'tote',
    blurb: 'A canvas tote for the market, any market.',
    description:
      'A heavy canvas tote printed with the Busan night market’s strung lights and stalls, with an inside pocket and long handles that go over a coat.',
    price: 1800,
    stock: 31,
    added: 22,
  },
  {
    name: 'StreamIt Film Club Tote',
    category: 'accessories',
    titles: [],
    shot: 'tote',
    blurb: 'Holds two box sets and the popcorn.',
    description:
      'Our own organic cotton tote with the film club’s projector beam on both sides. Sized to hold two box sets, a blanket and the popcorn.',
    price: 1600,
    stock: 70,
    added: 160,
  },
  {
    name: 'Open Mic Joke Notebook',
    category: 'accessories',
    titles: ['Open Mic'],
    shot: 'notebook',
    blurb: 'Thirty nights, thirty pages of bad jokes.',
    description:
      'An A5 notebook like the one Paloma Suárez carries to thirty open-mic nights, with a page for each night: the set list, what got a laugh, and what the heckler said.',
    price: 1400,
    stock: 40,
    added: 2,
  },
  {
    name: 'The Salt Archive Letter-Writing Set',
    category: 'accessories',
    titles: ['The Salt Archive'],
    shot: 'notebook',
    blurb: 'Paper, envelopes and a wax seal from the wreck’s letters.',
    description:
      'Cotton writing paper, envelopes and a brass wax seal copied from the letters Miriam Hale restores in The Salt Archive, in a box shaped like the archive’s drawers.',
    price: 2900,
    stock: 10,
    added: 58,
  },
];
