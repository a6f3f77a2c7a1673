import { ContextProvider } from '@lit/context';
import { ReactiveElement, type PropertyValues } from '@lit/reactive-element';
import { productContext, type ProductExtension, type ProductState, type ReadyState } from '../../context.js';
import { chooseOption, initialChoice, linkChoice, regrow, restoreChoice, type Choice } from '../../core/choice.js';
import { noteText } from '../../core/change-notes.js';
import type { AmountUnit } from '../../core/money.js';
import type { Id, Product, SellingPlan, SellingPlanAllocation, Variant } from '../../core/types.js';
import { findVariant, indexVariants, resolveVariant } from '../../core/variants.js';
import { resolveRoot } from '../../data/page.js';
import { deposits, priceText } from '../shared/price-text.js';
import { FormAssociated, internals } from '../shared/form-associated.js';
import { Announcements } from './announcements.js';
import { hold, release, updateNow } from '../shared/held.js';
import { afterMove, whenNear } from '../shared/in-view.js';
import { onFirstMove } from '../shared/first-use.js';
import { partsIn } from '../shared/define.js';
import { Fallback } from './fallback.js';
import { DefaultLayout } from './layout.js';
import { FormParticipation } from './form-participation.js';
import { localeOf, presentation } from './presentation.js';
import { loadStrings } from '../../i18n/strings.js';
import { ProductLoader, reportFailure } from './product-loader.js';
import { pendingState, planOf, readyState } from './state.js';
import { choiceChanged, productLoaded } from './storefront-events.js';
import { UrlSync } from './url-sync.js';

/** Lazy products not bound yet: what binds each at once (the shopper moved toward it first). */
const binding = new WeakMap<Element, () => void>();
// A move binds its product in the move's own task, before the move's own listeners (the router listens
// at the document, capturing): a click's choice is applied, and its price written, as the click runs.
// The frame that shows it comes before the other products' bindings near the viewport.
onFirstMove('shop-product', (product) => {
  afterMove();
  binding.get(product)?.();
});

/**
 * @tagname shop-product
 * @summary Loads a storefront product and owns its selection: variant, selling plan and form value.
 * Shares its state with descendant elements; with no child elements it writes the snippet's price,
 * options and plans itself (layout.ts).
 *
 * No shadow root: the content is the server's markup (`theme/snippets/shop-product.liquid`); with no
 * shop elements inside, the content is the fallback, shown until the data is ready and again while it
 * loads or after an error, and the element writes its parts in its place:
 *
 * ```
 * <shop-product class="shop-product">
 *   <shop-price class="shop-product__price">…</shop-price>
 *   <variant-picker class="shop-product__picker">…</variant-picker>
 *   <selling-plan-selector class="shop-product__plans">…</selling-plan-selector>
 *   <p class="shop-product__status visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
 * </shop-product>
 * ```
 *
 * - `.shop-product`: a grid (`--shop-gap`); `.shop-product--waiting` while the written layout waits for
 *   its data: it keeps the layout's room (`--shop-reserve`).
 * - `.shop-product__status`: the product's one live region (visually hidden), the price and what a
 *   choice changed on its own, said once changes settle; written at the first data where the server drew none.
 * @event shop-product-load - ProductLoadEvent: the product is ready and rendered, by the element and the elements inside it.
 * @event shop-variant-change - VariantChangeEvent: the selected variant changed.
 * @event shop-selling-plan-change - SellingPlanChangeEvent: the selling plan changed.
 * @event shop-product-error - ProductErrorEvent: loading failed; `message` names the cause (for developers), `shopperMessage` says it to a shopper.
 * @event shop-product-incomplete - ProductIncompleteEvent: part of the product could not be read and it works with what it has: the theme's JSON view (`error` a ViewMissingError naming the template to install), or another product of a combined listing (the choice goes back).
 * @event shopify:product:select - The platform's standard event, on every selection change: `product`, `selectedOptions`, `promise` (resolves `{variant}`).
 * @event shopify:product:view - The platform's standard event, with `view-event`: `context`, `product` (with `selectedVariant`), `selectedOptions`.
 * @attr view-event - `connect` or `intersect`: dispatch `shopify:product:view` once the product is ready, or once it is also in view.
 * @attr view-context - The view event's `context` (`page`, `search`, `collection`, `dialog`, `recommendation`); default `page`.
 * @cssstate loading - The product is loading.
 * @cssstate ready - The product is ready.
 * @cssstate error - Loading failed (the fallback stays).
 * @cssstate sold-out - The selected variant is sold out.
 * @cssstate unavailable - No variant has the selected values.
 * @cssstate on-sale - What the shopper pays now is below its compare-at price (the one struck through): a sale, or with `subscription` the chosen plan's discount.
 * @cssstate subscription - A selling plan is chosen.
 * @cssproperty --shop-gap - Space between the default layout's parts, and between the children of a provider (the element is a grid; `display: block` opts out).
 * @cssproperty --shop-reserve - Block size the default layout keeps until the data is ready (also after a failure), around any fallback (default: a price line and one option of one row), so nothing below moves when it renders.
 */
export class ShopProduct extends FormAssociated(ReactiveElement) {

  static override properties = {
    handle: { reflect: true }, root: {}, locale: {}, currencyAttr: { attribute: 'currency' }, moneyFormat: { attribute: 'money-format' },
    amountUnit: { attribute: 'amount-unit' }, variantId: { attribute: 'variant-id' }, sellingPlanId: { attribute: 'selling-plan-id' },
    syncUrl: { type: Boolean, attribute: 'sync-url' }, loading: {}, jsonView: { attribute: 'json-view' },
  };

  /** The product's handle: fetched from `{root}products/{handle}.js`. */
  declare handle: string | null;
  /** The storefront's routes root, e.g. `/fr/`; defaults to `window.Shopify.routes.root`, else `/`. */
  declare root: string | null;
  /** Locale for prices and UI strings; defaults to `<html lang>`, then the browser's. */
  declare locale: string | null;
  /** The `currency` attribute: the customer's currency without fetching `/cart.js`. */
  declare currencyAttr: string | null;
  /** A theme money format, e.g. `{{amount_with_comma_separator}} €`. */
  declare moneyFormat: string | null;
  /** Unit of the storefront's amounts: `hundredths` (default) or `minor` (ISO 4217 digits). */
  declare amountUnit: AmountUnit | null;
  /** The variant to select first. */
  declare variantId: string | null;
  /** The selling plan to select first. */
  declare sellingPlanId: string | null;
  /** Writes `?variant=` and `?selling_plan=` to the address with `history.replaceState`. */
  declare syncUrl: boolean;
  /**
   * `lazy`: the product and the elements inside it take over when it comes within 200 px of the
   * viewport (its data read or fetched then); until then the server's markup shows, and costs nothing more
   * (as for an element not yet in the page, `updateComplete` resolves once it has taken over).
   */
  declare loading: 'eager' | 'lazy' | null;
  /**
   * The theme's JSON view that completes the product (`templates/product.<view>.liquid`; empty: the
   * default, `shop-elements`): set it when the product has more variants than its document's 250, or
   * option values that are other products (a combined listing). Without it, a document of exactly
   * 100 or 250 variants is completed from the default view, unless it says how many variants there are
   * (`variants_count`, as the theme snippet's inline data does): then one that holds fewer.
   */
  declare jsonView: string | null;

  /** Form fields, validity and custom states, written through the ElementInternals. */
  #form = new FormParticipation(this, internals(this), () => this.#state, (variantId, planId) => this.#select(variantId, planId));
  #fallback = new Fallback(this);
  #provider = new ContextProvider(this, { context: productContext });
  #state: ProductState;
  #loader = new ProductLoader(this, {
    // Also clears the form value: never keep submitting the previous product's variant.
    // (A first load finds the element loading already: nothing to clear.)
    started: () => this.#state.status !== 'loading' && this.#setState(pendingState('loading', this.#state.presentation, this)),
    loaded: (product, currency) => {
      this.#currency = currency;
      this.#ready(product);
    },
    grew: (product) => this.#grow(product),
    linked: (product) => this.#linked(product),
    // German (any language that is a module of its own) is there before the first data render: no flash of English.
    // So are the parts inside it whose code loads where they are (volume pricing's price per item).
    prepare: () => partsIn(this, loadStrings(localeOf(this))),
    // A product with a deposit: its part (its line in the price) too, once its data is read.
    needs: (product) => this.#needs(product),
    failed: (error) => {
      this.#setState(pendingState('error', presentation(this), this));
      reportFailure(this, error, this.#state.presentation.strings);
    },
  });
  /** The customer's currency as the last load found it (the page's, or the cart's), when there is no attribute. */
  #currency: string | null = null;
  /** The choice `form.reset()` returns to: the first one. */
  #initial: Choice | null = null;
  /** The variant asked for first (`variant-id`, the address) while its page has not come, until the shopper chooses. */
  #wanted: (string | null | undefined)[] = [];
  /** What the product's parts add to it (`extend`), by element. */
  #parts = new Map<Element, ProductExtension>();
  /** The price as the live region says it, with what the parts add (the stock line). */
  #say = (state: ReadyState) => [priceText(state).text, ...[...this.#parts.values()].map((part) => part.say?.(state))].filter(Boolean).join('. ');
  /** The price per item a part gives (volume pricing), else the variant's. */
  #each = (product: Product, variant: Variant) => [...this.#parts.values()].reduce<number | undefined>((each, part) => part.each?.(product, variant) ?? each, undefined);
  /** The one live region of this product: the price and what changed on its own, once. */
  #announcer = new Announcements(this, () => (this.#state.status === 'ready' ? this.#say(this.#state) : null));
  #url = new UrlSync(this, ({ variantId, sellingPlanId }) => this.#select(variantId, sellingPlanId));
  #layout = new DefaultLayout(this);

  constructor() {
    super();
    this.handle = this.root = this.locale = this.currencyAttr = this.moneyFormat = null;
    this.amountUnit = this.variantId = this.sellingPlanId = this.loading = this.jsonView = null;
    this.syncUrl = false;
    // :state(loading) and an empty form value from the start, also for a card that never gets data; a
    // lazy card's when it binds: until then it is the server's markup, and a page of 48 pays nothing.
    this.#state = pendingState('loading', presentation(this), this);
    if (this.getAttribute('loading') !== 'lazy') this.#setState(this.#state);
  }

  /** The loaded product, or null. */
  get product(): Product | null { return this.#state.product; }
  /** The selected variant; null when the selection matches no variant or nothing is loaded. */
  get variant(): Variant | null { return this.#state.variant; }
  /** The chosen selling plan; null for one-time purchase. */
  get sellingPlan(): SellingPlan | null { return planOf(this.#state); }
  /** The selected variant's allocation for the chosen plan, or null. */
  get allocation(): SellingPlanAllocation | null { return this.#state.payable?.allocation ?? null; }
  /** The customer's currency: the `currency` attribute, else the page's active currency, else `/cart.js`'s. */
  get currency(): string | null { return this.currencyAttr ?? this.#currency; }
  set currency(value: string | null) { this.currencyAttr = value; }
  /** `loading`, `ready` or `error`. */
  get status(): ProductState['status'] { return this.#state.status; }
  /** Why loading failed, or null. */
  get error(): Error | null { return this.#loader.error; }

  /** Set once a lazy product has come near the viewport; the end of the wait for it, while it waits. */
  #near = false;
  #nearing: (() => void) | null = null;
  override connectedCallback(): void {
    // loading="lazy": nothing connects (held.ts) until the product nears the viewport.
    if (this.loading === 'lazy' && !this.#near) {
      hold(this);
      // Near the viewport (one observer for the page), or at the shopper's first move toward it, whichever
      // comes first. Each card near the viewport binds in a task of its own (in-view.ts): a page of cards
      // in view takes no one long task. A first move binds its card at once, drawn before the move's
      // listeners run (updateNow): the change of a click that bound it finds the product ready.
      this.#nearing ??= whenNear(this, () => this.#nears(), '200px');
      binding.set(this, () => {
        this.#nears();
        updateNow(this);
      });
      return;
    }
    super.connectedCallback();
    release(this);
  }

  #nears(): void {
    this.#nearing?.();
    this.#nearing = null;
    binding.delete(this);
    this.#near = true;
    if (!this.isConnected) return;
    this.#setState(this.#state);
    this.connectedCallback();
  }

  override disconnectedCallback(): void {
    if (this.#nearing) {
      this.#nearing();
      this.#nearing = null;
      binding.delete(this);
      return;
    }
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<ShopProduct>): void {
    if (changed.has('locale') || changed.has('moneyFormat') || changed.has('amountUnit') || changed.has('currencyAttr') || changed.has('root')) this.#present();
    // A theme that sets variant-id / selling-plan-id after the data arrived means "select this".
    this.#select(changed.has('variantId') ? this.variantId : null, (changed.has('sellingPlanId') && this.sellingPlanId) || undefined);
  }

  /**
   * Shows things the way the attributes now say. A locale whose strings are still loading keeps the
   * present language until they arrive, then switches at once (never English in between).
   */
  #present(): void {
    const locale = localeOf(this);
    const strings = loadStrings(locale);
    if (!strings) this.#setState({ ...this.#state, presentation: presentation(this) });
    else void strings.then(() => localeOf(this) === locale && this.#present());
  }

  /**
   * The deposit's part where `product` has one, or null: waited for by the first data render; a product
   * that grew one (a page of its view, another of its listing) is drawn again when it comes.
   */
  #needs(product: Product): Promise<void> | null {
    const part = deposits(product);
    void part?.then(() => this.#state.status === 'ready' && this.#setState({ ...this.#state }));
    return part;
  }

  #ready(product: Product): void {
    const url = this.#url.read();
    const index = indexVariants(product);
    const ids = [this.variantId, url?.variantId];
    this.#initial = initialChoice(index, ids, this.sellingPlanId ?? url?.sellingPlanId);
    // An id asked for that is past the pages known yet: chosen when its page comes, unless the shopper chose first.
    this.#wanted = !product.complete && !ids.some((id) => findVariant(index, id)) ? ids : [];
    const state = readyState(this.#initial, presentation(this), this, this.#each);
    this.#setState(state);
    this.#announcer.reset(() => this.#say(state));
    void productLoaded(this, () => this.#state);
  }

  /**
   * More of the product came (a page of its JSON view): the same choice in it. A value that waited
   * for this page is chosen now; the variant asked for first, when it is on this page and the shopper
   * has not chosen yet, is selected (and is what `form.reset()` returns to).
   */
  #grow(product: Product): void {
    const before = this.#state;
    if (before.status !== 'ready') return;
    void this.#needs(product);
    const index = indexVariants(product);
    let choice = regrow(before, index);
    const wanted = this.#wanted.find((id) => findVariant(index, id));
    if (wanted || product.complete) this.#wanted = [];
    if (wanted && choice.variant === this.#initial?.variant) {
      choice = this.#initial = initialChoice(index, [wanted], this.sellingPlanId ?? this.#url.read()?.sellingPlanId);
    } else if (this.#initial?.index.product.handle === product.handle) {
      this.#initial = regrow(this.#initial, index);
    }
    this.#apply(() => choice);
  }

  /**
   * Another product of the combined listing is here (the shopper chose a value that is it): it takes
   * this one's place, with the other choices kept where it has them and the plan wanted where its
   * variant offers it. The address (with `sync-url`) becomes its URL; `handle` its handle.
   */
  #linked(product: Product): void {
    const before = this.#state;
    if (before.status !== 'ready' || !before.waiting) return;
    const { option, value } = before.waiting;
    void this.#needs(product);
    const choice = linkChoice(indexVariants(product), before.selection, option, value, before.wantedPlan);
    // `form.reset()` stays on the product shown: its first choice.
    this.#initial = choice;
    this.#wanted = [];
    this.#loader.linkedTo(product.handle);
    this.handle = product.handle;
    this.#apply(() => choice, product.url || `${resolveRoot(this.root)}products/${encodeURIComponent(product.handle)}`);
  }

  /**
   * The one way state changes: the context gets the new object (so consumers re-render), and the
   * custom states for CSS (`:state(sold-out)`…), form value and validity follow it.
   */
  #setState(state: ProductState): void {
    // The element's own render depends on the status alone: a new choice re-renders only the consumers.
    if (state.status !== this.#state?.status) this.requestUpdate();
    this.#provider.setValue((this.#state = state));
    this.#fallback.status(state.status);
    this.#form.write();
  }

  /**
   * Applies the choice a core/choice.ts function made from the ready state: the state, its notes
   * for the live region, the address (sync-url), then an event for each thing that changed.
   * Nothing at all when the choice is the same.
   */
  #apply(make: (state: ReadyState) => Choice, path?: string): void {
    const before = this.#state;
    if (before.status !== 'ready') return;
    const choice = make(before);
    if (choice === before) return;
    const state = readyState(choice, before.presentation, this, this.#each);
    this.#setState(state);
    this.#announcer.changed(choice.notes.map((note) => noteText(state.product, note, state.presentation.strings)));
    this.#url.write(choice.variant?.id, choice.sellingPlanId, path);
    choiceChanged(this, before, state);
    const link = choice.waiting && state.product.options[choice.waiting.option]!.linked.get(choice.waiting.value);
    if (link && link !== (before.waiting && before.product.options[before.waiting.option]!.linked.get(before.waiting.value))) void this.#link(link.handle);
  }

  /** Loads another product of the combined listing; if it cannot come, the choice goes back to where it was. */
  async #link(handle: string): Promise<void> {
    if (await this.#loader.link(handle)) return;
    this.#apply((s) => (s.waiting ? restoreChoice({ ...s, waiting: null }, resolveVariant(s.index, s.waiting.before)?.id, undefined) : s));
  }

  /**
   * Selects a variant (null: keep it) and a plan (undefined: as the variant allows), as `restoreChoice`
   * does: the methods, late attributes, the address and the form state the browser hands back.
   */
  #select(variantId: Id | number | null, planId?: Id | number | null): void {
    this.#apply((s) => restoreChoice(s, variantId, planId));
  }

  /** A part of the product adds to it, or stops (null): the price is worked out again. */
  extend(from: Element, extension: ProductExtension | null): void {
    if (extension) this.#parts.set(from, extension);
    else this.#parts.delete(from);
    const before = this.#state;
    if (before.status !== 'ready') return;
    const state = readyState(before, before.presentation, this, this.#each);
    if (state.payable?.price !== before.payable?.price) this.#setState(state);
  }

  /** The picker reports the control of the option to show the validity message at. */
  anchorValidity(control: HTMLElement | null): void {
    this.#form.anchorAt(control);
  }

  /** Selects `value` for the option called `name`, moving to the closest existing variant when needed. */
  selectOption(name: string, value: string): void {
    this.#wanted = [];
    this.#apply((s) => chooseOption(s, name, value));
  }

  /** Selects the variant with this id; unknown ids are ignored. Returns whether it was selected. */
  selectVariant(id: Id | number): boolean {
    this.#select(id);
    return !!this.#state.index && !!findVariant(this.#state.index, id);
  }

  /** Selects a selling plan (null: one-time purchase). Plans the variant lacks, and null when a plan is required, are ignored. */
  selectSellingPlan(id: Id | number | null): void {
    this.#select(null, id);
  }

  /** `form.reset()`: back to the initial choice, with the plans it remembered then. */
  formResetCallback(): void {
    this.#apply((state) => this.#initial ?? state);
  }

  /** Back/forward navigation restored the form (the fields it submits): restore our choice too, once data is here. */
  formStateRestoreCallback(state: unknown): void {
    this.#form.restore(state);
  }

  /** No shadow root: the markup is the view (STYLE.md). */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    this.#layout.draw(this.#state.status === 'ready' ? this.#state.product : null);
  }
}
