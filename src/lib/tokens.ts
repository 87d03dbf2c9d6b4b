// The site's colour tokens as the global stylesheet's :root declares them (src/app/globals.css), for what is not
// styled by that stylesheet: the plain pages answered outside Next. A test keeps the two the same.

export const COLOR_TOKENS = {
  '--primary': '#3a57e8',
  '--info': '#08b1ba',
  '--accent': '#e50914',
  '--bg': '#0b0b12',
  '--surface': '#161623',
  '--surface-2': '#20202f',
  '--text': '#f2f2f7',
  '--muted': '#a9a9bb',
  '--border': '#2c2c3d',
} as const;
