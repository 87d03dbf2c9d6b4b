import type { GalleryPicture } from './artwork';
import { slugify } from '@/db/demo/random';
import type { PostFormat } from '../schema';

// The demo blog, written as a whole: the StreamIt Journal, where the studio's programmers, editors, music team and
// shop designers write about the catalogue. Every film, person and product named here is in the demo catalogue and
// shop; `[[title:slug]]` and `[[product:slug]]` paragraphs become cards. Days are before the day of the seed.

export type DemoAuthor = { slug: string; name: string; role: string; bio: string };
export type DemoCategory = { slug: string; name: string; description: string };

export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    slug: 'hannah-okoro',
    name: 'Hannah Okoro',
    role: 'Head of Programming',
    bio: 'Hannah chooses what StreamIt shows and in what order. Before StreamIt she programmed a repertory cinema in Leeds for nine years, and she still watches everything on a big screen first.',
  },
  {
    slug: 'tobias-reinholt',
    name: 'Tobias Reinholt',
    role: 'Editor, StreamIt Journal',
    bio: 'Tobias edits the Journal and spends too much time on film sets asking people what the clamp is for. He wrote about film for a Berlin daily for a decade.',
  },
  {
    slug: 'lina-farouk',
    name: 'Lina Farouk',
    role: 'Music Supervisor',
    bio: 'Lina looks after every note on StreamIt, from scores to licences, and hosts Score Notes, our podcast about the music of the catalogue.',
  },
  {
    slug: 'marco-quintero',
    name: 'Marco Quintero',
    role: 'Design Lead, Merchandise',
    bio: 'Marco runs the small team that designs the shop: shirts, prints, plush and box sets. He trained as a screen printer in Valencia and still pulls the first print of every run.',
  },
];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'behind-the-scenes',
    name: 'Behind the Scenes',
    description: 'How the films and series on StreamIt were made, from the first sketch to the final mix.',
  },
  {
    slug: 'interviews',
    name: 'Interviews',
    description: 'Conversations with the directors, writers, actors and composers of the catalogue.',
  },
  { slug: 'music-and-sound', name: 'Music & Sound', description: 'Scores, soundtracks and the Score Notes podcast.' },
  {
    slug: 'new-on-streamit',
    name: 'New on StreamIt',
    description: 'What has just arrived, what is coming, and what to watch this weekend.',
  },
  { slug: 'from-the-shop', name: 'From the Shop', description: 'How our merchandise is designed, printed and packed.' },
  { slug: 'studio-news', name: 'Studio News', description: 'News from the studio, and the reading we pass around the office.' },
];

export const DEMO_TAGS: Record<string, string> = {
  'sci-fi': 'Sci-fi',
  animation: 'Animation',
  soundtracks: 'Soundtracks',
  directors: 'Directors',
  restoration: 'Restoration',
  'world-cinema': 'World cinema',
  merchandise: 'Merchandise',
  premieres: 'Premieres',
  series: 'Series',
  podcast: 'Podcast',
  design: 'Design',
  accessibility: 'Accessibility',
};

export type DemoPost = {
  title: string;
  format: PostFormat;
  daysAgo: number;
  category: string;
  author: string;
  tags: string[];
  /** The catalogue title whose artwork the cover (and a gallery) is drawn from; none: the house's. */
  art?: string;
  excerpt: string;
  body: string;
  audio?: { label: string; seconds: number };
  /** A catalogue title's slug, played by the site's player. */
  video?: string;
  link?: { url: string; site: string };
  quote?: { text: string; source: string };
  /** Each photograph: its slate, what it shows (drawn to match the caption), and the caption. */
  gallery?: { shot: string; picture: GalleryPicture; caption: string }[];
  /** Pictures in the text: the body's `[[picture:N]]` paragraph is the Nth, a figure with its caption. */
  pictures?: { shot: string; picture: GalleryPicture; alt: string; caption: string }[];
};

/** A demo post's address: its headline, slugified. */
export const postSlug = (p: Pick<DemoPost, 'title'>) => slugify(p.title);

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Coming soon: Ember, The Quiet Planet and The Winter Orchestra',
    format: 'standard',
    daysAgo: 4,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['premieres'],
    art: 'Ember',
    excerpt:
      'Three premieres are on their way: a fire-dancer on the run, a planet that listens and an orchestra of eleven with one concert to save its hall.',
    body: `Every season has one week when the programming team stops arguing. This was it: the three films arriving next are the ones all of us wanted, and between them they cover most of what we love about the catalogue. One is a chase across a kingdom, one is a film about listening, and one is about eleven musicians who refuse to give up a building.

## Ember

David Ferreira, who made *Ironclad*, turns to fantasy. Amara Diallo plays the last fire-dancer of a burned city, hired to carry one flame across a kingdom where fire is forbidden. It is a road film at heart: every village she passes through has its own reason to want the flame put out, and its own reason to hide her anyway.

[[picture:1]]

Ferreira shot the fire for real wherever the insurers let him, which was more often than you would think. Kwame Asante's score is built on a single held note that never quite resolves; by the last reel you will be leaning forward waiting for it to land.

[[title:ember]]

## The Winter Orchestra

Ruth Okonkwo follows *Songs for Nobody* with another film about music and nerve. Priya Raman conducts eleven players and a bankrupt hall; Elijah Brooks is the trumpeter who is never on time. The hall has one concert left before the bank takes it, and the orchestra has eleven players for a piece written for sixty.

What makes it work is that nobody in it is a genius. They are teachers, a bus driver, a retired dentist on second violin, and they get better in front of you, one rehearsal at a time. Okonkwo recorded every rehearsal scene live, with the actors playing, so the wrong notes are real wrong notes. Bring tissues and a sense of rhythm.

[[picture:2]]

[[title:the-winter-orchestra]]

## The Quiet Planet

The quietest science fiction we have shown, and the most tense. Samuel Kerr, who made *Starfall* with models you could hold in your hands, sends Mei Lin, Arjun Mehta and Kofi Mensah to a planet of empty cities that answers radio with silence. Amelia Stone wrote a score that is mostly what she leaves out. We will say no more until you have seen it, except this: watch it with the lights off and the phone in another room.

## When they arrive

*Ember* comes first, then *The Winter Orchestra*, then *The Quiet Planet* to close the season. Add all three to your watchlist from their pages and we will show them at the top of your home page the day they arrive, with a note in the Journal about each one the week it opens.`,
    pictures: [
      {
        shot: 'EMBER - KEY ART',
        picture: { poster: 'Ember' },
        alt: 'The poster of Ember: a single flame carried across a dark kingdom',
        caption: 'Ember: the key art, one flame and a long road.',
      },
      {
        shot: 'WINTER ORCHESTRA - KEY ART',
        picture: { poster: 'The Winter Orchestra' },
        alt: 'The poster of The Winter Orchestra',
        caption: 'The Winter Orchestra: eleven players, one hall, one last concert.',
      },
    ],
  },
  {
    title: 'Why Starfall was shot with models you could hold in your hands',
    format: 'standard',
    daysAgo: 9,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['sci-fi', 'directors'],
    art: 'Starfall',
    excerpt: 'The comet, the survey ship and the moon in Starfall are real objects on a stage in Glasgow. Samuel Kerr explains why.',
    body: `When Samuel Kerr pitched *Starfall*, the first slide was not a storyboard. It was a photograph of a model spaceship on a kitchen table, lit by a desk lamp.

"Light behaves on a real object," he told me on the last day of the shoot. "It catches the rivets, it falls off the edge. Actors look at it and believe it."

[[picture:1]]

## Three ships, one name

The *Halcyon*, the survey ship at the centre of the film, exists in three sizes: a two-metre hero model for close passes, a forty-centimetre model for wide shots and a full-size section of bridge that Kofi Mensah and Mei Lin worked inside for eleven weeks. The bridge was the work of Ilse Vermeulen, the production designer, who built it from the parts of a scrapped tram: the captain's chair is a driver's seat, re-covered, and the main console still has the tram's bell under its panel. Mensah rang it between takes.

"Ilse draws everything by hand first," Kerr says. "By the time we walked onto the bridge I had seen every bolt of it on paper. That is why it feels lived in. Somebody thought about where the crew would put their coffee."

## A comet made of cotton wool

The comet is plaster, chicken wire and a great deal of cotton wool, rotated on a motion-control rig that Finn Calloway, the director of photography, programmed one frame at a time. Each pass of the camera took a night; a shot of the comet turning through ninety degrees took a week. Calloway lit it with nothing but lamps and smoke, and the smoke is why the light has a body: you can see the beams the way you would in a dusty attic.

Computer work was kept for what a model cannot do: the fragments breaking apart, and the stars. Even there, the fragments were photographed as real plaster chunks against black velvet first, so the digital artists had something real to match.

[[picture:2]]

## Why it matters

It would have been cheaper to build the whole film in a computer. Kerr is not against that; he trained as a visual effects artist. But he thinks actors play better opposite something that is there, and that audiences feel the difference even when they cannot name it. Watching the finished film, with Clara Voss's governor staring up at a comet she can almost touch, it is hard to argue.

[[title:starfall]]

The two-metre *Halcyon* now lives in our office, on a shelf above the kettle. The 4K steelbook carries forty minutes of the model shop at work, including the night the comet fell off its rig.

[[product:starfall-4k-steelbook]]`,
    pictures: [
      {
        shot: 'MODEL SHOP - DAY 12',
        picture: { drawn: 'reel' },
        alt: 'A reel of the model photography from the Starfall shoot',
        caption: "The model unit's rushes: each reel one night of motion-control passes.",
      },
      {
        shot: 'SAMUEL KERR - LAST DAY',
        picture: { portrait: 'Samuel Kerr', about: 'He is a director.' },
        alt: 'Samuel Kerr on the last day of the Starfall shoot',
        caption: 'Samuel Kerr, on the last day of the shoot.',
      },
    ],
  },
  {
    title: 'Score Notes #12: Amelia Stone and the lanterns of Paper Lanterns',
    format: 'audio',
    daysAgo: 13,
    category: 'music-and-sound',
    author: 'lina-farouk',
    tags: ['soundtracks', 'podcast', 'animation'],
    art: 'Paper Lanterns',
    audio: { label: 'Score Notes #12: the lantern theme, sketched', seconds: 45 },
    excerpt: 'Amelia Stone wrote the score of Paper Lanterns for a paper orchestra. We hear the first sketch of the lantern theme.',
    body: `In this episode of Score Notes, Amelia Stone takes us through the score of *Paper Lanterns*, from a four-note phrase hummed into her phone on a night train to the ninety-piece recording in Tokyo.

What you hear above is the sketch she played us first: the lantern theme, on a single synthesiser, before any of the orchestra arrived. Listen for the fourth note, which rises where you expect it to fall. "Kiko always goes the other way," Amelia says. "So does the tune."

We also talk about:

- writing for paper spirits (lots of plucked strings, very little brass);
- why Grandmother Ume's music is the only part played on an old upright piano;
- and the sound of seventy years of waiting.

[[title:paper-lanterns]]

Score Notes is made by the StreamIt music team. New episodes come out about once a month.`,
  },
  {
    title: 'Orbital Decay: a first look',
    format: 'video',
    daysAgo: 16,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['sci-fi', 'premieres'],
    art: 'Orbital Decay',
    video: 'orbital-decay',
    excerpt: 'A station that should be empty, a meal half eaten and an orbit dropping faster than physics allows. Press play.',
    body: `Lena Fischer wrote and directed *Orbital Decay* in two years and shot it in nineteen days, on one set. It is the most frightening film we have shown this year, and there is not one monster in it.

The first look is above: thirty seconds of the station and what waits on it. The film itself opens as Captain Anna Brandt (Clara Voss) docks, finds the lights on and the air fresh, and says the line every member of the programming team now says when the office kettle is warm: "Somebody was here."

Watch with headphones. Kwame Asante's score is mostly the station's own hum, slowed down.`,
  },
  {
    title: 'On the set of Midnight at the Paradiso',
    format: 'gallery',
    daysAgo: 21,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['world-cinema'],
    art: 'Midnight at the Paradiso',
    gallery: [
      {
        shot: 'projection booth',
        picture: { drawn: 'projector' },
        caption: 'The projection booth, rebuilt from photographs of the real Paradiso.',
      },
      {
        shot: 'the last reel',
        picture: { drawn: 'reel' },
        caption: 'Lucia Ferrante rehearsing the reel change, which she learned to do for real.',
      },
      {
        shot: 'seafront',
        picture: { drawn: 'seafront' },
        caption: 'The Rimini seafront at five in the morning, the only hour it was empty.',
      },
      {
        shot: 'the audience',
        picture: { drawn: 'audience' },
        caption: 'The audience of the last screening: the whole town, in three hundred seats.',
      },
      {
        shot: 'nonna',
        picture: { portrait: 'Rosa Jiménez', about: 'She is an actor.' },
        caption: 'Rosa Jiménez as Nonna Fiorella, in the seat she has not missed for sixty years.',
      },
      { shot: 'wrap', picture: { drawn: 'party' }, caption: 'The wrap party, held in the cinema, with the missing reel on the screen.' },
    ],
    excerpt: 'The last night of a seaside cinema, and the crew that rebuilt it, drawn from the unit photographs.',
    body: `Marco Bellini shot *Midnight at the Paradiso* in a cinema in Rimini that closed for good two weeks after the crew left. The pictures above are our illustrator's drawings from the unit photographer's contact sheets, six weeks of the shoot in six frames.

The cinema's real projectionist taught Lucia Ferrante to change a reel in under eight seconds. She got it down to six.

[[title:midnight-at-the-paradiso]]

The Paradiso's poster, redrawn by our design team from the one that hung in the foyer, is in the shop.

[[product:midnight-at-the-paradiso-cinema-poster]]`,
  },
  {
    title: 'Hélène Carpentier on building a castle out of glass',
    format: 'quote',
    daysAgo: 27,
    category: 'interviews',
    author: 'tobias-reinholt',
    tags: ['directors'],
    art: 'Kingdom of Glass',
    quote: {
      text: 'A glass castle shows you everything and tells you nothing. That is a king, and it is also a film set.',
      source: 'Hélène Carpentier, director of Kingdom of Glass',
    },
    excerpt: 'The director of Kingdom of Glass and The Lighthouse Keepers on cracks, lies and three tonnes of acrylic.',
    body: `Hélène Carpentier has made two films for us, and they could not look more different: the grey stone of *The Lighthouse Keepers* and the shining walls of *Kingdom of Glass*. She says they are the same film.

"Both are about a building that knows more than the people inside it," she told me. "The lighthouse keeps a secret. The castle cannot."

The castle was three tonnes of acrylic panels, lit from below, and every crack was painted by hand the night before it appeared on screen. Freya Nilsen, who plays Princess Elin, asked to keep the first one.

[[title:kingdom-of-glass]]`,
  },
  {
    title: 'The W3C’s guide to accessible media, and how our player follows it',
    format: 'link',
    daysAgo: 32,
    category: 'studio-news',
    author: 'hannah-okoro',
    tags: ['accessibility'],
    link: { url: 'https://www.w3.org/WAI/media/av/', site: 'w3.org' },
    excerpt: 'The guide our engineers keep open: captions, transcripts, audio description and players you can use with a keyboard.',
    body: `If you build anything that plays video, read the W3C's *Making Audio and Video Media Accessible*. It is clear, practical and short.

It is also the checklist behind our player: every control works with the keyboard, captions can be switched on from the first frame, and the player speaks its state to screen readers. We are not finished: audio description is the next thing we are adding, starting with next year's films.`,
  },
  {
    title: 'Three to watch this month: Open Mic, Orbital Decay and Night Market',
    format: 'standard',
    daysAgo: 35,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['premieres', 'world-cinema'],
    art: 'Open Mic',
    excerpt:
      'A comedy of thirty open-mic nights, a station that should be empty and a murder mystery that ends at sunrise: three films to start with.',
    body: `Three very different films the programming team keeps recommending this month, for three different moods. Here is where to start, and what to watch next if you like it.

## If you want to laugh: Open Mic

Sofia Marquez plays Paloma, a dental hygienist who bets she can do thirty open-mic nights in thirty days. The jokes are bad on purpose for the first hour and good on purpose after that, which is harder than it sounds: Marquez and the writers built a second set of jokes for every scene, one that fails and one that almost works, and the film is the slow swap from the first to the second.

[[picture:1]]

What we love is the room. Every night is a different crowd and a different reason not to go on. Malik Harris, as Dev Thompson, the heckler who turns up every single night, has about twenty lines and steals the film with each of them; Bastien Laurent's club owner, Gaspard, is the only person who thinks Paloma might be good, long before she does.

[[title:open-mic]]

## If you want to be frightened: Orbital Decay

We wrote about *Orbital Decay* [here](/blogs/orbital-decay-a-first-look), with a first look to watch. Lena Fischer wrote and directed it on one set in nineteen days, and it is the most frightening film we have shown this year without a single monster. Watch it in the dark, with headphones, and do not look up the ending.

## If you want a puzzle: Night Market

From Korea, a mystery that runs from dusk to sunrise. A food-stall owner is found dead between the tents of a Busan night market, and Detective Seo Jin-ho, played by Min-jun Kang, has until the market packs up at dawn and every witness scatters across the city. Ji-woo Park is Han Yuna, the dead man's niece, who knows the market better than the police ever will, and Mei Lin's journalist, Grace Wen, is the reason the second half turns on its head.

[[picture:2]]

The film is shot almost entirely under strings of bare bulbs, and it is worth watching on the biggest screen you have for the colours alone.

[[title:night-market]]

## And for the shop

Paloma's notebook of bad jokes from *Open Mic* is in the shop, with her worst jokes printed on the first pages and empty pages for yours. Several people in the office now carry one. None of us has been brave enough to use it.`,
    pictures: [
      {
        shot: 'OPEN MIC - POSTER',
        picture: { poster: 'Open Mic' },
        alt: 'The poster of Open Mic',
        caption: 'Open Mic: thirty nights, thirty bars, one bet.',
      },
      {
        shot: 'NIGHT MARKET - POSTER',
        picture: { poster: 'Night Market' },
        alt: 'The poster of Night Market',
        caption: 'Night Market: one night to find a witness before the stalls pack up.',
      },
    ],
  },
  {
    title: 'How we print a poster: a morning at our Lisbon print shop',
    format: 'standard',
    daysAgo: 41,
    category: 'from-the-shop',
    author: 'marco-quintero',
    tags: ['merchandise', 'design'],
    art: 'Letters from Lisbon',
    excerpt: 'Five colours, one press from 1962 and the smell of ink: how the Letters from Lisbon travel poster is made.',
    body: `Our posters are printed in a shop in Lisbon's Graça neighbourhood on a press older than anyone who works there. I spent a morning there for the *Letters from Lisbon* travel poster, and this is how it goes.

[[picture:1]]

## The shop

It is one long room under a tiled roof, with the press at one end and drying racks up to the ceiling at the other. Three people run it: a printer who started there as an apprentice at fifteen, her son, and a cat who sleeps on the paper stock and is not allowed near the ink. The press itself came from a newspaper that closed in 1962; it has been rebuilt twice and still has the newspaper's name cast into its side.

## From design to sheet

1. **Separations.** The design is split into five colours, one screen each. Ours are the blue of the river, two yellows, a red for the trams and black. Each colour is drawn as its own layer from the start, because a flat colour prints cleaner than one mixed on the sheet.
2. **The first pull.** The printer pulls one sheet of each colour and I look at it in daylight, by the window. We always change something. This time it was the second yellow, which looked like mustard next to the river and had to go warmer.
3. **The run.** Two hundred and fifty sheets, each colour drying overnight before the next goes on. Five colours take a week, and the order matters: light colours first, black last, so the outlines sit on top.
4. **Numbering.** Every print is numbered by hand and checked for dust, hair and the printer's thumb. About one in twenty goes back in the paper bin; those become the notebooks we give away at screenings.

The paper is 300 g cotton rag, which is why the prints lie flat in a frame for decades and why they feel soft when you pick them up.

[[picture:2]]

## Why screen printing

We could print a poster digitally in an afternoon. We do not, because screen ink sits on the paper instead of soaking in, and the colours stay bright in a sunny room for longer than the posters of most films stay on walls. It also means every poster is a little different. If you look closely at the river on yours, you will see where the blue ran thin on one pull and thick on the next.

[[product:letters-from-lisbon-travel-poster]]

The same shop printed the Paradiso cinema poster, in just three colours, and it is working on something for *The Winter Orchestra* as I write.

[[product:midnight-at-the-paradiso-cinema-poster]]`,
    pictures: [
      {
        shot: 'LETTERS FROM LISBON - PROOF',
        picture: { poster: 'Letters from Lisbon' },
        alt: 'The Letters from Lisbon travel poster, first proof',
        caption: 'Letters from Lisbon: the first proof, before the second yellow went warmer.',
      },
      {
        shot: 'GRAÇA - FROM THE SHOP DOOR',
        picture: { drawn: 'seafront' },
        alt: 'The river seen from the door of the print shop',
        caption: 'The view from the shop door, which is where the blue of the river came from.',
      },
    ],
  },
  {
    title: 'Score Notes #11: Kwame Asante scores the void',
    format: 'audio',
    daysAgo: 46,
    category: 'music-and-sound',
    author: 'lina-farouk',
    tags: ['soundtracks', 'podcast', 'sci-fi'],
    art: 'Neon Ghosts',
    audio: { label: 'Score Notes #11: the Neon Ghosts city theme', seconds: 40 },
    excerpt: 'The composer of Starfall, Neon Ghosts and Orbital Decay on making silence sound like a place.',
    body: `Kwame Asante has scored four of our films, three of them set in space or the future. In this episode he explains why he keeps coming back to the same trick: take a real sound, slow it down a hundred times, and listen to what is inside it.

The clip above is the city theme of *Neon Ghosts*, built from a Tokyo train announcement stretched over forty seconds.

[[title:neon-ghosts]]

We also talk about *Orbital Decay*, whose score is almost entirely the hum of a refrigerator, and about the one film he has refused to score (he will not say which).`,
  },
  {
    title: 'Making the storm in The Lighthouse Keepers',
    format: 'video',
    daysAgo: 53,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['restoration'],
    art: 'The Lighthouse Keepers',
    video: 'the-lighthouse-keepers',
    excerpt: 'Forty tonnes of water, two wind machines and a lighthouse built sideways in a tank.',
    body: `The storm that traps Agnes and Rory on their rock in *The Lighthouse Keepers* was made in a water tank outside Glasgow, over four nights in February. The lighthouse gallery was built on its side so that the waves could hit it from above.

Above is the storm sequence as it appears in the film. Look for the moment the lamp goes out: Eleanor Finch was soaked to the skin for eleven takes and asked for a twelfth.

This spring we restored the film in 4K from the original camera files, and it has never looked colder.`,
  },
  {
    title: 'The Long Winter, season by season: stills from the fjord',
    format: 'gallery',
    daysAgo: 59,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['series'],
    art: 'The Long Winter',
    gallery: [
      { shot: 'the hall', picture: { motif: 'snow' }, caption: 'Jarl Ragnvald’s hall, built from timber on the shore of the fjord.' },
      {
        shot: 'the longships',
        picture: { motif: 'longship' },
        caption: 'Two of the three longships were built to sail; the third was for burning.',
      },
      {
        shot: 'ylva',
        picture: { portrait: 'Freya Nilsen', about: 'She is an actor.' },
        caption: 'Freya Nilsen as Ylva, on the first day of the shoot, at minus twelve.',
      },
      {
        shot: 'the feast',
        picture: { drawn: 'feast' },
        caption: 'The midwinter feast: real bread, real fish and a great deal of fake mead.',
      },
      { shot: 'snow', picture: { drawn: 'snowfall' }, caption: 'Snow fell for only three days; the rest is salt and paper.' },
    ],
    excerpt: 'A hall on the shore, three longships and a great deal of snow: three winters in Norway, drawn from the unit stills.',
    body: `*The Long Winter* was shot over three winters on a fjord north of Bergen. These are drawings of our favourite stills from the unit, chosen by Anders Holm, who directed every episode.

[[title:the-long-winter]]

The complete series box set has all three seasons and a book of the unit's photographs.

[[product:the-long-winter-the-complete-series-box-set]]`,
  },
  {
    title: 'Why we keep the credits rolling',
    format: 'quote',
    daysAgo: 64,
    category: 'studio-news',
    author: 'hannah-okoro',
    tags: ['directors'],
    quote: {
      text: 'The credits are the only part of a film that tells the truth about how it was made.',
      source: 'Ruth Okonkwo, director of Songs for Nobody',
    },
    excerpt: 'We will never skip the credits for you. Here is why.',
    body: `Many services skip the end credits to get you to the next thing faster. We do not, and we will not.

Every film on StreamIt is made by dozens of people, sometimes hundreds. Their names are in the credits, and every one of them has a page on this site, from the lead actor to the foley artist. When you let the credits roll, you are reading the list of people who made what you just saw.

The next episode of a series still starts by itself at the end, and you can always press Next. But the credits stay.`,
  },
  {
    title: 'Ten films for a rainy Sunday',
    format: 'standard',
    daysAgo: 70,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['world-cinema', 'animation'],
    art: 'A Recipe for Rain',
    excerpt: 'Tea, a blanket and ten films from the catalogue chosen by the programming team for a day indoors.',
    body: `We asked everyone at StreamIt for the film they watch when it rains. These ten came up most, with a line from whoever chose each one on why it works with the weather.

[[picture:1]]

1. *A Recipe for Rain*, obviously, which one of us watches every time it does. "A village that has not seen rain for two summers, a restaurant about to close and a priest who thinks the right dish will bring the rain. You will want soup afterwards."
2. *Paper Lanterns*, for the night train sequence. "The rain on the carriage windows is the most beautiful animation in the catalogue."
3. *The Salt Archive*, a mystery of letters and Venice. "Slow, clever, and set in a city where it is always about to rain."
4. *Midnight at the Paradiso*, the best film about going to the cinema. "For when you cannot go out, a film about the joy of going out."
5. *The Lighthouse Keepers*, if you want the rain to be worse outside the film than in your window. "The storm in the second half was made with real water. Lots of it."
6. *Letters from Lisbon*, for the bookshop. "Lisbon in 1941, a bookseller who forges letters for refugees, and a city that is the last open door out of Europe. Bring a blanket."
7. *The Great Ferret Race*, for the children, or for you. "Loud, silly and short enough for a small child to sit through, which is the highest praise there is."
8. *Songs for Nobody*, for the bridge in Montreal. "Priya Raman learned the violin for it. You can hear that she did."
9. *Comet Kids*, for the janitor's rocket. "The best rocket ever built out of a school's spare parts."
10. *The Fox and the Firebird*, for the winter forest. "A fairy tale that is not afraid of the dark, which is why children love it."

## How to watch them

Rainy-Sunday films want a certain order. We would start with one of the animated films while the morning is still grey, save the mysteries for the afternoon when the light goes, and end with *A Recipe for Rain* at dinner time. If it stops raining halfway through, *Midnight at the Paradiso* is the one that will make you want to go out to a real cinema.

[[picture:2]]

Every one of these is in the catalogue now. Put a few on a collection of your own and press Play all: they will play in the order you gave them, one after the other, while you make the tea.

[[title:a-recipe-for-rain]]

[[title:the-salt-archive]]

And for the tea: the espresso cups from Pilar's restaurant, which are exactly the right size for the soup you will want after film number one.

[[product:a-recipe-for-rain-espresso-cups-set-of-two]]`,
    pictures: [
      {
        shot: 'A RECIPE FOR RAIN - POSTER',
        picture: { poster: 'A Recipe for Rain' },
        alt: 'The poster of A Recipe for Rain',
        caption: 'A Recipe for Rain: a village, a restaurant and two summers without rain.',
      },
      {
        shot: 'SUNDAY SCREENING',
        picture: { drawn: 'audience' },
        alt: 'An audience in the dark at a Sunday screening',
        caption: 'A Sunday screening at the office, the afternoon this list was made.',
      },
    ],
  },
  {
    title: 'Subtitles done right: the BBC guidelines we follow',
    format: 'link',
    daysAgo: 77,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['accessibility', 'world-cinema'],
    link: { url: 'https://www.bbc.co.uk/accessibility/forproducts/guides/subtitles/', site: 'bbc.co.uk' },
    excerpt: 'Line length, timing, colour and the rules for sound effects: the guide our subtitlers work from.',
    body: `Half of our catalogue is not in English, and a good subtitle is one you forget you are reading. Our subtitlers work from the BBC's subtitle guidelines, which we think are the clearest anywhere.

A few of its rules we follow to the letter: no more than two lines, a subtitle on screen for at least as long as it takes to read, and sound that matters written in square brackets: [The melody rises].`,
  },
  {
    title: 'Casa Morales is back for a second summer',
    format: 'standard',
    daysAgo: 78,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['series', 'world-cinema'],
    art: 'Casa Morales',
    excerpt: 'The Morales family, their hotel in Valencia and one more summer to keep it. What to expect from season two.',
    body: `Season one of *Casa Morales* ended with the hotel saved for one more summer, and Ernesto's retirement cancelled by his wife. Season two picks up on the first day of June, with the shutters going up, the pool still green and forty guests arriving on the same afternoon.

[[picture:1]]

## What to expect

Without giving anything away:

- Elena and Lupe each get a floor of the hotel to run their way. It goes as well as you think. Ana Ruiz and Sofia Marquez play the sisters as two people who love each other and would be very happy never to share a corridor again.
- Carmen finds the original guest book from 1924, and a name in it she did not expect. Rosa Jiménez gets the season's best episode, almost all of it in the hotel's basement with a torch and a box of letters.
- There is a wedding. Nobody agrees whose.

Javier Ortega's Ernesto, meanwhile, has taken up gardening to stay out of everyone's way, and is very bad at it. The tomato plot becomes a running joke across the season and, in the last episode, something more than that.

## Why we love it

*Casa Morales* is a family comedy that takes work seriously. You learn how a small hotel runs: who folds the towels, who talks to the bank, who stays up for the last guest. The writers spent a summer working shifts in a hotel in Valencia before they wrote a word, and it shows in every scene at the front desk.

[[picture:2]]

It is also a show about food. Every episode has a meal at its centre, cooked by the family for the staff after the guests have gone to bed, and those are the scenes where the arguments get settled. We dare you to watch one on an empty stomach.

[[title:casa-morales]]

## Catch up first

If you missed the first summer, season one is on StreamIt now, and on Blu-ray in the shop with the cast's commentary on every episode. The new season arrives one episode a week, every Friday, so there is time to watch the first from the beginning.`,
    pictures: [
      {
        shot: 'CASA MORALES - FRONT',
        picture: { poster: 'Casa Morales' },
        alt: 'The poster of Casa Morales',
        caption: 'Casa Morales: the hotel, the family and one more summer.',
      },
      {
        shot: 'STAFF DINNER - EP 3',
        picture: { drawn: 'feast' },
        alt: 'The long table of the staff dinner after the guests have gone to bed',
        caption: 'The staff dinner, where every argument of the season is settled.',
      },
    ],
  },
  {
    title: 'Score Notes #10: pressing Songs for Nobody on vinyl',
    format: 'audio',
    daysAgo: 85,
    category: 'music-and-sound',
    author: 'lina-farouk',
    tags: ['soundtracks', 'podcast'],
    art: 'Songs for Nobody',
    audio: { label: 'Score Notes #10: the bridge theme, from the test pressing', seconds: 35 },
    excerpt: 'From the mixing desk to the pressing plant: how the soundtrack of Songs for Nobody became a record.',
    body: `The soundtrack of *Songs for Nobody* was the first record we pressed, and we learned a lot. In this episode, Amelia Stone and our mastering engineer talk through it: why a violin needs a different master for vinyl, how long a side can be before the bass suffers, and what a test pressing sounds like.

The clip above is the bridge theme, from that test pressing.

[[title:songs-for-nobody]]

[[product:songs-for-nobody-original-soundtrack-vinyl]]`,
  },
  {
    title: 'Comet Kids: how a moon-base gets animated',
    format: 'video',
    daysAgo: 91,
    category: 'behind-the-scenes',
    author: 'tobias-reinholt',
    tags: ['animation'],
    art: 'Comet Kids',
    video: 'comet-kids',
    excerpt: 'Kenji Watanabe’s team animated Comet Kids by hand, twelve drawings a second. A sequence from the film.',
    body: `Every frame of *Comet Kids* was drawn by hand, then painted on a computer. The team in Kenji Watanabe's studio was twenty-six animators at its largest, and the janitor's rocket alone needed four of them for a month.

The sequence above is the launch from the moon-base school. Watch Gizmo, the robot, in the back of the shot: he was animated by the youngest person on the team, and he steals the scene.

Zip, Lulu, Gizmo and Captain Burt Nebula are now figures, too.

[[product:comet-kids-crew-figure-set]]`,
  },
  {
    title: 'From sketch to plush: designing Rusk the Fox',
    format: 'gallery',
    daysAgo: 98,
    category: 'from-the-shop',
    author: 'marco-quintero',
    tags: ['merchandise', 'design', 'animation'],
    art: 'The Fox and the Firebird',
    gallery: [
      { shot: 'sketch', picture: { drawn: 'sketch' }, caption: 'The first sketch, from the film’s model sheet.' },
      { shot: 'pattern', picture: { drawn: 'pattern' }, caption: 'The sewing pattern: eleven pieces, three of them for the tail.' },
      { shot: 'samples', picture: { drawn: 'samples' }, caption: 'Four samples in four oranges. We chose the third.' },
      { shot: 'final', picture: { drawn: 'plush' }, caption: 'The finished Rusk, with the Firebird feather he stole.' },
    ],
    excerpt: 'Eleven pieces of fabric, four shades of orange and one feather: how our plush fox was made.',
    body: `Rusk, the fox who steals for a living in *The Fox and the Firebird*, is the most-asked-for character in the shop's inbox. It took us eight months to get him right.

The hard part was the tail. In the film it is half of him; in plush, a tail that big makes a fox fall over. The answer was a bean bag in the base of the tail, which also makes him sit up on a shelf.

[[product:rusk-the-fox-plush]]

[[title:the-fox-and-the-firebird]]`,
  },
  {
    title: 'Maya Castellanos on writing comedy that travels',
    format: 'quote',
    daysAgo: 105,
    category: 'interviews',
    author: 'tobias-reinholt',
    tags: ['world-cinema'],
    art: 'The Great Ferret Race',
    quote: {
      text: 'A joke about words stays at home. A joke about people travels everywhere, and a ferret gets a laugh in every language.',
      source: 'Maya Castellanos, writer of A Recipe for Rain and The Great Ferret Race',
    },
    excerpt: 'The writer of A Recipe for Rain, Midnight at the Paradiso and The Great Ferret Race on comedy across languages.',
    body: `Maya Castellanos has written five comedies for Marco Bellini, in Spanish, Italian and English. I asked her what changes from one language to the next.

"Almost nothing, if the joke is about people. A priest who is sure he can make it rain is funny in Spain, in Italy and in Japan. A pun is funny in one place, and only until the subtitles."

[[title:the-great-ferret-race]]`,
  },
  {
    title: 'A year of StreamIt: what we learned streaming independent film',
    format: 'standard',
    daysAgo: 113,
    category: 'studio-news',
    author: 'tobias-reinholt',
    tags: ['premieres'],
    excerpt: 'Our first year in numbers, the films you watched most, and what we are changing.',
    body: `A year ago we switched StreamIt on with forty films and a lot of nerves. Today the catalogue holds films and series from fourteen countries, a shop, a podcast and this Journal. Here is what we learned, and what we are changing because of it.

[[picture:1]]

## You watch to the end

Nine in ten films started on StreamIt are finished, and most of you let the credits roll. We take that as a vote for longer, slower films, and we will keep showing them. It also settled an argument in the office: we will never cut the credits short to push you to the next title. The people who made the film are in them, and you are reading them.

## You want to know who made it

The most visited pages after the films are the people: directors, composers, and a great many of you looking up the foley artists. We have added every crew member we could find, from the production designers to the sound editors, and every person's page now lists what they made with us.

## You like things you can hold

The shop was an experiment. It now pays a share of its income to every production it sells for, and the first royalty cheques went out in the spring. The posters are printed in Lisbon, the shirts in Porto, and the plush fox from *The Fox and the Firebird* sold out three times. We have learned to order more foxes.

## You watch together

The evenings are busy, but so are Sunday afternoons, when families watch the animated films, and late nights, when the thrillers take over. Many of you keep collections of your own: films for a rainy day, for a birthday, for a parent who is visiting. We have made it easier to play a collection from start to finish.

[[picture:2]]

## What changes

- More series, starting with a second season of *Casa Morales*.
- Subtitles in four more languages across the catalogue, written by people, not machines.
- Audio description for every new film, starting next year, and for the twenty most-watched films in the catalogue.
- A player that starts faster on slow connections, which we have been quietly testing on the office's worst Wi-Fi.

## Thank you

StreamIt is a small team of programmers, editors, designers and engineers who love films. We could not do it without the filmmakers who trust us with their work, and without you, watching to the end. Thank you for the first year. Here is to the second.`,
    pictures: [
      {
        shot: 'OPENING NIGHT',
        picture: { drawn: 'party' },
        alt: 'The party on the night StreamIt switched on',
        caption: 'The night we switched on: forty films, one projector and a lot of nerves.',
      },
      {
        shot: 'THE BACK ROW',
        picture: { drawn: 'audience' },
        alt: 'An audience watching to the end of the credits',
        caption: 'Nine in ten of you watch to the end, and most of you stay for the credits.',
      },
    ],
  },
  {
    title: 'Reading list: the BFI on why film preservation matters',
    format: 'link',
    daysAgo: 121,
    category: 'studio-news',
    author: 'hannah-okoro',
    tags: ['restoration'],
    link: { url: 'https://www.bfi.org.uk/', site: 'bfi.org.uk' },
    excerpt:
      'The British Film Institute’s archive looks after one of the largest film collections in the world. Their writing on it is worth your evening.',
    body: `Restoring *The Lighthouse Keepers* taught us how much work goes into keeping a film watchable for the next fifty years. The British Film Institute does that for hundreds of thousands of films, and writes about it generously.

Start with their features on the national archive, and on how a film is rescued from a damaged print.`,
  },
  {
    title: 'Priya Raman learned the violin for Songs for Nobody. Really.',
    format: 'standard',
    daysAgo: 129,
    category: 'interviews',
    author: 'tobias-reinholt',
    tags: ['directors', 'soundtracks'],
    art: 'Songs for Nobody',
    excerpt: 'Eight months, four hours a day, and one piece she can now play without stopping. An interview.',
    body: `Most actors who play musicians learn to look as if they are playing. Priya Raman, who plays the violinist Anjali Rao in *Songs for Nobody*, learned to play. We met in a café near the studio, a week before the film's first anniversary on StreamIt, and she had her violin case with her.

[[picture:1]]

**How long did it take?**

Eight months, four hours a day. Ruth Okonkwo said I could mime it, and I said I would rather suffer. I suffered. The first month I could not get a note out that did not sound like a door. My neighbours sent a card when I finally managed a scale.

**Who taught you?**

A teacher in Montreal who had played in an orchestra for thirty years and had no interest in films at all, which was perfect. She never once told me I was doing well. When she finally said "that was not bad", I went home and cried.

**Can you play now?**

One piece, the bridge theme, from beginning to end. I played it at my sister's wedding and nobody left. I can play the first half of two others, and a lot of scales, very loudly.

**What did it teach you about Anjali?**

That losing your nerve is physical. Your arm stops. I had that for real, in front of a crew of forty, and we kept the take. It is the scene on the bridge, two-thirds of the way through. When you watch it, my bow really does stop, and what you see on my face is not acting.

**Did it change how you work?**

It made me patient. Learning an instrument as an adult is mostly failing in front of yourself every day. I used to want every scene to be right on the first take. Now I think the fourth take is where things get interesting.

[[picture:2]]

**And next?**

Conducting, which is worse, because there is nothing to hide behind. Ruth has cast me in *The Winter Orchestra* as a conductor with eleven players and a hall that is about to close. This time I am not learning every instrument. I am learning to wave a stick with conviction, which my teacher says is harder than it looks.

[[title:songs-for-nobody]]

Priya is back on StreamIt next year, conducting *The Winter Orchestra*. Her violin, she says, stays in its case for that one.`,
    pictures: [
      {
        shot: 'PRIYA RAMAN - CAFÉ',
        picture: { portrait: 'Priya Raman', about: 'She is an actor.' },
        alt: 'Priya Raman with her violin case',
        caption: "Priya Raman, a week before the film's anniversary on StreamIt.",
      },
      {
        shot: 'SONGS FOR NOBODY - POSTER',
        picture: { poster: 'Songs for Nobody' },
        alt: 'The poster of Songs for Nobody',
        caption: 'Songs for Nobody: the bridge theme, and the take where the bow stops.',
      },
    ],
  },
  {
    title: 'Neon Ghosts: the city at night',
    format: 'video',
    daysAgo: 137,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['sci-fi'],
    art: 'Neon Ghosts',
    video: 'neon-ghosts',
    excerpt: 'The Tokyo of 2071, where the dead leave copies of themselves in the network. A sequence from the film.',
    body: `*Neon Ghosts* is David Ferreira's most beautiful film, and the opening drive through Tokyo at night is our favourite sequence in the whole catalogue. It is above.

Yuki Tanabe plays Rei Aoki, a data detective hired to find a ghost that has gone missing. Her client says it is his late wife. Watch how the city changes colour when she lies.`,
  },
  {
    title: 'Posters of the year: our design team picks',
    format: 'gallery',
    daysAgo: 146,
    category: 'from-the-shop',
    author: 'marco-quintero',
    tags: ['merchandise', 'design'],
    art: 'Kingdom of Glass',
    gallery: [
      {
        shot: 'glass',
        picture: { poster: 'Kingdom of Glass' },
        caption: 'Kingdom of Glass: the castle, printed with a clear varnish so the walls catch the light.',
      },
      {
        shot: 'haul',
        picture: { poster: 'The Long Haul' },
        caption: 'The Long Haul: the theatrical poster, in the orange of a mountain dawn.',
      },
      { shot: 'starfall', picture: { poster: 'Starfall' }, caption: 'Starfall: the comet, in an edition of 200, signed by Samuel Kerr.' },
      {
        shot: 'firebird',
        picture: { poster: 'The Fox and the Firebird' },
        caption: 'The Fox and the Firebird: a page from the storybook, on cotton paper.',
      },
    ],
    excerpt: 'Four posters we are proudest of this year, and what went into each.',
    body: `We printed eleven posters this year. These are the four the design team would hang at home (and do).

[[product:kingdom-of-glass-poster]]

[[product:starfall-art-print-signed]]

Every poster ships rolled in a tube, never folded.`,
  },
  {
    title: 'Kenji Watanabe: “Children notice everything”',
    format: 'quote',
    daysAgo: 153,
    category: 'interviews',
    author: 'tobias-reinholt',
    tags: ['animation', 'directors'],
    art: 'Paper Lanterns',
    quote: {
      text: 'Children notice everything. If a lantern in the background moves the wrong way, a child will tell you, and she will be right.',
      source: 'Kenji Watanabe, director of Paper Lanterns and Comet Kids',
    },
    excerpt: 'The director of Paper Lanterns, Comet Kids and Moonbeam Academy on making films for people who watch them forty times.',
    body: `Kenji Watanabe has made three films and a series for us, all of them for children, and all of them watched at least as much by adults. I asked him what is different about his audience.

"They watch it forty times. The first time for the story, then for the details. So every background must be alive, because on the thirtieth watch, they are looking at it."

[[title:paper-lanterns]]

[[title:moonbeam-academy]]`,
  },
];
