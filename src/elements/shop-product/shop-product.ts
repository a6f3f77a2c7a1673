import { ContextProvider } from '@lit/context';
import { css, html, LitElement, type PropertyValues } from 'lit';
import { productContext, type ProductState } from '../../context.js';
import { ProductDataError } from '../../core/errors.js';
import type { AmountUnit } from '../../core/money.js';
import { parseProduct } from '../../core/parse.js';
import { payable } from '../../core/price-view.js';
import { findAllocation, requiresPlan, resolvePlan } from '../../core/selling-plans.js';
import type { Id, Product, SellingPlan, SellingPlanAllocation, Variant } from '../../core/types.js';
import { findVariant, indexVariants, initialVariant, resolveVariant, selectValue, type VariantIndex } from '../../core/variants.js';
import { fetchCart, fetchProduct } from '../../data/client.js';
import { ProductErrorEvent, ProductLoadEvent, SellingPlanChangeEvent, VariantChangeEvent } from '../../events.js';
import { fill, stringsFor } from '../../i18n/strings.js';
import { setCustomStates } from '../shared/states.js';
import { baseStyles } from '../shared/styles.js';

type Status = ProductState['status'];
type Selection = Pick<ProductState, 'status' | 'product' | 'index' | 'selection' | 'variant' | 'sellingPlanId'>;

const LOADING: Selection = { status: 'loading', product: null, index: null, selection: [], variant: null, sellingPlanId: null };

/**
 * @tagname shop-product
 * @summary Loads a storefront product and owns its selection: variant, selling plan and form value.
 * Shares its state with descendant elements; with no child elements it renders a complete layout.
 *
 * @slot - The server-rendered fallback, shown until the data is ready and kept on error.
 * @event shop-product-load - ProductLoadEvent: the product is ready.
 * @event shop-variant-change - VariantChangeEvent: the selected variant changed.
 * @event shop-selling-plan-change - SellingPlanChangeEvent: the selling plan changed.
 * @event shop-product-error - ProductErrorEvent: loading failed; `message` names the cause.
 * @csspart layout - The default layout's container (no child elements).
 * @cssproperty --shop-gap - Space between the default layout's parts.
 */
export class ShopProduct extends LitElement {
  static override styles = [baseStyles, css`.layout{display:grid;gap:var(--shop-gap,1rem)}`];
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

  #internals = this.attachInternals();
  #provider = new ContextProvider(this, { context: productContext });
  #state!: ProductState;
  #cartCurrency: string | null = null;
  #error: Error | null = null;
  /** Counts loads: an answer for an older load is dropped. */
  #token = 0;
  #abort?: AbortController;
  #observer?: IntersectionObserver;
  /** The selection `form.reset()` returns to. */
  #initial?: [Variant, Id | null];
  /** A form state restored before the data arrived. */
  #restore?: string;

  constructor() {
    super();
    this.handle = this.root = this.locale = this.currencyAttr = this.moneyFormat = null;
    this.amountUnit = this.variantId = this.sellingPlanId = this.loading = null;
    this.syncUrl = false;
    this.#setState(LOADING);
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

  /** The customer's currency: the `currency` attribute, else the one `/cart.js` reported. */
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
    return this.#internals.form;
  }

  /** Why the form would not submit (sold out, unavailable), as for native controls. */
  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  /** The element's validity, as for native controls. */
  get validity(): ValidityState {
    return this.#internals.validity;
  }

  /** Whether the selection can be submitted; fires `invalid` when not. */
  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  /** Like `checkValidity`, and shows the browser's message. */
  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('pageshow', this.#pageShow);
    // Moved in the document while loading: the disconnect aborted that load, so start again.
    if (this.hasUpdated && this.#state.status === 'loading') this.#scheduleLoad();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('pageshow', this.#pageShow);
    this.#observer?.disconnect();
    this.#abort?.abort();
  }

  protected override willUpdate(changed: PropertyValues<ShopProduct>): void {
    const has = (keys: (keyof ShopProduct)[]) => keys.some((k) => changed.has(k));
    if (has(['handle', 'root', 'currencyAttr', 'loading'])) this.#scheduleLoad();
    else if (has(['locale', 'moneyFormat', 'amountUnit'])) this.#setState({});
    // A theme that sets variant-id / selling-plan-id after the data arrived means "select this".
    if (this.#state.index) {
      if (changed.has('variantId') && this.variantId) this.selectVariant(this.variantId);
      if (changed.has('sellingPlanId') && this.sellingPlanId) this.selectSellingPlan(this.sellingPlanId);
    }
  }

  #pageShow = (event: PageTransitionEvent) => {
    // A back/forward cache restore keeps our old state: derive it again from the address.
    // (The select methods update the form value; without sync-url there is nothing to re-derive.)
    if (!event.persisted || !this.syncUrl || !this.#state.index) return;
    const params = new URL(location.href).searchParams;
    const variant = params.get('variant');
    if (variant) this.selectVariant(variant);
    if (params.has('selling_plan')) this.selectSellingPlan(params.get('selling_plan'));
  };

  #scheduleLoad(): void {
    this.#observer?.disconnect();
    if (this.loading !== 'lazy') return void this.#load();
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          this.#observer!.disconnect();
          void this.#load();
        }
      },
      { rootMargin: '200px' },
    );
    this.#observer.observe(this);
    this.#startLoading();
  }

  #startLoading(): number {
    this.#abort?.abort();
    this.#abort = new AbortController();
    this.#error = null;
    // Also clears the form value: never keep submitting the previous product's variant.
    this.#setState(LOADING);
    return ++this.#token;
  }

  async #load(): Promise<void> {
    const token = this.#startLoading();
    const { signal } = this.#abort!;
    const inline = this.querySelector(':scope > script[type="application/json"]');
    // Nothing to load yet (e.g. created by script, handle set later): wait quietly.
    if (!inline && !this.handle) return;
    const options = { root: this.root, signal };
    try {
      const [product, currency] = await Promise.all([
        inline ? Promise.resolve().then(() => parseProduct(inline.textContent)) : fetchProduct(this.handle!, options),
        this.currencyAttr || fetchCart(options).then((cart) => cart.currency),
      ]);
      if (token !== this.#token) return;
      this.#cartCurrency = currency;
      this.#ready(product);
    } catch (error) {
      if (token !== this.#token || signal.aborted) return;
      const err = (this.#error = error instanceof Error ? error : new Error(String(error)));
      this.#setState({ status: 'error' });
      const cause = err instanceof ProductDataError ? `invalid product data at ${err.message}` : err.message;
      const message = fill(this.#state.strings.loadError, { handle: this.handle ?? '', cause });
      this.dispatchEvent(new ProductErrorEvent(err, message));
    }
  }

  #ready(product: Product): void {
    const index = indexVariants(product);
    const params = this.syncUrl ? new URL(location.href).searchParams : null;
    const variant = initialVariant(index, this.variantId, params?.get('variant'));
    const planId = resolvePlan(product, variant, this.sellingPlanId ?? params?.get('selling_plan'));
    this.#initial = [variant, planId];
    this.#setState({ status: 'ready', product, index, selection: variant.options, variant, sellingPlanId: planId });
    if (this.#restore) this.#applyRestore(this.#restore);
    this.dispatchEvent(new ProductLoadEvent(product));
  }

  /**
   * The one way state changes: a new object for the context (so consumers re-render), the custom
   * states for CSS (`:state(sold-out)`…), and the form value and validity.
   */
  #setState(part: Partial<Selection>): void {
    const locale = this.locale || document.documentElement.lang || navigator.language || undefined;
    const state: ProductState = (this.#state = {
      ...LOADING,
      ...this.#state,
      ...part,
      money: { currency: this.currency ?? 'USD', locale, format: this.moneyFormat, unit: this.amountUnit ?? 'hundredths' },
      locale,
      strings: stringsFor(locale),
      actions: this,
    });
    this.#provider.setValue(state);
    this.requestUpdate();
    const { status, variant, sellingPlanId, strings } = state;
    const ready = status === 'ready';
    const states: Record<string, boolean> = {
      loading: status === 'loading',
      ready,
      error: status === 'error',
      'sold-out': ready && !!variant && !variant.available,
      unavailable: ready && !variant,
      'on-sale': ready && !!variant && payable(variant, sellingPlanId).saved !== null,
      subscription: ready && sellingPlanId !== null,
    };
    setCustomStates(this.#internals, states);
    // Submits `id` and `selling_plan`; invalid (so the form does not submit) while sold out or unavailable.
    if (ready) {
      const data = new FormData();
      if (variant) data.append('id', variant.id);
      if (variant && sellingPlanId) data.append('selling_plan', sellingPlanId);
      this.#internals.setFormValue(data, `${variant?.id ?? ''}|${sellingPlanId ?? ''}`);
    } else {
      this.#internals.setFormValue(null);
    }
    const problem = !ready ? '' : !variant ? strings.unavailableValidity : variant.available ? '' : strings.soldOutValidity;
    this.#internals.setValidity({ customError: !!problem }, problem);
  }

  /** Selects `value` for the option called `name`, moving to the closest existing variant when needed. */
  selectOption(name: string, value: string): void {
    const { index, selection } = this.#state;
    const position = index?.product.options.findIndex((o) => o.name === name) ?? -1;
    if (index && position >= 0) this.#select(index, selectValue(index, selection, position, value));
  }

  /** Selects the variant with this id; unknown ids are ignored. Returns whether it was selected. */
  selectVariant(id: Id | number): boolean {
    const { index } = this.#state;
    const variant = index && findVariant(index, id);
    if (variant) this.#select(index, variant.options);
    return !!variant;
  }

  /** Selects a selling plan (null: one-time purchase). Plans the variant lacks, and null when a plan is required, are ignored. */
  selectSellingPlan(id: Id | number | null): void {
    const { product, variant, sellingPlanId } = this.#state;
    if (!product) return;
    const next = id === null || id === '' ? null : findAllocation(variant, id)?.sellingPlanId;
    if (next === undefined || (next === null && requiresPlan(product, variant)) || next === sellingPlanId) return;
    this.#setState({ sellingPlanId: next });
    this.#changed(false, true);
  }

  #select(index: VariantIndex, selection: readonly string[]): void {
    const before = this.#state;
    const variant = resolveVariant(index, selection);
    const sellingPlanId = resolvePlan(index.product, variant, before.sellingPlanId);
    this.#setState({ selection, variant, sellingPlanId });
    this.#changed(variant !== before.variant || selection.join() !== before.selection.join(), sellingPlanId !== before.sellingPlanId);
  }

  #changed(variantChanged: boolean, planChanged: boolean): void {
    const { variant, selection, sellingPlanId } = this.#state;
    if (this.syncUrl) {
      const url = new URL(location.href);
      const set = (key: string, value?: string | null) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
      set('variant', variant?.id);
      set('selling_plan', sellingPlanId);
      if (url.href !== location.href) history.replaceState(history.state, '', url);
    }
    if (variantChanged) this.dispatchEvent(new VariantChangeEvent(variant, selection));
    if (planChanged) this.dispatchEvent(new SellingPlanChangeEvent(this.sellingPlan, this.allocation));
  }

  /** `form.reset()`: back to the initial selection. */
  formResetCallback(): void {
    const { index } = this.#state;
    if (!index || !this.#initial) return;
    this.#select(index, this.#initial[0].options);
    this.selectSellingPlan(this.#initial[1]);
  }

  /** Back/forward navigation restored the form: restore our selection too (once data is here). */
  formStateRestoreCallback(state: unknown): void {
    if (typeof state !== 'string') return;
    if (this.#state.index) this.#applyRestore(state);
    else this.#restore = state;
  }

  #applyRestore(state: string): void {
    this.#restore = undefined;
    const [variantId, planId] = state.split('|');
    if (variantId) this.selectVariant(variantId);
    this.selectSellingPlan(planId || null);
  }

  override render() {
    const layout = ![...this.children].some((c) => c.localName !== 'script');
    if (this.#state.status !== 'ready' || !layout) return html`<slot></slot>`;
    // The parts of the inner elements are forwarded, so `shop-product::part(option)` styles them too.
    return html`<div class="layout" part="layout">
      <shop-price exportparts="price,compare-at,badge,sale-badge,sold-out-badge,unavailable-badge,per-delivery"></shop-price>
      <variant-picker exportparts="option-group,legend,option,select"></variant-picker>
      <selling-plan-selector exportparts="group,legend,option,option-price,badge,plans,plan-description,select"></selling-plan-selector>
    </div>`;
  }
}
