// Letters as the search indexes fold them (people, posts, products: db/columns.ts foldedText): "helene" finds Hélène.
// One character for one: the schema builds its translate() from these, so SQL and foldAccents fold alike.
export const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşťùúûüūůűųýÿźżžßæœ';
export const PLAIN = 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorssstuuuuuuuuyyzzzsao';
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** Lower case without the marks the index drops ("Jiménez" -> "jimenez"), as translate(lower(...)) does in SQL. */
export function foldAccents(text: string): string {
  return [...text.normalize('NFKC').toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');
}
