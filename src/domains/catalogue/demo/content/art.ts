import type { Genre } from '@/domains/catalogue/vocabulary';
import type { Motif, Palette } from '../motifs';

// Each demo title's artwork: what its pictures show (a motif drawn from its story) and its own colours
// [sky top, horizon, light, silhouettes]. Poster, backdrop, stills and its preview clip are all drawn from these.

export type Art = { motif: Motif; palette: Palette };

const art = (motif: Motif, [top, bottom, accent, shade]: [string, string, string, string]): Art => ({
  motif,
  palette: { top, bottom, accent, shade },
});

export const TITLE_ART: Record<string, Art> = {
  // Films
  'The Long Haul': art('road', ['#1b2a49', '#e07a5f', '#f2cc8f', '#14161f']),
  'Paper Lanterns': art('lanterns', ['#0b1d3a', '#3e2a6e', '#ffb347', '#0a0a1a']),
  Ironclad: art('bridge', ['#0f0f14', '#5c2a1e', '#ff7b00', '#07070a']),
  'The Lighthouse Keepers': art('lighthouse', ['#0e1c2b', '#3c5a73', '#ffe08a', '#08111a']),
  Starfall: art('comet', ['#020617', '#1e1b4b', '#7dd3fc', '#0b1024']),
  'A Recipe for Rain': art('rain', ['#4a5568', '#d4a373', '#ffd166', '#2f2a24']),
  'The Hollow Season': art('orchard', ['#1a0f0a', '#7a3b12', '#f4a259', '#0c0806']),
  'Kingdom of Glass': art('castle', ['#0d1b2a', '#6c8ead', '#bde0fe', '#0a1520']),
  'Night Market': art('market', ['#12061f', '#4a1942', '#ffcf56', '#0b0512']),
  'Brothers of the Fjord': art('boat', ['#1f3b4d', '#9db4c0', '#f6e27f', '#14232c']),
  'The Last Good Summer': art('farmhouse', ['#48cae4', '#ffe5b4', '#ff9f1c', '#1d4e5f']),
  'Orbital Decay': art('station', ['#000000', '#1b1b2f', '#ff5400', '#10101a']),
  'The Marigold Club': art('pins', ['#fca311', '#ffe8b0', '#d62828', '#3d2b1f']),
  'Wolf Moon Rising': art('moon-forest', ['#0b0c10', '#2c3e50', '#f1faee', '#050608']),
  "The Cartographer's Daughter": art('sail', ['#3d2c1e', '#d9b38c', '#f6e7c1', '#2a1d14']),
  'Songs for Nobody': art('bridge', ['#141e30', '#35577d', '#ffd6a5', '#0c1320']),
  "The Clockmaker's Apprentice": art('clock', ['#2b1a0e', '#8c5a2b', '#e9b949', '#1f130a']),
  'Dust and Thunder': art('rails', ['#5e2b0a', '#f4a261', '#ffe8c2', '#2d1606']),
  'Quiet Hours': art('window', ['#0a0f14', '#1c2a36', '#b5f2e8', '#0f1a22']),
  'Comet Kids': art('rocket', ['#240046', '#7b2cbf', '#ffd60a', '#3c096c']),
  'The Salt Archive': art('wreck', ['#023047', '#0a6c8f', '#f2e8cf', '#011a27']),
  'Midnight at the Paradiso': art('stage', ['#1a0505', '#3d0c11', '#c9184a', '#0d0203']),
  'Red Tide Motel': art('motel', ['#1f0a0a', '#6b2c2c', '#ff4d6d', '#0f0505']),
  'The Orchard Thief': art('orchard', ['#8ecae6', '#fefae0', '#e63946', '#2d6a4f']),
  'Beneath the Ice': art('ice', ['#001219', '#0a3d62', '#52ffb8', '#0b1a24']),
  'Shadow of the Crown': art('castle', ['#1a1110', '#5e3023', '#d4af37', '#0d0807']),
  'Neon Ghosts': art('neon', ['#05010f', '#2a0845', '#00f5d4', '#07030f']),
  'Sable Point': art('island', ['#0f1419', '#4b5d67', '#e8eef2', '#0a0e12']),
  'A Thousand Small Lights': art('shopfront', ['#0b132b', '#1c2541', '#f7f3c6', '#070b18']),
  Undertow: art('wave', ['#003049', '#669bbc', '#fdf0d5', '#002233']),
  'The Great Ferret Race': art('street', ['#a2d2ff', '#fff1d6', '#ffb703', '#3a405a']),
  Ember: art('flame', ['#0d0000', '#4a0d0d', '#ff6b35', '#120404']),
  'The Quiet Planet': art('alien-city', ['#10002b', '#5a189a', '#e0aaff', '#0c0020']),
  'The Winter Orchestra': art('score', ['#0b1320', '#1d3557', '#8ecae6', '#050a12']),
  Tidewater: art('bayou', ['#283618', '#dda15e', '#fefae0', '#1b2410']),
  'The Fox and the Firebird': art('feather', ['#0b0a1f', '#3a0f4a', '#ff7b00', '#070613']),
  'Line of Fire': art('wildfire', ['#2b0500', '#ff5400', '#ffd000', '#120200']),
  'Letters from Lisbon': art('rooftops', ['#3d405b', '#e07a5f', '#f2cc8f', '#1f2033']),
  'Open Mic': art('mic', ['#0d0d0d', '#2b2d42', '#ffb4a2', '#050505']),
  'The Unmapped': art('island', ['#1b263b', '#778da9', '#ffe8a3', '#0d1b2a']),
  // Shows
  'The Long Winter': art('snow', ['#1b263b', '#8d99ae', '#ff9f1c', '#0d1321']),
  'The Brennan Brothers': art('shopfront', ['#0b2418', '#1f4d3a', '#ffc857', '#06140d']),
  'Echoes of Olympus': art('temple', ['#1d3557', '#f1c27d', '#fff3b0', '#14213d']),
  'The Ninth Floor': art('window', ['#050505', '#1a1a1a', '#ff3b3b', '#0a0a0a']),
  Encore: art('vinyl', ['#1f1147', '#f72585', '#ffd60a', '#120a2e']),
  'Kings of Nowhere': art('farmhouse', ['#90e0ef', '#fdf6e3', '#e63946', '#2a6f4f']),
  'The Reykjavík Files': art('ice', ['#0d1b2a', '#415a77', '#9ef0c8', '#0b1622']),
  'Moonbeam Academy': art('castle', ['#3a0ca3', '#f0a6ca', '#fff4b8', '#240a60']),
  'Cold Harbour': art('harbour', ['#0b1a26', '#3a506b', '#ffd166', '#050d14']),
  Relay: art('dish', ['#03071e', '#370617', '#48cae4', '#12020a']),
  'Casa Morales': art('shopfront', ['#ffb4a2', '#fff3e0', '#ffd166', '#6d3b2c']),
  Ravenfell: art('longship', ['#0f1a20', '#52606d', '#cfd8dc', '#0a1014']),
};

/** The genre tiles on /genres: one picture that says the genre. */
export const GENRE_ART: Record<Genre, Art> = {
  action: art('harbour', ['#2a0a02', '#ff6a13', '#ffb703', '#0d0300']),
  adventure: art('road', ['#0b3b4a', '#f4c27a', '#ffe3a3', '#0c2326']),
  animation: art('lanterns', ['#5e60ce', '#f7d6e0', '#ffd166', '#2b2d42']),
  comedy: art('pins', ['#ffd60a', '#ff7eb6', '#1b1b1b', '#3d2b1f']),
  drama: art('bridge', ['#1d2b3a', '#6c7a89', '#e9c46a', '#0b1118']),
  family: art('farmhouse', ['#a8dadc', '#f1faee', '#e63946', '#43aa8b']),
  fantacy: art('castle', ['#1a0b3b', '#6a3d9a', '#f6bd60', '#120726']),
  history: art('temple', ['#3b2a1a', '#c9a66b', '#e8d5b0', '#2a1d10']),
  horror: art('moon-forest', ['#050000', '#4a0404', '#d00000', '#000000']),
  mystery: art('lighthouse', ['#0b2027', '#40798c', '#cfe8ef', '#06141a']),
  recommended: art('shopfront', ['#22223b', '#4a4e69', '#f2e9e4', '#141428']),
  'sci-fi': art('neon', ['#07001f', '#ff2e97', '#00f5d4', '#07001f']),
  space: art('station', ['#000814', '#001d3d', '#ffc300', '#000814']),
  thriller: art('window', ['#001219', '#005f73', '#ee9b00', '#000a0f']),
};
