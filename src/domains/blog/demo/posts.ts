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
    body: `Every season has one week when the programming team stops arguing. This was it: the three films arriving next are the ones all of us wanted.

## Ember

David Ferreira, who made *Ironclad*, turns to fantasy. Amara Diallo plays the last fire-dancer of a burned city, hired to carry one flame across a kingdom where fire is forbidden. Kwame Asante's score is built on a single held note that never quite resolves.

[[title:ember]]

## The Winter Orchestra

Ruth Okonkwo follows *Songs for Nobody* with another film about music and nerve. Priya Raman conducts eleven players and a bankrupt hall; Elijah Brooks is the trumpeter who is never on time. Bring tissues and a sense of rhythm.

[[title:the-winter-orchestra]]

## The Quiet Planet

The quietest science fiction we have shown, and the most tense. We will say no more until you have seen it.

Add all three to your watchlist from their pages and we will show them at the top of your home page the day they arrive.`,
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

The *Halcyon*, the survey ship at the centre of the film, exists in three sizes: a two-metre hero model for close passes, a forty-centimetre model for wide shots and a full-size section of bridge that Kofi Mensah and Mei Lin worked inside for eleven weeks. The comet is plaster, chicken wire and a great deal of cotton wool, rotated on a motion-control rig that Finn Calloway, the director of photography, programmed one frame at a time.

Computer work was kept for what a model cannot do: the fragments breaking apart, and the stars.

[[title:starfall]]

The two-metre *Halcyon* now lives in our office, and the 4K steelbook carries forty minutes of the model shop at work.

[[product:starfall-4k-steelbook]]`,
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

Score Notes is made by the StreamIt music team. New episodes come out every three weeks.`,
  },
  {
    title: 'Orbital Decay: watch the first five minutes',
    format: 'video',
    daysAgo: 16,
    category: 'new-on-streamit',
    author: 'hannah-okoro',
    tags: ['sci-fi', 'premieres'],
    art: 'Orbital Decay',
    video: 'orbital-decay',
    excerpt: 'A station that should be empty, a meal half eaten and an orbit dropping faster than physics allows. Press play.',
    body: `Lena Fischer wrote and directed *Orbital Decay* in two years and shot it in nineteen days, on one set. It is the most frightening film we have shown this year, and there is not one monster in it.

The opening is above. Captain Anna Brandt (Clara Voss) docks, finds the lights on and the air fresh, and says the line every member of the programming team now says when the office kettle is warm: "Somebody was here."

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
    excerpt: 'Photographs from the last night of a seaside cinema, and the crew that rebuilt it.',
    body: `Marco Bellini shot *Midnight at the Paradiso* in a cinema in Rimini that closed for good two weeks after the crew left. The photographs above were taken by the unit photographer over the six weeks of the shoot.

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
    body: `Three very different films the programming team keeps recommending this month. Here is where to start.

**If you want to laugh:** *Open Mic*. Sofia Marquez plays a dental hygienist who bets she can do thirty open-mic nights in thirty days. The jokes are bad on purpose for the first hour and good on purpose after that, which is harder than it sounds.

[[title:open-mic]]

**If you want to be frightened:** *Orbital Decay*, which we wrote about [here](/blogs/orbital-decay-watch-the-first-five-minutes). Watch it in the dark.

**If you want a puzzle:** *Night Market*, from Korea. A detective has one night, one market and a hundred witnesses who will be gone by sunrise.

[[title:night-market]]

Paloma's notebook of bad jokes from *Open Mic* is in the shop, with empty pages for yours.

[[product:open-mic-joke-notebook]]`,
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

1. **Separations.** The design is split into five colours, one screen each. Ours are the blue of the river, two yellows, a red for the trams and black.
2. **The first pull.** The printer pulls one sheet of each colour and I look at it in daylight, by the window. We always change something.
3. **The run.** Two hundred and fifty sheets, each colour drying overnight before the next goes on. Five colours take a week.
4. **Numbering.** Every print is numbered by hand and checked for dust, hair and the printer's thumb.

The paper is 300 g cotton rag, which is why the prints lie flat in a frame for decades.

[[product:letters-from-lisbon-travel-poster]]

The same shop printed the Paradiso cinema poster, in just three colours.

[[product:midnight-at-the-paradiso-cinema-poster]]`,
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
    excerpt: 'A hall on the shore, three longships and a great deal of snow: photographs from three winters in Norway.',
    body: `*The Long Winter* was shot over three winters on a fjord north of Bergen. These are some of our favourite photographs from the unit, chosen by Anders Holm, who directed every episode.

[[title:the-long-winter]]

The complete series box set has all three seasons and a book of these photographs.

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
    body: `We asked everyone at StreamIt for the film they watch when it rains. These ten came up most.

1. *A Recipe for Rain*, obviously, which one of us watches every time it does.
2. *Paper Lanterns*, for the night train sequence.
3. *The Salt Archive*, a mystery of letters and Venice.
4. *Midnight at the Paradiso*, the best film about going to the cinema.
5. *The Lighthouse Keepers*, if you want the rain to be worse outside the film than in your window.
6. *Letters from Lisbon*, for the bookshop.
7. *The Great Ferret Race*, for the children, or for you.
8. *Songs for Nobody*, for the bridge in Montreal.
9. *Comet Kids*, for the janitor's rocket.
10. *The Fox and the Firebird*, for the winter forest.

[[title:a-recipe-for-rain]]

[[title:the-salt-archive]]

And for the tea: the espresso cups from Pilar's restaurant.

[[product:a-recipe-for-rain-espresso-cups-set-of-two]]`,
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
    body: `Season one of *Casa Morales* ended with the hotel saved for one more summer, and Ernesto's retirement cancelled by his wife. Season two picks up on the first day of June.

Without giving anything away:

- Elena and Lupe each get a floor of the hotel to run their way. It goes as well as you think.
- Carmen finds the original guest book from 1924, and a name in it she did not expect.
- There is a wedding. Nobody agrees whose.

[[title:casa-morales]]

If you missed the first summer, season one is on StreamIt now and on Blu-ray in the shop.

[[product:casa-morales-season-one]]`,
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
    body: `A year ago we switched StreamIt on with forty films and a lot of nerves. Here is what we learned.

## You watch to the end

Nine in ten films started on StreamIt are finished, and most of you let the credits roll. We take that as a vote for longer, slower films, and we will keep showing them.

## You want to know who made it

The most visited pages after the films are the people: directors, composers, and a great many of you looking up the foley artists. We have added every crew member we could find.

## You like things you can hold

The shop was an experiment. It now pays a share of its income to every production it sells for, and the first royalty cheques went out in the spring.

## What changes

- More series, starting with a second season of *Casa Morales*.
- Subtitles in four more languages across the catalogue.
- Audio description for every new film, starting next year.

Thank you for watching.`,
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
    body: `Most actors who play musicians learn to look as if they are playing. Priya Raman, who plays the violinist Anjali Rao in *Songs for Nobody*, learned to play.

**How long did it take?**

Eight months, four hours a day. Ruth Okonkwo said I could mime it, and I said I would rather suffer. I suffered.

**Can you play now?**

One piece, the bridge theme, from beginning to end. I played it at my sister's wedding and nobody left.

**What did it teach you about Anjali?**

That losing your nerve is physical. Your arm stops. I had that for real, in front of a crew of forty, and we kept the take.

[[title:songs-for-nobody]]

Priya is back on StreamIt next year, conducting *The Winter Orchestra*.`,
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
