import { ContextProvider } from '@lit/context';
import { css, html, LitElement, type PropertyValues } from 'lit';
import { productContext, type PendingState, type Presentation, type ProductState, type ReadyState } from '../../context.js';
import { ProductDataError } from '../../core/errors.js';
import { formatMoney, type AmountUnit } from '../../core/money.js';
import { payable } from '../../core/price-view.js';
import { movedNotes, planNote } from '../../core/change-notes.js';
import { findAllocation, requiresPlan, resolvePlan } from '../../core/selling-plans.js';
import type { Id, Product, SellingPlan, SellingPlanAllocation, Variant } from '../../core/types.js';
import { chooseValue, findVariant, indexVariants, initialVariant, type Selection, type VariantIndex } from '../../core/variants.js';
import { ProductErrorEvent, ProductLoadEvent, SellingPlanChangeEvent, VariantChangeEvent } from '../../events.js';
import { fill, stringsFor } from '../../i18n/strings.js';
import { priceText } from '../shared/price-text.js';
import { baseStyles } from '../shared/styles.js';
import { Announcer } from './announcer.js';
import { Fallback } from './fallback.js';
import { FormParticipation } from './form-participation.js';
import { ProductLoader, type Loaded } from './product-loader.js';
import { productSelected, productViewed } from './storefront-events.js';
import { readUrlChoice, writeUrlChoice } from './url-sync.js';

type Status = ProductState['status'];

/**
 * @tagname shop-product
 * @summary Loads a storefront product and owns its selection: variant, selling plan and form value.
 * Shares its state with descendant elements; with no child elements it renders a complete layout.
 *
 * @slot - The server-rendered fallback, shown until the data is ready and kept on error.
 * @event shop-product-load - ProductLoadEvent: the product is ready.
 * @event shop-variant-change - VariantChangeEvent: the selected variant changed.
 * @event shop-selling-plan-change - SellingPlanChangeEvent: the selling plan changed.
 * @event shop-product-error - ProductErrorEvent: loading failed; `message` names the cause (for developers), `shopperMessage` says it to a shopper.
 * @event shopify:product:select - The platform's standard event, on every selection change: `product`, `selectedOptions`, `promise` (resolves `{variant}`).
 * @event shopify:product:view - The platform's standard event, with `view-event`: `context`, `product` (with `selectedVariant`), `selectedOptions`.
 * @attr view-event - `connect` or `intersect`: dispatch `shopify:product:view` once the product is ready, or once it is also in view.
 * @attr view-context - The view event's `context` (`page`, `search`, `collection`, `dialog`, `recommendation`); default `page`.
 * @csspart layout - The default layout's container (no child elements).
 * @cssproperty --shop-gap - Space between the default layout's parts, and between the children of a provider (the element is a grid; `display: block` opts out).
 */
export class ShopProduct extends LitElement {
  // A grid in both modes: as a provider it spaces the theme's price, picker and plans too.
  static override styles = [baseStyles, css`:host,.layout{display:grid;gap:var(--shop-gap,1rem)}`];
  static formAssociated = true;

  static override properties = {
    handle: { reflect: true },
    root: {},
    locale: {},
    currencyAttr: { attribute: 'currency' },
    moneyFormat: { attribute: 'money-format' },
    amountUnit: { attribute: 'amount-unit' },
    variantId: { attribute: 'variant-id' },
    sellingPlanId: { attribute: 'selling-plan-id' },
    syncUrl: { type: Boolean, attribute: 'sync-url' },
    loading: {},
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
  /** `lazy`: fetch only when the element nears the viewport. */
  declare loading: 'eager' | 'lazy' | null;

  /** Form fields, validity and custom states, written through the ElementInternals. */
  #form = new FormParticipation(this, this.attachInternals());
  #fallback = new Fallback(this);
  #provider = new ContextProvider(this, { context: productContext });
  #state: ProductState;
  #cartCurrency: string | null = null;
  #error: Error | null = null;
  /** The state `form.reset()` returns to: the first ready one. */
  #initial: ReadyState | null = null;
  /** A form state the browser restored before the data arrived. */
  #pendingRestore: FormData | null = null;
  /** The one live region of this product: the price and what changed on its own, once. */
  #announcer = new Announcer(this, () => (this.#state.status === 'ready' ? priceText(this.#state).text : null));
  /** The plan the shopper chose last (null: one-time purchase): kept across variants that lack it, restored by one that has it. */
  #wantedPlan: Id | null = null;

  constructor() {
    super();
    this.handle = this.root = this.locale = this.currencyAttr = this.moneyFormat = null;
    this.amountUnit = this.variantId = this.sellingPlanId = this.loading = null;
    this.syncUrl = false;
    this.#state = this.#pending('loading', this.#presentation());
    // :state(loading) and an empty form value from the start, also for a card that never gets data.
    this.#setState(this.#state);
    new ProductLoader(this, {
      started: () => this.#start(),
      loaded: (result) => this.#ready(result),
      failed: (error) => this.#fail(error),
    });
    // The form refused to submit (or a script checked it): say why; the browser shows it at the anchor.
    this.addEventListener('invalid', () => this.#announcer.now(this.validationMessage));
  }

  /** The loaded product, or null. */
  get product(): Product | null {
    return this.#state.product;
  }

  /** The selected variant; null when the selection matches no variant or nothing is loaded. */
  get variant(): Variant | null {
    return this.#state.variant;
  }

  /** The chosen selling plan; null for one-time purchase. */
  get sellingPlan(): SellingPlan | null {
    const id = this.#state.sellingPlanId;
    return this.#state.product?.sellingPlanGroups.flatMap((g) => g.sellingPlans).find((p) => p.id === id) ?? null;
  }

  /** The selected variant's allocation for the chosen plan, or null. */
  get allocation(): SellingPlanAllocation | null {
    return findAllocation(this.#state.variant, this.#state.sellingPlanId);
  }

  /** The customer's currency: the `currency` attribute, else the page's active currency, else `/cart.js`'s. */
  get currency(): string | null {
    return this.currencyAttr ?? this.#cartCurrency;
  }
  set currency(value: string | null) {
    this.currencyAttr = value;
  }

  /** `loading`, `ready` or `error`. */
  get status(): Status {
    return this.#state.status;
  }

  /** Why loading failed, or null. */
  get error(): Error | null {
    return this.#error;
  }

  /** The form this element submits with. */
  get form(): HTMLFormElement | null {
    return this.#form.internals.form;
  }

  /** Why the form would not submit (sold out, unavailable), as for native controls. */
  get validationMessage(): string {
    return this.#form.internals.validationMessage;
  }

  /** The element's validity, as for native controls. */
  get validity(): ValidityState {
    return this.#form.internals.validity;
  }

  /** Whether the selection can be submitted; fires `invalid` when not. */
  checkValidity(): boolean {
    return this.#form.internals.checkValidity();
  }

  /** Like `checkValidity`, and shows the browser's message. */
  reportValidity(): boolean {
    return this.#form.internals.reportValidity();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('pageshow', this.#pageShow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('pageshow', this.#pageShow);
  }

  protected override willUpdate(changed: PropertyValues<ShopProduct>): void {
    const has = (keys: (keyof ShopProduct)[]) => keys.some((k) => changed.has(k));
    if (has(['locale', 'moneyFormat', 'amountUnit', 'currencyAttr'])) {
      this.#setState({ ...this.#state, presentation: this.#presentation() });
    }
    // A theme that sets variant-id / selling-plan-id after the data arrived means "select this".
    if (this.#state.status === 'ready') {
      if (changed.has('variantId') && this.variantId) this.selectVariant(this.variantId);
      if (changed.has('sellingPlanId') && this.sellingPlanId) this.selectSellingPlan(this.sellingPlanId);
    }
  }

  /** Money options, locale and UI strings: rebuilt only when an attribute they depend on changes. */
  #presentation(): Presentation {
    const locale = this.locale || document.documentElement.lang || navigator.language || undefined;
    const money = { currency: this.currency ?? 'USD', locale, format: this.moneyFormat, unit: this.amountUnit ?? 'hundredths' } as const;
    const formatted = new Map<number, string>();
    const format = (amount: number) => {
      let text = formatted.get(amount);
      if (text === undefined) formatted.set(amount, (text = formatMoney(amount, money)));
      return text;
    };
    return { money, format, strings: stringsFor(locale) };
  }

  #pending(status: PendingState['status'], presentation: Presentation): PendingState {
    return { status, product: null, index: null, selection: [], variant: null, sellingPlanId: null, payable: null, presentation, actions: this };
  }

  #start(): void {
    this.#error = null;
    // Also clears the form value: never keep submitting the previous product's variant.
    this.#setState(this.#pending('loading', this.#state.presentation));
  }

  #ready({ product, currency }: Loaded): void {
    this.#cartCurrency = currency;
    const index = indexVariants(product);
    const url = this.syncUrl ? readUrlChoice() : null;
    const variant = initialVariant(index, this.variantId, url?.variantId);
    const sellingPlanId = resolvePlan(product, variant, this.sellingPlanId ?? url?.sellingPlanId);
    this.#wantedPlan = sellingPlanId;
    this.#setState((this.#initial = this.#readyState(product, index, variant.options, variant, sellingPlanId, this.#presentation())));
    if (this.#pendingRestore) this.#restoreForm(this.#pendingRestore);
    this.#announcer.reset();
    this.dispatchEvent(new ProductLoadEvent(product, this.variant));
    productViewed(this, () => this.#state);
  }

  #fail(error: Error): void {
    this.#error = error;
    const state = this.#pending('error', this.#state.presentation);
    this.#setState(state);
    const cause = error instanceof ProductDataError ? `invalid product data at ${error.message}` : error.message;
    const message = fill(state.presentation.strings.loadError, { handle: this.handle ?? '', cause });
    // For the theme developer: the console says which product failed and why (never the page).
    console.warn(`<shop-product>: ${message}`, error);
    // The shopper's text names no URL, status or parser position: those are in `message` and `error`.
    this.dispatchEvent(new ProductErrorEvent(error, message, state.presentation.strings.loadErrorShopper));
  }

  /** A ready state with this choice; what the shopper pays is worked out here, once per change. */
  #readyState(product: Product, index: VariantIndex, selection: Selection, variant: Variant | null, sellingPlanId: Id | null, presentation = this.#state.presentation): ReadyState {
    const pays = variant && payable(variant, sellingPlanId);
    return { status: 'ready', product, index, selection, variant, sellingPlanId, payable: pays, presentation, actions: this };
  }

  /**
   * The one way state changes: the context gets the new object (so consumers re-render), and the
   * custom states for CSS (`:state(sold-out)`…), form value and validity follow it.
   */
  #setState(state: ProductState): void {
    const statusChanged = state.status !== this.#state.status;
    this.#state = state;
    this.#provider.setValue(state);
    // The element's own render depends on the status alone; a new choice re-renders only the consumers.
    if (statusChanged) {
      this.requestUpdate();
      this.#fallback.replaced(state.status === 'ready');
    }
    this.#form.write(state);
  }

  /** The picker reports the control of the option to show the validity message at. */
  anchorValidity(control: HTMLElement | null): void {
    this.#form.anchorAt(control);
  }

  /** Moves to a new choice: state, then the address (sync-url), then events for what changed; `notes` say what changed on its own. */
  #commit(next: ReadyState, notes: string[] = []): void {
    const before = this.#state;
    this.#setState(next);
    this.#announcer.changed(notes);
    if (this.syncUrl) writeUrlChoice(next.variant?.id ?? null, next.sellingPlanId);
    if (next.variant !== before.variant || next.selection.join() !== before.selection.join()) {
      this.dispatchEvent(new VariantChangeEvent(next.variant, next.selection));
      productSelected(this, next);
    }
    if (next.sellingPlanId !== before.sellingPlanId) {
      this.dispatchEvent(new SellingPlanChangeEvent(this.sellingPlan, this.allocation));
    }
  }

  /**
   * A selection and its variant (already looked up), with the shopper's plan if that variant offers
   * it. A plan the variant lacks is dropped and said so; it comes back with a variant that has it.
   */
  #select(state: ReadyState, selection: Selection, variant: Variant | null, notes: string[] = []): void {
    const planId = resolvePlan(state.product, variant, this.#wantedPlan);
    const note = planNote(state.product, variant, state.sellingPlanId, planId, this.#wantedPlan, state.presentation.strings);
    this.#commit(this.#readyState(state.product, state.index, selection, variant, planId), note ? [...notes, note] : notes);
  }

  /** Selects `value` for the option called `name`, moving to the closest existing variant when needed. */
  selectOption(name: string, value: string): void {
    const state = this.#state;
    if (state.status !== 'ready') return;
    const position = state.product.options.findIndex((o) => o.name === name);
    if (position < 0) return;
    const { selection, variant } = chooseValue(state.index, state.selection, position, value);
    // Another option moved to reach a variant: the shopper did not do that, so say it.
    this.#select(state, selection, variant, movedNotes(state.product, state.selection, selection, position, state.presentation.strings));
  }

  /** Selects the variant with this id; unknown ids are ignored. Returns whether it was selected. */
  selectVariant(id: Id | number): boolean {
    const state = this.#state;
    const variant = state.status === 'ready' ? findVariant(state.index, id) : null;
    if (state.status === 'ready' && variant) this.#select(state, variant.options, variant);
    return !!variant;
  }

  /** Selects a selling plan (null: one-time purchase). Plans the variant lacks, and null when a plan is required, are ignored. */
  selectSellingPlan(id: Id | number | null): void {
    const state = this.#state;
    if (state.status !== 'ready') return;
    const { product, variant, sellingPlanId } = state;
    const next = id === null || id === '' ? null : findAllocation(variant, id)?.sellingPlanId;
    if (next === undefined || (next === null && requiresPlan(product, variant)) || next === sellingPlanId) return;
    this.#wantedPlan = next;
    this.#commit(this.#readyState(product, state.index, state.selection, variant, next));
  }

  /** `form.reset()`: back to the initial choice. */
  formResetCallback(): void {
    const state = this.#state;
    const initial = this.#initial;
    if (state.status !== 'ready' || !initial) return;
    this.#wantedPlan = initial.sellingPlanId;
    this.#commit({ ...initial, presentation: state.presentation });
  }

  /** Back/forward navigation restored the form (the fields it submits): restore our choice too, once data is here. */
  formStateRestoreCallback(state: unknown): void {
    if (!(state instanceof FormData)) return;
    if (this.#state.status === 'ready') this.#restoreForm(state);
    else this.#pendingRestore = state;
  }

  #restoreForm(fields: FormData): void {
    this.#pendingRestore = null;
    const variantId = fields.get('id');
    const sellingPlanId = fields.get('selling_plan');
    if (typeof variantId === 'string') this.selectVariant(variantId);
    this.selectSellingPlan(typeof sellingPlanId === 'string' ? sellingPlanId : null);
  }

  /** A back/forward cache restore kept our old state, while the address may say otherwise: take the choice from it. */
  #pageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !this.syncUrl || this.#state.status !== 'ready') return;
    const { variantId, sellingPlanId } = readUrlChoice();
    if (variantId) this.selectVariant(variantId);
    if (sellingPlanId !== undefined) this.selectSellingPlan(sellingPlanId);
  };

  override render() {
    // Provider only when shop elements are inside; other content (a server-rendered price, a
    // `<select name="id">`) is fallback and does not switch the default layout off.
    const layout = !this.#fallback.hasElements();
    const live = html`<div role="status" aria-live="polite" aria-atomic="true" class="vh">${this.#announcer.text}</div>`;
    if (this.#state.status !== 'ready' || !layout) return html`<slot></slot>${live}`;
    // The parts of the inner elements are forwarded, so `shop-product::part(option)` styles them too.
    return html`<div class="layout" part="layout">
      <shop-price exportparts="price,compare-at,badge,sale-badge,sold-out-badge,unavailable-badge,per-delivery"></shop-price>
      <variant-picker exportparts="option-group,legend,option,select"></variant-picker>
      <selling-plan-selector exportparts="group,legend,option,option-price,badge,plans,plan-description,select"></selling-plan-selector>
    </div>${live}`;
  }
}
