import type { ProductImage } from './schema';

// What a product page offers before a buyer chooses, shared by its choice (BuyBox) and its gallery, which start alike.

type Offered = { options: Record<string, string>; stock: number };

/** The first variant in stock (the first of all when none is): what the page offers before a choice. */
export function initialOptions(variants: Offered[]): Record<string, string> {
  return (variants.find((v) => v.stock > 0) ?? variants[0])?.options ?? {};
}

/** The picture of a chosen option value (Colour: Frost), or -1 when none is tagged with one of the choices. */
export function pictureOf(images: ProductImage[], chosen: Record<string, string>): number {
  return images.findIndex((img) => img.shows && chosen[img.shows.option] === img.shows.value);
}

/** What a buyer is told of a choice no variant has: "L in Frost is not made. Choose another colour or size." */
export function notMadeMessage(optionNames: string[], chosen: Record<string, string>): string {
  const [first, ...rest] = optionNames;
  const other = [rest.at(-1), first].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase());
  return `${optionNames.map((n) => chosen[n]).join(' in ')} is not made. Choose another ${other.join(' or ')}.`;
}
