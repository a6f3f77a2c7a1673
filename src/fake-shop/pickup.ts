/// <reference types="node" />
/**
 * The fake's pickup locations and each variant's store availabilities: what the platform keeps as a
 * location's settings (its address, whether it offers local pickup, its pickup time) and as stock per
 * location, and gives a theme only in Liquid, as `variant.store_availabilities`
 * (https://shopify.dev/docs/api/liquid/objects/store_availability: `available`, `location`,
 * `pick_up_enabled`, `pick_up_time`; the `location` object's `name` and `address`). The demo's are
 * `demo/fixtures/pickup/store-availabilities.json`; a variant it does not name has none, as a variant
 * no location stocks has none on the platform.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './language.js';

type Obj = Record<string, unknown>;

/** A location as the file keeps it: Liquid's `location` (id, name, address) and its pickup settings, the time per language. */
export interface PickupLocation {
  id: number | string;
  name: string;
  pick_up_enabled: boolean;
  /** The admin's "Usually ready in 24 hours", as the storefront says it in each language. */
  pick_up_time: Partial<Record<Language, string>>;
  address: Obj;
}

/** The shop's locations and, per variant id, where it is stocked and available. */
export interface PickupData {
  locations: PickupLocation[];
  store_availabilities: Record<string, { location_id: number | string; available: boolean }[]>;
}

/** `<dir>/pickup/store-availabilities.json` beside a fixtures folder; none when it has no such file. */
export function loadPickup(dir: string): PickupData {
  const file = join(dir, 'pickup', 'store-availabilities.json');
  if (!existsSync(file)) return { locations: [], store_availabilities: {} };
  let data: PickupData;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as PickupData;
  } catch (error) {
    throw new Error(`fake shop: pickup/store-availabilities.json is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const ids = new Set(data.locations.map((l) => String(l.id)));
  for (const [variant, list] of Object.entries(data.store_availabilities)) {
    for (const a of list) if (!ids.has(String(a.location_id))) throw new Error(`fake shop: pickup: variant ${variant} names location ${a.location_id}, which is not in locations`);
  }
  return data;
}

/**
 * Liquid's `variant.store_availabilities` of a variant, in `language` (the pickup time's): one
 * `store_availability` per location that stocks it, in the file's order.
 */
export function storeAvailabilities(data: PickupData, variantId: string, language: Language): Obj[] {
  const byId = new Map(data.locations.map((l) => [String(l.id), l]));
  return (data.store_availabilities[variantId] ?? []).map((a) => {
    const location = byId.get(String(a.location_id))!;
    return {
      available: a.available,
      pick_up_enabled: location.pick_up_enabled,
      pick_up_time: location.pick_up_time[language] ?? location.pick_up_time.en ?? '',
      location: { id: location.id, name: location.name, address: location.address },
    };
  });
}
