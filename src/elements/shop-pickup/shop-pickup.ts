import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import { fetchBytes, resolveRoot } from '../../data/client.js';
import { pickupWords } from '../../i18n/pickup.js';
import type { PickupStrings, UiStrings } from '../../i18n/strings.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, patch, type Markup } from '../shared/markup.js';

/** The theme section <shop-pickup> asks for: `theme/sections/shop-pickup.liquid`. */
export const PICKUP_SECTION = 'shop-pickup';

/** One location that has pickup for the variant, as the section lists it. */
export interface PickupLocation {
  name: string;
  /** Whether the variant can be picked up there now. */
  available: boolean;
  /** The location's pickup time ("Usually ready in 24 hours"); empty where it is not available. */
  time: string;
  /** The address's lines, as the section writes them. */
  address: string[];
}

/** A variant's pickup: the locations with pickup, the first one first (none: nothing to show). */
export interface Pickup {
  locations: PickupLocation[];
}

/**
 * The pickup of a variant could not be shown: its line is left out. `cause` names why: `network`
 * (the request failed), `status` (the storefront answered an error: 404, the theme has no
 * `shop-pickup` section), `not-section` (the answer was a page, not the section, or another variant's).
 */
export class PickupErrorEvent extends Event {
  declare readonly variantId: string;
  declare readonly cause: 'network' | 'status' | 'not-section';
  declare readonly error: Error;
  declare readonly message: string;

  constructor(variantId: string, error: Error) {
    super('shop-pickup-error', { bubbles: true, composed: true });
    this.variantId = variantId;
    this.error = error;
    this.cause = error.name === 'StorefrontNetworkError' ? 'network' : error.name === 'StorefrontHttpError' ? 'status' : 'not-section';
    this.message = `<shop-pickup>: the pickup availability of variant ${variantId} could not be shown: ${error.message}`;
  }
}

/** The answer is not the section of the variant asked for. */
class NotSectionError extends Error {
  override name = 'PickupSectionError';
}

const text = (root: Element, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? '';

/** A pickup's data from its markup (the server's drawing, or the section's answer). */
export function readPickup(root: Element): Pickup {
  return {
    locations: [...root.querySelectorAll('.shop-pickup__location')].map((li) => ({
      name: text(li, '.shop-pickup__name'),
      available: li.classList.contains('shop-pickup__location--available'),
      time: text(li, '.shop-pickup__time'),
      address: [...li.querySelectorAll('.shop-pickup__address > span')].map((line) => line.textContent!.trim()),
    })),
  };
}

/**
 * The section's answer read where it enters: the section's wrapper (`#shopify-section-shop-pickup`)
 * holding the variant's drawing, or holding nothing (no location has pickup). Anything else (a page,
 * another variant's drawing) throws.
 */
export function parsePickupSection(html: string, variantId: string): Pickup {
  const section = new DOMParser().parseFromString(html, 'text/html').getElementById(`shopify-section-${PICKUP_SECTION}`);
  if (!section) throw new NotSectionError(`the answer is not the ${PICKUP_SECTION} section (no #shopify-section-${PICKUP_SECTION})`);
  const root = section.querySelector('.shop-pickup');
  if (!root) return { locations: [] };
  const drawn = root.getAttribute('data-variant-id');
  if (drawn !== variantId) throw new NotSectionError(`the section is variant ${drawn ?? '(none)'}'s, not ${variantId}'s`);
  return readPickup(root);
}

/**
 * `{root}variants/{id}/?section_id=shop-pickup`: the section in the variant's context, as Dawn asks
 * for its pickup availability.
 */
export const pickupUrl = (variantId: string, root?: string | null): string =>
  `${resolveRoot(root)}variants/${encodeURIComponent(variantId)}/?section_id=${PICKUP_SECTION}`;

/**
 * @tagname shop-pickup
 * @summary The chosen variant's pickup availability: the first location that has pickup, whether the
 * variant can be picked up there and when, and a control that opens every such location in a dialog.
 * Inside a `<shop-product>`.
 *
 * Its data is the platform's: `variant.store_availabilities`, which only Liquid has. On each choice it
 * asks the theme's `shop-pickup` section for the variant through the Section Rendering API
 * (`{root}variants/<id>/?section_id=shop-pickup`, `root` from its attribute, else
 * `window.Shopify.routes.root`), once per variant (kept while the element lives), one request at a time: a newer
 * choice cancels the one in flight, and an answer for another variant than the chosen one is never
 * shown. A sold-out variant shows nothing, as in Dawn. A failure leaves the line out and dispatches
 * `shop-pickup-error`.
 *
 * No shadow root: its markup is the theme's (`theme/snippets/shop-pickup.liquid`), drawn by the server
 * for the page's variant (`data-variant-id` names it) and written by the element for the others.
 * Styled by `shop-elements.css`:
 *
 * ```
 * <div class="shop-pickup" data-variant-id="46100000000001">
 *   <p class="shop-pickup__status shop-pickup__status--available">Pickup available at Kreuzberg</p>
 *   <p class="shop-pickup__time">Usually ready in 2 hours</p>
 *   <button class="shop-pickup__open" type="button" aria-haspopup="dialog" aria-controls="shop-pickup-46100000000001">Check availability at other stores</button>
 *   <dialog class="shop-pickup__dialog" id="shop-pickup-46100000000001" aria-labelledby="shop-pickup-46100000000001-title">
 *     <div class="shop-pickup__header">
 *       <h2 class="shop-pickup__title" id="shop-pickup-46100000000001-title">Enamel Camp Mug</h2>
 *       <button class="shop-pickup__close" type="button">Close</button>
 *     </div>
 *     <p class="shop-pickup__variant">Colour: Forest Green</p>
 *     <ul class="shop-pickup__list" role="list">
 *       <li class="shop-pickup__location shop-pickup__location--available">
 *         <h3 class="shop-pickup__name">Kreuzberg</h3>
 *         <p class="shop-pickup__availability">Pickup available</p>
 *         <p class="shop-pickup__time">Usually ready in 2 hours</p>
 *         <address class="shop-pickup__address"><span>Oranienstraße 24</span><span>10999 Berlin</span></address>
 *       </li>
 *     </ul>
 *   </dialog>
 * </div>
 * ```
 *
 * - `.shop-pickup__status`: `--available` (the first location has the variant) or `--unavailable`.
 * - `.shop-pickup__open`: "Check availability at other stores" (several locations), "View store information" (one).
 * - `.shop-pickup__location--available`: a location that has the variant now.
 *
 * @event shop-pickup-error - The pickup of a variant could not be shown (PickupErrorEvent: `variantId`, `cause`, `message`).
 * @cssproperty --shop-pickup-available-color - Colour of the tick before an available location (default: the text colour).
 * @cssproperty --shop-dialog-background - Background of the locations' dialog (default: Canvas).
 */
export class ShopPickup extends LightConsumer {
  static override properties = { root: {} };

  /** The storefront's routes root (`/de`), as the snippet writes `routes.root_url`; defaults to `window.Shopify.routes.root`, else `/`. */
  declare root: string | null;

  /** Each variant's pickup, by id: what the server drew, and each answer. */
  #pickups = new Map<string, Pickup>();
  /** The variant whose pickup is wanted now (null: none, a sold-out variant or no choice). */
  #wanted: string | null | undefined;
  /** The request in flight, cancelled by the next choice. */
  #request: AbortController | null = null;
  /** The control that opened the dialog: focus goes back to it. */
  #opener: HTMLElement | null = null;

  constructor() {
    super();
    this.root = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The server's drawing is the page's variant's pickup (none drawn: it has none).
    const drawn = this.dataset.variantId;
    if (drawn && !this.#pickups.has(drawn)) {
      const root = this.querySelector(':scope > .shop-pickup');
      this.#pickups.set(drawn, root ? readPickup(root) : { locations: [] });
    }
    this.addEventListener('click', this.handleClick);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('click', this.handleClick);
    this.#request?.abort();
    this.#request = null;
    this.#wanted = undefined;
  }

  private handleClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    const dialog = this.querySelector<HTMLDialogElement>('.shop-pickup__dialog');
    if (!dialog) return;
    if (target.closest('.shop-pickup__open')) {
      this.#opener = target.closest<HTMLElement>('.shop-pickup__open');
      if (!dialog.open) dialog.showModal();
      dialog.addEventListener('close', () => this.#opener?.focus(), { once: true });
    } else if (target.closest('.shop-pickup__close') || target === dialog) {
      // The close button, or a click on the backdrop (outside the dialog's box, the dialog itself is the target).
      dialog.close();
    }
  };

  protected draw(): void {
    const state = this.ready;
    if (!state) return;
    const variant = state.variant;
    const id = variant?.available ? String(variant.id) : null;
    if (id === this.#wanted) return;
    this.#wanted = id;
    this.#request?.abort();
    this.#request = null;
    const known = id === null ? { locations: [] } : this.#pickups.get(id);
    // While the variant's answer comes, nothing: never another variant's line.
    this.#write(state, id, known ?? { locations: [] });
    if (known || id === null) return;
    const request = (this.#request = new AbortController());
    // The one client's fetch (its limiter, its retries of 429/503, its errors), the body as served: HTML here, read where it enters.
    fetchBytes(pickupUrl(id, this.root), request.signal).then((body) => parsePickupSection(new TextDecoder().decode(body), id)).then(
      (pickup) => {
        this.#pickups.set(id, pickup);
        if (request.signal.aborted || this.#wanted !== id) return;
        this.#request = null;
        this.#write(this.ready ?? state, id, pickup);
      },
      (error: Error) => {
        if (request.signal.aborted) return;
        this.#request = null;
        this.dispatchEvent(new PickupErrorEvent(id, error));
      },
    );
  }

  #write(state: ReadyState, id: string | null, pickup: Pickup): void {
    const locale = state.presentation.money.locale;
    // The pickup's words in the product's language first: never English in between.
    const loading = pickupWords.load(locale);
    if (loading) return void loading.then(() => this.#wanted === id && this.#write(this.ready ?? state, id, pickup));
    const strings = pickupWords.of(locale);
    patch(this, id === null ? [] : pickupMarkup(pickup, id, state, strings));
  }
}

/** The markup of a variant's pickup (`theme/snippets/shop-pickup.liquid`'s): nothing without a location. */
export function pickupMarkup(pickup: Pickup, variantId: string, state: ReadyState, s: UiStrings & PickupStrings): Markup[] {
  const [first] = pickup.locations;
  if (!first) return [];
  const dialog = `shop-pickup-${variantId}`;
  const { product, variant } = state;
  const status = first.available
    ? [m('p', 'shop-pickup__status shop-pickup__status--available', fill(s.pickupAvailableAt, { location: first.name })), m('p', 'shop-pickup__time', first.time)]
    : [m('p', 'shop-pickup__status shop-pickup__status--unavailable', fill(s.pickupUnavailableAt, { location: first.name }))];
  const named = product.variants.length > 1 || product.variants[0]?.title !== 'Default Title';
  const chosen = (variant?.options ?? []).map((value, i) => fill(s.chosenValue, { option: product.options[i]?.name ?? '', value })).join(', ');
  return [m('div', 'shop-pickup', [
    ...status,
    m('button', 'shop-pickup__open', pickup.locations.length > 1 ? s.pickupCheckOtherStores : s.pickupViewStoreInfo, {
      type: 'button', 'aria-haspopup': 'dialog', 'aria-controls': dialog,
    }),
    m('dialog', 'shop-pickup__dialog', [
      m('div', 'shop-pickup__header', [
        m('h2', 'shop-pickup__title', product.title, { id: `${dialog}-title` }),
        m('button', 'shop-pickup__close', s.pickupClose, { type: 'button' }),
      ]),
      ...(named ? [m('p', 'shop-pickup__variant', chosen)] : []),
      m('ul', 'shop-pickup__list', pickup.locations.map((location) => m('li', `shop-pickup__location${location.available ? ' shop-pickup__location--available' : ''}`, [
        m('h3', 'shop-pickup__name', location.name),
        ...(location.available ? [m('p', 'shop-pickup__availability', s.pickupAvailable), m('p', 'shop-pickup__time', location.time)] : []),
        m('address', 'shop-pickup__address', location.address.map((line) => m('span', '', line))),
      ])), { role: 'list' }),
    ], { id: dialog, 'aria-labelledby': `${dialog}-title` }),
  ], { 'data-variant-id': variantId })];
}
