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
import { baseStyles } from '../shared/styles.js';

type Status = 'loading' | 'ready' | 'error';

const LOADING = { status: 'loading', product: null, index: null, selection: [], variant: null, sellingPlanId: null } as const;

/**
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
    state: { state: true },
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
  private declare state: ProductState;

  private internals = this.attachInternals();
  private provider = new ContextProvider(this, { context: productContext });
  private cartCurrency: string | null = null;
  private loadToken = 0;
  private abort: AbortController | null = null;
  private observer: IntersectionObserver | null = null;
  private initial: { variant: Variant; planId: Id | null } | null = null;
  private restore: string | null = null;

  constructor() {
    super();
    this.handle = this.root = this.locale = this.currencyAttr = this.moneyFormat = null;
    this.amountUnit = this.variantId = this.sellingPlanId = this.loading = null;
    this.syncUrl = false;
    this.state = this.makeState(LOADING);
    this.updateStates();
  }

  /** The loaded product, or null. */
  get product(): Product | null {
    return this.state.product;
  }

  /** The selected variant; null when the selection matches no variant or nothing is loaded. */
  get variant(): Variant | null {
    return this.state.variant;
  }

  /** The chosen selling plan; null for one-time purchase. */
  get sellingPlan(): SellingPlan | null {
    const id = this.state.sellingPlanId;
    return this.state.product?.sellingPlanGroups.flatMap((g) => g.sellingPlans).find((p) => p.id === id) ?? null;
  }

  /** The selected variant's allocation for the chosen plan, or null. */
  get allocation(): SellingPlanAllocation | null {
    return findAllocation(this.state.variant, this.state.sellingPlanId);
  }

  /** The customer's currency: the `currency` attribute, else the one `/cart.js` reported. */
  get currency(): string | null {
    return this.currencyAttr ?? this.cartCurrency;
  }
  set currency(value: string | null) {
    this.currencyAttr = value;
  }

  /** `loading`, `ready` or `error`. */
  get status(): Status {
    return this.state.status;
  }

  /** Why loading failed, or null. */
  get error(): Error | null {
    return this.errorValue;
  }
  private errorValue: Error | null = null;

  /** The form this element submits with. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** Why the form would not submit (sold out, unavailable), as for native controls. */
  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  /** The element's validity, as for native controls. */
  get validity(): ValidityState {
    return this.internals.validity;
  }

  /** Whether the selection can be submitted; fires `invalid` when not. */
  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  /** Like `checkValidity`, and shows the browser's message. */
  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('pageshow', this.handlePageShow);
    // Moved in the document while loading: the disconnect aborted that load, so start again.
    if (this.hasUpdated && this.state.status === 'loading') this.scheduleLoad();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('pageshow', this.handlePageShow);
    this.observer?.disconnect();
    this.observer = null;
    this.abort?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const keys = ['handle', 'root', 'currencyAttr', 'loading'] as const;
    if (keys.some((k) => changed.has(k))) {
      this.scheduleLoad();
    } else if (['locale', 'moneyFormat', 'amountUnit'].some((k) => changed.has(k as keyof ShopProduct))) {
      this.setState({});
    }
    // A theme that sets variant-id / selling-plan-id after the data arrived means "select this".
    if (this.state.index) {
      if (changed.has('variantId') && this.variantId) this.selectVariant(this.variantId);
      if (changed.has('sellingPlanId') && this.sellingPlanId) this.selectSellingPlan(this.sellingPlanId);
    }
  }

  /** Custom states for CSS (`:state(sold-out)`…), kept in step with every new state. */
  private updateStates(): void {
    const states = this.internals.states;
    const set = (name: string, on: boolean) => (on ? states.add(name) : states.delete(name));
    const { status, variant, sellingPlanId } = this.state;
    const ready = status === 'ready';
    set('loading', status === 'loading');
    set('ready', ready);
    set('error', status === 'error');
    set('sold-out', ready && !!variant && !variant.available);
    set('unavailable', ready && !variant);
    set('on-sale', ready && !!variant && payable(variant, sellingPlanId).saved !== null);
    set('subscription', ready && sellingPlanId !== null);
  }

  private handlePageShow = (event: PageTransitionEvent) => {
    // A back/forward cache restore keeps our old state: derive it again from the address.
    // (The select methods update the form value; without sync-url there is nothing to re-derive.)
    if (!event.persisted || !this.syncUrl || !this.state.index) return;
    const params = new URL(location.href).searchParams;
    const variant = params.get('variant');
    if (variant) this.selectVariant(variant);
    if (params.has('selling_plan')) this.selectSellingPlan(params.get('selling_plan'));
  };

  private scheduleLoad(): void {
    this.observer?.disconnect();
    this.observer = null;
    if (this.loading === 'lazy' && typeof IntersectionObserver === 'function') {
      this.observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            this.observer?.disconnect();
            this.observer = null;
            void this.load();
          }
        },
        { rootMargin: '200px' },
      );
      this.observer.observe(this);
      this.startLoading();
      return;
    }
    void this.load();
  }

  private startLoading(): number {
    this.abort?.abort();
    this.abort = new AbortController();
    this.errorValue = null;
    this.setState(LOADING);
    // Never keep submitting the previous product's variant while another loads.
    this.updateForm();
    return ++this.loadToken;
  }

  private async load(): Promise<void> {
    const token = this.startLoading();
    const signal = this.abort!.signal;
    const inline = this.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
    // Nothing to load yet (e.g. created by script, handle set later): wait quietly.
    if (!inline && !this.handle) return;
    try {
      const productPromise = inline
        ? Promise.resolve().then(() => parseProduct(inline.textContent ?? ''))
        : fetchProduct(this.handle!, { root: this.root, signal });
      const currencyPromise = this.currencyAttr
        ? Promise.resolve(this.currencyAttr)
        : fetchCart({ root: this.root, signal }).then((cart) => cart.currency);
      const [product, currency] = await Promise.all([productPromise, currencyPromise]);
      if (token !== this.loadToken) return;
      this.cartCurrency = currency;
      this.applyProduct(product);
    } catch (error) {
      if (token !== this.loadToken || signal.aborted) return;
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private fail(error: Error): void {
    this.errorValue = error;
    this.setState({ status: 'error' });
    this.updateForm();
    const cause = error instanceof ProductDataError ? `invalid product data at ${error.message}` : error.message;
    const message = fill(this.state.strings.loadError, { handle: this.handle ?? '', cause });
    this.dispatchEvent(new ProductErrorEvent(error, message));
  }

  private applyProduct(product: Product): void {
    const index = indexVariants(product);
    const params = this.syncUrl ? new URL(location.href).searchParams : null;
    const variant = initialVariant(index, this.variantId, params?.get('variant'));
    const planId = resolvePlan(product, variant, this.sellingPlanId ?? params?.get('selling_plan'));
    this.initial = { variant, planId };
    this.setState({ status: 'ready', product, index, selection: variant.options, variant, sellingPlanId: planId });
    if (this.restore) this.applyRestore(this.restore);
    this.updateForm();
    this.dispatchEvent(new ProductLoadEvent(product));
  }

  private makeState(part: Pick<ProductState, 'status' | 'product' | 'index' | 'selection' | 'variant' | 'sellingPlanId'>): ProductState {
    const locale = this.locale || document.documentElement.lang || navigator.language || undefined;
    return {
      ...part,
      money: { currency: this.currency ?? 'USD', locale, format: this.moneyFormat, unit: this.amountUnit ?? 'hundredths' },
      locale,
      strings: stringsFor(locale),
      actions: this,
    };
  }

  private setState(part: Partial<ProductState>): void {
    this.state = this.makeState({ ...this.state, ...part });
    this.provider.setValue(this.state);
    this.updateStates();
  }

  /** Selects `value` for the option called `name`, moving to the closest existing variant when needed. */
  selectOption(name: string, value: string): void {
    const { index, selection } = this.state;
    const position = index?.product.options.findIndex((o) => o.name === name) ?? -1;
    if (!index || position < 0) return;
    this.changeSelection(index, selectValue(index, selection, position, value));
  }

  /** Selects the variant with this id; unknown ids are ignored. Returns whether it was selected. */
  selectVariant(id: Id | number): boolean {
    const { index } = this.state;
    const variant = index && findVariant(index, id);
    if (!variant) return false;
    this.changeSelection(index, variant.options);
    return true;
  }

  /** Selects a selling plan (null: one-time purchase). Plans the variant lacks, and null when a plan is required, are ignored. */
  selectSellingPlan(id: Id | number | null): void {
    const { product, variant, sellingPlanId } = this.state;
    if (!product) return;
    const next = id === null || id === '' ? null : findAllocation(variant, id)?.sellingPlanId;
    if (next === undefined || (next === null && requiresPlan(product, variant)) || next === sellingPlanId) return;
    this.setState({ sellingPlanId: next });
    this.afterChange(false, true);
  }

  private changeSelection(index: VariantIndex, selection: readonly string[]): void {
    const before = this.state;
    const variant = resolveVariant(index, selection);
    const sellingPlanId = resolvePlan(index.product, variant, before.sellingPlanId);
    this.setState({ selection, variant, sellingPlanId });
    this.afterChange(variant !== before.variant || selection.join() !== before.selection.join(), sellingPlanId !== before.sellingPlanId);
  }

  private afterChange(variantChanged: boolean, planChanged: boolean): void {
    this.updateForm();
    if (this.syncUrl) this.writeUrl();
    if (variantChanged) this.dispatchEvent(new VariantChangeEvent(this.state.variant, this.state.selection));
    if (planChanged) this.dispatchEvent(new SellingPlanChangeEvent(this.sellingPlan, this.allocation));
  }

  private writeUrl(): void {
    const url = new URL(location.href);
    const { variant, sellingPlanId } = this.state;
    const set = (key: string, value: string | null | undefined) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
    set('variant', variant?.id);
    set('selling_plan', sellingPlanId);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }

  /** Submits `id` and `selling_plan`; invalid (so the form does not submit) while sold out or unavailable. */
  private updateForm(): void {
    const { status, variant, sellingPlanId, strings } = this.state;
    if (status !== 'ready') {
      this.internals.setFormValue(null);
      this.internals.setValidity({});
      return;
    }
    const data = new FormData();
    if (variant) data.append('id', variant.id);
    if (variant && sellingPlanId) data.append('selling_plan', sellingPlanId);
    this.internals.setFormValue(data, `${variant?.id ?? ''}|${sellingPlanId ?? ''}`);
    if (!variant) this.internals.setValidity({ customError: true }, strings.unavailableValidity);
    else if (!variant.available) this.internals.setValidity({ customError: true }, strings.soldOutValidity);
    else this.internals.setValidity({});
  }

  /** `form.reset()`: back to the initial selection. */
  formResetCallback(): void {
    const { index } = this.state;
    if (!index || !this.initial) return;
    this.changeSelection(index, this.initial.variant.options);
    this.selectSellingPlan(this.initial.planId);
  }

  /** Back/forward navigation restored the form: restore our selection too (once data is here). */
  formStateRestoreCallback(state: unknown): void {
    if (typeof state !== 'string') return;
    if (this.state.index) this.applyRestore(state);
    else this.restore = state;
  }

  private applyRestore(state: string): void {
    this.restore = null;
    const [variantId, planId] = state.split('|');
    if (variantId) this.selectVariant(variantId);
    this.selectSellingPlan(planId || null);
  }

  override render() {
    const layout = ![...this.children].some((c) => c.localName !== 'script');
    if (this.state.status !== 'ready' || !layout) return html`<slot></slot>`;
    // The parts of the inner elements are forwarded, so `shop-product::part(option)` styles them too.
    return html`<div class="layout" part="layout">
      <shop-price exportparts="price,compare-at,badge,sale-badge,sold-out-badge,unavailable-badge,per-delivery"></shop-price>
      <variant-picker exportparts="option-group,legend,option,select"></variant-picker>
      <selling-plan-selector exportparts="group,legend,option,option-price,badge,plans,plan-description,select"></selling-plan-selector>
    </div>`;
  }
}
