import type { DemoTitle } from './films';

// The demo catalogue's series: each season is one arc, each episode moves it on, and every name in a synopsis is a
// character of the show. A show's `release` is its first air date; seasons follow a year apart, episodes a week.

export type DemoShow = DemoTitle & {
  seasons: { synopsis: string; episodes: [name: string, synopsis: string][] }[];
};

export const SHOWS: DemoShow[] = [
  {
    name: 'The Long Winter',
    genres: ['history', 'drama', 'action'],
    tags: ['vikings', 'kings', '4k-ultra'],
    language: 'Norwegian',
    rating: 'TV-MA',
    runtime: 52,
    score: 8.4,
    release: -760,
    synopsis:
      'Norway, 872. When King Harek demands that every jarl kneel, Jarl Ragnvald refuses, and the long winter that follows decides whether his daughter Ylva inherits a hall or a grave. A saga of a family, a feud and the sea.',
    cast: [
      ['Oskar Hansen', 'Jarl Ragnvald'],
      ['Freya Nilsen', 'Ylva'],
      ['Henrik Dahl', 'King Harek'],
      ['Tomas Lindqvist', 'Thorvald'],
    ],
    crew: [
      ['Anders Holm', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Sigrid Aune', 'Composer'],
      ['Nora Lindgren', 'Editor'],
    ],
    seasons: [
      {
        synopsis: 'Ragnvald defies the king, and sends his daughter to the one relative he trusts.',
        episodes: [
          [
            'The Summons',
            "King Harek's messenger reaches Ragnvald's hall with a demand: kneel by midwinter or lose everything. Ylva wants to fight; Ragnvald sends her to foster with his brother Thorvald.",
          ],
          [
            'Foster Daughter',
            "In Thorvald's hall, Ylva learns that her uncle has already sworn to the king, and that she is a hostage, not a guest.",
          ],
          [
            'The Ice Road',
            'Ragnvald crosses the frozen fjord to find allies among the southern jarls, and finds only one willing to listen, for a price.',
          ],
          [
            'Blood Price',
            "Ylva escapes Thorvald's hall in a snowstorm. Ragnvald pays the southern jarl's price, and loses a ship and half his crew doing it.",
          ],
          [
            'Midwinter',
            "Season finale. On the longest night Harek's fleet comes early. Ragnvald holds the hall until dawn; Ylva arrives with the southern ships, too late to save him.",
          ],
        ],
      },
      {
        synopsis: "Ylva takes her father's seat, and the feud with the king becomes hers.",
        episodes: [
          ['Jarl Ylva', "Season premiere. Ylva takes her father's seat, and the men who followed him wait to see whether she can hold it."],
          ["The King's Peace", 'Harek offers Ylva a marriage that would end the feud. Thorvald urges her to take it.'],
          ['Salt and Iron', "Ylva trades her father's silver for southern iron, and learns who has been selling her plans to the king."],
          ["A Brother's Oath", "Thorvald must choose between his oath to Harek and his brother's daughter."],
          ['The Thaw', "Season finale. As the ice breaks, Ylva sails against Harek's fleet, and Thorvald's choice decides the battle."],
        ],
      },
    ],
  },
  {
    name: 'The Brennan Brothers',
    genres: ['comedy', 'drama'],
    tags: ['brother', 'brother-relationship'],
    language: 'English',
    rating: 'TV-14',
    runtime: 30,
    score: 7.9,
    release: -900,
    synopsis:
      "Two brothers who have not spoken in ten years inherit their father's failing pub in Cork, on condition that they run it together for a year. Danny Brennan wants to sell, Mick wants to prove he can run it, and their mother, Maureen, wants grandchildren.",
    cast: [
      ['Sean Gallagher', 'Danny Brennan'],
      ['Patrick Doyle', 'Mick Brennan'],
      ['Eleanor Finch', 'Maureen Brennan'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Owen Pritchard', 'Writer'],
    ],
    seasons: [
      {
        synopsis: 'The will, the pub and a year the brothers must share.',
        episodes: [
          ['Last Orders', "Season premiere. At their father's wake, Danny and Mick hear the terms of the will in front of the whole pub."],
          ['Quiz Night', 'Mick revives the pub quiz to bring in customers; Danny rigs it to empty the place.'],
          [
            'Health and Safety',
            'An inspection forces the brothers to fix the cellar together, and to talk for the first time about why Danny left.',
          ],
          ['Closing Time', "Season finale. With a buyer at the door, Danny finds their father's last letter, addressed to both of them."],
        ],
      },
      {
        synopsis: 'The pub is doing well; the brothers are not so sure about each other.',
        episodes: [
          [
            'New Management',
            'Season premiere. Six months in, the pub turns a profit, and Maureen announces that she is moving in upstairs.',
          ],
          ['Stag Do', "Mick's stag weekend goes wrong in every way Danny predicted, and in one way he did not."],
          ['The Rival', 'A craft-beer bar opens across the road, and Danny knows its owner better than he lets on.'],
          ['A Year and a Day', 'Season finale. The year is up. Danny has the papers to sell his half; Mick has the money to buy it.'],
        ],
      },
    ],
  },
  {
    name: 'Echoes of Olympus',
    genres: ['fantacy', 'adventure'],
    tags: ['mythology', '4k-ultra'],
    language: 'English',
    rating: 'TV-14',
    runtime: 48,
    score: 7.8,
    release: -1100,
    synopsis:
      'When the gods stop answering prayers, a shepherd’s daughter, Thea, finds that she can hear them, and that they are afraid. With the exiled sailor Leander and the oracle Phaedra she sets out to learn what could frighten a god.',
    cast: [
      ['Amara Diallo', 'Thea'],
      ['Daniel Achebe', 'Leander'],
      ['Isabel Duarte', 'Phaedra'],
      ['Henrik Dahl', 'Lord Aristos'],
    ],
    crew: [
      ['Hélène Carpentier', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Kwame Asante', 'Composer'],
    ],
    seasons: [
      {
        synopsis: 'The silence of the gods, and the mortal behind it.',
        episodes: [
          ['The Silent Temple', 'Season premiere. Temple fires go out across the islands; only Thea hears the voice in the ashes.'],
          ["The Oracle's Price", "Phaedra agrees to read Thea's future if she steals a relic from the house of Lord Aristos."],
          ['Salt Wind', "Leander's ship carries them to the island of the winds, where a god has been shut in a jar."],
          ['What the Gods Fear', 'The imprisoned god tells Thea who has been silencing the others: someone mortal.'],
          ['The Mortal Hand', "Season finale. Thea confronts Aristos, who has been collecting the gods' voices for himself."],
        ],
      },
      {
        synopsis: 'The freed gods speak all at once, and Aristos keeps one back.',
        episodes: [
          ['Voices', "Season premiere. With Aristos's jars broken the freed gods all speak at once, and Thea cannot shut them out."],
          ['The Underworld Road', 'Phaedra leads Thea and Leander beneath the earth to ask the dead how to quiet the living gods.'],
          ["Leander's Debt", "An old captain comes to claim Leander's ship, and his loyalty."],
          ['The Last Jar', 'Aristos escapes with the one god he kept back: the god of endings.'],
          ['Twilight of the Islands', 'Season finale. Thea must decide whether to free the last god or keep it, as Aristos did.'],
        ],
      },
    ],
  },
  {
    name: 'The Ninth Floor',
    genres: ['horror', 'mystery'],
    tags: ['premieres'],
    language: 'Korean',
    rating: 'TV-MA',
    runtime: 45,
    score: 8.2,
    release: -140,
    synopsis:
      'A Seoul office tower has eight floors on its plans and nine in its lift. The new night guard, Yoon Seo-yeon, is told never to stop on the ninth; her supervisor, Choi Tae-min, has stopped there every night for a year.',
    cast: [
      ['Ji-woo Park', 'Yoon Seo-yeon'],
      ['Min-jun Kang', 'Choi Tae-min'],
    ],
    crew: [
      ['Sun-hee Cho', 'Director'],
      ['Yara Nasser', 'Director of Photography'],
      ['Amelia Stone', 'Composer'],
    ],
    seasons: [
      {
        synopsis: 'One night guard, one rule, and the floor the building does not have.',
        episodes: [
          [
            'Orientation',
            "Season premiere. Seo-yeon's first night: a list of rules, a lift that will not skip the ninth floor, and a colleague who quit mid-shift.",
          ],
          ['Rule Four', 'Seo-yeon breaks the rule about answering the phone at three in the morning. The caller knows her name.'],
          ['Floor Plans', 'In the building archive Seo-yeon finds plans with a ninth floor, drawn after the tower was finished.'],
          ['Tae-min', "Tae-min's story: the night he first stopped on the ninth floor, and who he met there."],
          [
            'The Tenants',
            'Seo-yeon goes up. The ninth floor is an office, fully staffed, still working the night the tower opened in 1994.',
          ],
          [
            'Clocking Out',
            "Season finale. To free Tae-min, Seo-yeon must finish the ninth floor's shift, and its tenants do not want her to leave.",
          ],
        ],
      },
    ],
  },
  {
    name: 'Encore',
    genres: ['drama', 'comedy'],
    tags: ['music'],
    language: 'English',
    rating: 'TV-14',
    runtime: 50,
    score: 8.0,
    release: -700,
    synopsis:
      'Four strangers answer an ad for a band that a dying record producer, Walter Greaves, wants to hear one last time. Singer Jaylen Ward, guitarist Yumi Takeda, drummer Otis Greene and violinist Nina Bose have one summer to become the band he remembers.',
    cast: [
      ['Elijah Brooks', 'Jaylen Ward'],
      ['Aiko Mori', 'Yumi Takeda'],
      ['Malik Harris', 'Otis Greene'],
      ['Priya Raman', 'Nina Bose'],
      ['Marcus Bell', 'Walter Greaves'],
    ],
    crew: [
      ['Ruth Okonkwo', 'Director'],
      ['Owen Pritchard', 'Writer'],
      ['Amelia Stone', 'Composer'],
      ['Beatrice Lowe', 'Producer'],
    ],
    seasons: [
      {
        synopsis: 'Four musicians, one summer, and a producer with his reasons.',
        episodes: [
          ['Auditions', 'Season premiere. Four musicians, one warehouse, and a producer, Walter, who will not say why he chose them.'],
          ['Cover Versions', "The band's first gig is a wedding. Jaylen forgets the words; Nina saves the night on the violin."],
          ['B-Side', "Yumi learns that Walter once managed her mother's band, and that it ended badly."],
          ['Studio Time', 'Eight hours in a studio to record one song. Otis keeps the time, and the peace.'],
          ['The Showcase', 'Season finale. The band plays for Walter, and for a label scout he did not mention.'],
        ],
      },
      {
        synopsis: 'A record deal, a tour, and the band coming apart on the road.',
        episodes: [
          ['Signed', 'Season premiere. A record deal, a tour van, and a contract that names only Jaylen.'],
          ['On the Road', 'Twelve towns in fourteen days. Nina and Yumi stop speaking; Otis drives.'],
          ["The Mother's Song", "Yumi plays her mother's unreleased song on stage without telling the others."],
          ['Breakup Album', 'Jaylen is offered a solo deal. The band hears about it on the radio.'],
          ['Encore', 'Season finale. A festival headline slot, one last chance to play together, and Walter in the front row.'],
        ],
      },
    ],
  },
  {
    name: 'Kings of Nowhere',
    genres: ['comedy', 'family'],
    tags: ['kings', 'brother'],
    language: 'English',
    rating: 'TV-PG',
    runtime: 28,
    score: 7.5,
    release: -1000,
    synopsis:
      "When the council leaves their grandmother's farm off its new map, the brothers Ollie and Alfie Pratt declare it an independent kingdom and crown themselves joint kings. Their grandmother, Doris Pratt, is the kingdom's only citizen; Councillor Graham Webb wants the land back.",
    cast: [
      ['Theo Whitaker', 'Ollie Pratt'],
      ['Owen Tate', 'Alfie Pratt'],
      ['Ruth Abernathy', 'Doris Pratt'],
      ['Marcus Bell', 'Councillor Graham Webb'],
    ],
    crew: [
      ['Marco Bellini', 'Director'],
      ['Maya Castellanos', 'Writer'],
    ],
    seasons: [
      {
        synopsis: 'A mistake on a map becomes a kingdom.',
        episodes: [
          [
            'A Map Mistake',
            "Season premiere. Ollie finds the farm missing from the council's map and reads up on international law, badly.",
          ],
          ['Coronation', 'The brothers crown themselves with a biscuit tin. Doris declares herself Prime Minister.'],
          ['Border Control', "Alfie puts up a border post on the farm track. Councillor Webb's car is the first one stopped."],
          [
            'Independence Day',
            "Season finale. The kingdom's first national holiday brings a television crew, and a letter from the council's lawyers.",
          ],
        ],
      },
      {
        synopsis: 'The kingdom meets the world, and the kings fall out.',
        episodes: [
          ['Foreign Affairs', 'Season premiere. A micronation from Wales sends an ambassador, and Alfie falls for her.'],
          ['The Treasury', "To pay the kingdom's debts Ollie issues stamps. They sell out, for the wrong reasons."],
          ['Two Kings', 'The brothers fall out over a royal decree, and the kingdom splits down the middle of the cowshed.'],
          ['The Referendum', "Season finale. Councillor Webb calls a vote on the kingdom's future; Doris holds the only ballot."],
        ],
      },
    ],
  },
  {
    name: 'The Reykjavík Files',
    genres: ['mystery', 'thriller'],
    tags: ['4k-ultra'],
    language: 'Icelandic',
    rating: 'TV-14',
    runtime: 58,
    score: 8.1,
    release: -1300,
    synopsis:
      'Each season, one case the island cannot leave alone. Detective Hekla Jónsdóttir of the Reykjavík police works with Magnus Eide, a Norwegian forensic analyst who came to Iceland to get away from a case of his own.',
    cast: [
      ['Ingrid Sol', 'Detective Hekla Jónsdóttir'],
      ['Tomas Lindqvist', 'Magnus Eide'],
    ],
    crew: [
      ['Lena Fischer', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Sigrid Aune', 'Composer'],
    ],
    seasons: [
      {
        synopsis: 'The glacier case: a hiker lost in 1976 comes back with the ice.',
        episodes: [
          ['Meltwater', 'Season premiere. A body in a 1970s parka surfaces from a retreating glacier, its wristwatch still running.'],
          ['The Watch', 'Magnus traces the watch to a jeweller in Akureyri who sold it last year.'],
          ['Survivors', 'Hekla tracks down the three hikers who were with the dead man in 1976. Only two remember him.'],
          ['Whiteout', 'Season finale. Caught in a storm on the glacier, Hekla learns why the third hiker lied, and who wound the watch.'],
        ],
      },
      {
        synopsis: 'The harbour case: a trawler comes home without its crew.',
        episodes: [
          ['Catch', 'Season premiere. A trawler comes into Reykjavík harbour with its nets full and its crew missing.'],
          ['Manifest', "Magnus finds a name on the trawler's manifest that does not belong to a fisherman."],
          ['Old Debts', "The trawler's owner is an old friend of Hekla's father, and he asks her for a favour."],
          ['Low Tide', "Season finale. The crew is found alive and the passenger is not, and Hekla must arrest her father's friend."],
        ],
      },
    ],
  },
  {
    name: 'Moonbeam Academy',
    genres: ['animation', 'family', 'fantacy'],
    language: 'English',
    rating: 'TV-Y7',
    runtime: 24,
    score: 7.4,
    release: -500,
    synopsis:
      'At a school for young wizards that floats above the clouds, first-year Luna Fairweather is the only student who cannot make anything float, herself included. Professor Quill thinks she has a rare gift; Archimedes the owl thinks she should try harder.',
    cast: [
      ['Hana Sato', 'Luna Fairweather'],
      ['Felix Novak', 'Professor Quill'],
      ['Bastien Laurent', 'Archimedes'],
    ],
    crew: [
      ['Kenji Watanabe', 'Director'],
      ['Haruki Ono', 'Writer'],
      ['Leo Marchetti', 'Composer'],
    ],
    seasons: [
      {
        synopsis: "Luna's first term, and the kind of magic nobody else has.",
        episodes: [
          [
            'First Day, Floating',
            'Season premiere. Luna arrives at Moonbeam Academy by ladder, the only new student who could not fly there.',
          ],
          ['The Levitation Test', "Everyone's feathers float except Luna's. Hers turns into a bird."],
          ['Archimedes Gets Lost', 'Archimedes flies into a storm cloud, and Luna has to climb in after him.'],
          ["Parents' Evening", "Luna's parents visit, and the academy starts to sink."],
          ['The Cloud Library', 'Professor Quill shows Luna a book about students whose magic changes things instead of lifting them.'],
          ['Landing', "Season finale. When the academy's floating spell fails, Luna's kind of magic is the only kind that can save it."],
        ],
      },
    ],
  },
  {
    name: 'Cold Harbour',
    genres: ['thriller', 'drama', 'action'],
    language: 'English',
    rating: 'TV-MA',
    runtime: 55,
    score: 7.7,
    release: -800,
    synopsis:
      'On the Glasgow docks, Frank Galloway runs everything that arrives at night. When his son Kit is caught with a container Frank never ordered, DI Aidan Reilly sees his chance, and so does an Italian shipping heiress, Chiara Bellandi.',
    cast: [
      ['Marcus Bell', 'Frank Galloway'],
      ['Theo Whitaker', 'Kit Galloway'],
      ['Patrick Doyle', 'DI Aidan Reilly'],
      ['Lucia Ferrante', 'Chiara Bellandi'],
    ],
    crew: [
      ['David Ferreira', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Kwame Asante', 'Composer'],
      ['Victor Chen', 'Editor'],
    ],
    seasons: [
      {
        synopsis: 'One container, three people who want the docks, and a father who wants his son back.',
        episodes: [
          ['Container 14', 'Season premiere. A police raid on the docks finds Kit alone with a container of stolen paintings.'],
          ['Bail', 'Frank pays Kit’s bail and asks who the paintings belong to. Kit does not know.'],
          ['Chiara', 'Chiara Bellandi arrives in Glasgow to buy the docks, and asks Frank to sell.'],
          ['The Informer', "Reilly turns one of Frank's men, who asks for the protection Reilly cannot give."],
          ['Night Crossing', "Kit follows the next shipment to Rotterdam and finds Chiara's name on the papers."],
          [
            'Low Water',
            'Season finale. Frank offers Reilly the Bellandi operation in exchange for Kit. Reilly has until morning to decide.',
          ],
        ],
      },
    ],
  },
  {
    name: 'Relay',
    genres: ['sci-fi', 'space', 'drama'],
    tags: ['premieres', '4k-ultra'],
    language: 'English',
    rating: 'TV-14',
    runtime: 50,
    score: 8.3,
    release: -60,
    synopsis:
      'The crew of a relay station at the edge of the solar system passes messages between Earth and its colonies. When a message arrives from a colony that has been silent for twenty years, Captain Emi Hayashi must decide whether to pass it on.',
    cast: [
      ['Yuki Tanabe', 'Captain Emi Hayashi'],
      ['Arjun Mehta', 'Dev Malhotra'],
      ['Daniel Achebe', 'Chidi Eze'],
    ],
    crew: [
      ['Samuel Kerr', 'Director'],
      ['Jonah Reed', 'Writer'],
      ['Kwame Asante', 'Composer'],
      ['Finn Calloway', 'Director of Photography'],
      ['Rahim Karimi', 'Producer'],
    ],
    seasons: [
      {
        synopsis: 'A message from a lost colony, and a protocol that says to delete it.',
        episodes: [
          ['Signal', 'Season premiere. A routine shift, a message from the lost colony of Tethys, and a protocol that says to delete it.'],
          [
            'Protocol',
            'Emi holds the message back from Earth. The engineer, Dev Malhotra, decodes its first line: a request for a doctor.',
          ],
          ['The Doctor', 'The medic, Chidi Eze, volunteers to answer. Earth orders the station silent.'],
          ['Twenty Years', 'The colony sends its history: why it went quiet, and who on Earth made it.'],
          ['Relay', 'Season finale. Emi relays the message to every colony at once, and waits to see who answers.'],
        ],
      },
    ],
  },
  {
    name: 'Casa Morales',
    genres: ['drama', 'family', 'comedy'],
    language: 'Spanish',
    rating: 'TV-PG',
    runtime: 45,
    score: 7.8,
    release: -1400,
    synopsis:
      'Three generations of the Morales family run a hotel in Valencia that has been theirs for a century, and is one bad summer from being sold. Ernesto Morales wants to retire, his wife Carmen never will, and their daughters Elena and Lupe want very different hotels.',
    cast: [
      ['Javier Ortega', 'Ernesto Morales'],
      ['Rosa Jiménez', 'Carmen Morales'],
      ['Ana Ruiz', 'Elena Morales'],
      ['Sofia Marquez', 'Lupe Morales'],
    ],
    crew: [
      ['Ines Albarrán', 'Director'],
      ['Maya Castellanos', 'Writer'],
    ],
    seasons: [
      {
        synopsis: 'A summer of full rooms and an offer to sell.',
        episodes: [
          ['Full House', 'Season premiere. August, every room booked, and Ernesto announces at lunch that he has had an offer.'],
          [
            'The Guest in Room 9',
            'A guest who has checked in every summer for twenty years turns out to own the company that made the offer.',
          ],
          ['Paella Wars', 'Elena and Lupe enter rival dishes in the neighbourhood contest, and Carmen judges.'],
          ['The Last Night of August', 'Season finale. Ernesto must give his answer at the end-of-season party.'],
        ],
      },
      {
        synopsis: 'Elena runs the hotel for a year on trial.',
        episodes: [
          ['Under New Management', 'Season premiere. Elena runs the hotel for a year on trial; her first decision is to fire her sister.'],
          ['Low Season', 'An empty November and a burst pipe bring Lupe back to help.'],
          ["Carmen's Secret", "Carmen reveals that the hotel has never been in her husband's name."],
          ['A Hundred Years', "Season finale. The hotel's centenary party, the whole family, and the buyer's final offer."],
        ],
      },
    ],
  },
  {
    name: 'Ravenfell',
    genres: ['fantacy', 'adventure'],
    tags: ['mythology', 'vikings', 'premieres'],
    language: 'English',
    rating: 'TV-14',
    runtime: 55,
    score: null,
    release: 30,
    synopsis:
      'A raven brings the shield-maiden Runa a ring from the brother she buried a year ago. To follow it she must sail past the edge of the known world with the outcast Ulfar, on the word of the seeress Hild.',
    cast: [
      ['Freya Nilsen', 'Runa'],
      ['Oskar Hansen', 'Ulfar'],
      ['Ingrid Sol', 'Hild'],
    ],
    crew: [
      ['Anders Holm', 'Director'],
      ['Astrid Berg', 'Writer'],
      ['Sigrid Aune', 'Composer'],
    ],
    seasons: [
      {
        synopsis: 'A ring, a raven, and a voyage west.',
        episodes: [
          ['The Ring', "Series premiere. The raven arrives on the day of Runa's wedding; she leaves before the feast."],
          ['Ulfar', 'Runa buys passage on the only ship that will sail west, captained by Ulfar, a man outlawed from every hall.'],
          ['The Edge', 'Past the last island the sea turns still, and the crew begins to hear voices.'],
          ['Ravenfell', 'Season finale. Runa reaches the island of the ravens and finds her brother, who does not remember her.'],
        ],
      },
    ],
  },
];
