/**
 * The volume pricing table's rows (core/price-breaks.ts): a module of its own, so that only the table's
 * part (<shop-volume-pricing>, loaded where a product has breaks) carries it. Pure.
 */
import { priceAt, type PriceBreak } from './price-breaks.js';

/**
 * The rows of the volume pricing table, from the least that may be bought (the rule's minimum) up:
 * each a quantity and the price per item from it on. A break at or below the minimum is the first
 * row's price; the others follow, each from its minimum.
 */
export function volumeRows(breaks: readonly PriceBreak[], min: number, price: number): PriceBreak[] {
  const rows = [{ minimumQuantity: min, price: priceAt(breaks, min, price) }];
  for (const b of breaks) if (b.minimumQuantity > min) rows.push(b);
  return rows;
}
