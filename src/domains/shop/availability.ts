// Client-safe: how a variant's stock reads, on its page, in lists and in search engines' eyes.

export type Availability = 'in-stock' | 'low-stock' | 'sold-out';
/** At or under this many units a variant reads "Only n left". */
export const LOW_STOCK = 5;

export function availabilityOf(stock: number): Availability {
  return stock <= 0 ? 'sold-out' : stock <= LOW_STOCK ? 'low-stock' : 'in-stock';
}

export function availabilityLabel(stock: number): string {
  const a = availabilityOf(stock);
  return a === 'sold-out' ? 'Sold out' : a === 'low-stock' ? `Only ${stock} left` : 'In stock';
}
