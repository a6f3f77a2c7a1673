/**
 * Variant matching. Lookups go through a map keyed by a number computed from the option values'
 * positions, so a click costs the same for a 2,048-variant product as for a 3-variant one, and
 * builds no strings.
 */
import type { Id, LinkedValue, Product, Variant } from './types.js';

/** The chosen value of each option, in option order. */
export type Selection = readonly string[];

/**
 * Whether a variant can be bought: `available`, `sold-out` (the variant exists, not available),
 * `unavailable` (no variant has the chosen values), `unknown` (no variant known has them, and the
 * product is not complete yet: its page has not come). Also what an option value would lead to,
 * given the other current selections.
 */
export type Availability = 'available' | 'sold-out' | 'unavailable' | 'unknown';

/** The availability of a selection's variant (null: no variant known has the chosen values) in a product complete or not. */
export function availabilityOf(variant: Variant | null, product?: Pick<Product, 'complete'>): Availability {
  return !variant ? (product?.complete === false ? 'unknown' : 'unavailable') : variant.available ? 'available' : 'sold-out';
}

export interface VariantIndex {
  readonly product: Product;
  readonly byId: ReadonlyMap<Id, Variant>;
  /** Per option: value → the variants that have it, in product order. */
  readonly byValue: readonly ReadonlyMap<string, readonly Variant[]>[];
  /**
   * Per option: value → its position (the option's listed values first). A tuple's code is the sum
   * of position × stride over the options (see `codeOf`); `byCode` maps codes to variants.
   */
  readonly positions: readonly ReadonlyMap<string, number>[];
  readonly strides: readonly number[];
  readonly byCode: ReadonlyMap<number, Variant>;
  /**
   * Per code, what that tuple is: 2 available, 1 sold out, 0 no variant; null past 65,536
   * combinations (then `byCode` answers). A click's 40 lookups read these few bytes instead of
   * 40 variant objects spread over the heap (cold in the cache after the browser has rendered).
   */
  readonly states: Uint8Array | null;
  /**
   * Whether some value can ever be shown as sold out or unavailable: a variant is sold out, or a
   * combination of values has no variant. The picker reserves room for "Sold out" only then.
   */
  readonly canShowUnavailable: boolean;
}

const indexes = new WeakMap<Product, VariantIndex>();

/** Builds (once per product object) the lookup maps. */
export function indexVariants(product: Product): VariantIndex {
  let index = indexes.get(product);
  if (index) return index;
  const byId = new Map<Id, Variant>();
  const byValue = product.options.map(() => new Map<string, Variant[]>());
  const positions = product.options.map((o) => new Map(o.values.map((value, k) => [value, k])));
  for (const variant of product.variants) {
    byId.set(variant.id, variant);
    variant.options.forEach((value, i) => {
      const list = byValue[i]!.get(value);
      if (list) list.push(variant);
      else byValue[i]!.set(value, [variant]);
      if (!positions[i]!.has(value)) positions[i]!.set(value, positions[i]!.size);
    });
  }
  let combinations = 1;
  const strides = positions.map((values) => {
    const own = combinations;
    combinations *= values.size;
    return own;
  });
  const partial = { positions, strides };
  const byCode = new Map(product.variants.map((v) => [codeOf(partial, v.options), v]));
  const states = combinations <= 65_536 ? new Uint8Array(combinations) : null;
  if (states) for (const [code, v] of byCode) states[code] = v.available ? 2 : 1;
  // Room for "Sold out" is kept only when some value can say it: a sold-out variant, a missing
  // combination, or one not known yet (a product still being completed), or another product's.
  const canShowUnavailable = byCode.size < combinations || !product.complete || product.variants.some((v) => !v.available)
    || product.options.some((o) => o.linked.size > 0);
  index = { product, byId, byValue, positions, strides, byCode, states, canShowUnavailable };
  indexes.set(product, index);
  return index;
}

/** The code of a tuple of option values; NaN (no variant's) when a value is unknown or the count is wrong. */
export function codeOf(index: Pick<VariantIndex, 'positions' | 'strides'>, values: Selection): number {
  if (values.length !== index.strides.length) return NaN;
  return values.reduce((code, value, i) => code + (index.positions[i]!.get(value) ?? NaN) * index.strides[i]!, 0);
}

/** The variant whose option values equal the selection, or null. */
export function resolveVariant(index: VariantIndex, selection: Selection): Variant | null {
  return index.byCode.get(codeOf(index, selection)) ?? null;
}

/** The variant with this id (number or string), or null for an unknown or foreign id. */
export function findVariant(index: VariantIndex, id: Id | number | null | undefined): Variant | null {
  if (id === null || id === undefined || id === '') return null;
  return index.byId.get(String(id).trim()) ?? null;
}

/** The availability of the tuple with this code: from the byte table when there is one, else from the variant. */
function availabilityAt(index: VariantIndex, code: number): Availability {
  const known = index.states ? index.states[code] : index.byCode.has(code) ? (index.byCode.get(code)!.available ? 2 : 1) : 0;
  return known === 2 ? 'available' : known === 1 ? 'sold-out' : index.product.complete ? 'unavailable' : 'unknown';
}

/** What choosing a value that is another product (a combined listing) leads to: that product's availability. */
const linkedAvailability = (link: LinkedValue): Availability => (link.available ? 'available' : 'sold-out');

/** The availability of one value of option `optionIndex`, the other selections kept. */
export function valueAvailability(index: VariantIndex, selection: Selection, optionIndex: number, value: string): Availability {
  const link = index.product.options[optionIndex]?.linked.get(value);
  if (link) return linkedAvailability(link);
  const tuple = selection.slice();
  tuple[optionIndex] = value;
  return availabilityAt(index, codeOf(index, tuple));
}

/** Every value of every option with its availability and whether it is chosen, for the picker. */
export function optionStates(
  index: VariantIndex,
  selection: Selection,
): { name: string; values: { value: string; availability: Availability; selected: boolean }[] }[] {
  return index.product.options.map((option, i) => {
    // The code of each tuple is the others' part, worked out once per option, plus this value's.
    const stride = index.strides[i]!;
    let others = 0;
    let complete = Math.max(selection.length, i + 1) === index.strides.length;
    for (let j = 0; j < selection.length; j++) {
      const position = j === i ? 0 : index.positions[j]?.get(selection[j]!);
      if (position === undefined) complete = false;
      else others += position * index.strides[j]!;
    }
    return {
      name: option.name,
      values: option.values.map((value, k) => {
        const link = option.linked.size ? option.linked.get(value) : undefined;
        return {
          value,
          availability: link ? linkedAvailability(link) : complete ? availabilityAt(index, others + k * stride) : 'unavailable',
          selected: selection[i] === value,
        };
      }),
    };
  });
}

/** The initial variant: the requested id(s) in order of preference, else the first available, else the first. */
export function initialVariant(index: VariantIndex, ...preferredIds: (Id | number | null | undefined)[]): Variant {
  for (const id of preferredIds) {
    const found = findVariant(index, id);
    if (found) return found;
  }
  const variants = index.product.variants;
  return variants.find((v) => v.available) ?? variants[0]!;
}

/**
 * The selection after choosing `value` for option `optionIndex`, with its variant (looked up once).
 * When that tuple is no variant, moves to the first available variant with the chosen value that
 * keeps as many of the other selections as possible (earlier options win); if none is available,
 * the first existing one. If no variant has the value at all, the selection keeps it and names no variant.
 */
export function chooseValue(index: VariantIndex, selection: Selection, optionIndex: number, value: string): { selection: string[]; variant: Variant | null } {
  const next = selection.slice();
  next[optionIndex] = value;
  const exact = resolveVariant(index, next);
  if (exact) return { selection: next, variant: exact };
  // Not known yet (its page has not come): the choice waits for it rather than move elsewhere.
  if (!index.product.complete && !Number.isNaN(codeOf(index, next))) return { selection: next, variant: null };
  const candidates = index.byValue[optionIndex]?.get(value);
  if (!candidates) return { selection: next, variant: null };
  const best = bestMatch(candidates.filter((v) => v.available), selection, optionIndex)
    ?? bestMatch(candidates, selection, optionIndex);
  return best ? { selection: best.options.slice(), variant: best } : { selection: next, variant: null };
}

/** The selection after choosing `value` for option `optionIndex` (see `chooseValue`). */
export function selectValue(index: VariantIndex, selection: Selection, optionIndex: number, value: string): string[] {
  return chooseValue(index, selection, optionIndex, value).selection;
}

/** Most kept selections first; among equals, the one keeping earlier options; then product order. */
function bestMatch(candidates: readonly Variant[], selection: Selection, skip: number): Variant | null {
  let best: Variant | null = null;
  let bestCount = -1;
  let bestMask = -1;
  for (const variant of candidates) {
    let count = 0;
    let mask = 0;
    variant.options.forEach((value, i) => {
      mask <<= 1;
      if (i !== skip && value === selection[i]) {
        count += 1;
        mask |= 1;
      }
    });
    if (count > bestCount || (count === bestCount && mask > bestMask)) {
      best = variant;
      bestCount = count;
      bestMask = mask;
    }
  }
  return best;
}

/** A product of one variant titled "Default Title" has nothing to pick. */
export function hasOnlyDefaultVariant(product: Product): boolean {
  const [first] = product.variants;
  return product.variants.length === 1 && first!.options.length <= 1 &&
    (first!.options[0] === 'Default Title' || first!.title === 'Default Title');
}
