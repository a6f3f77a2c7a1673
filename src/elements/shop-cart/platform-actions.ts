/**
 * `<shop-cart>` and the platform's standard storefront actions (`window.Shopify.actions`, injected by
 * the platform on every Liquid storefront): apps and AI shopping agents drive the theme's cart through
 * `updateCart`, `openCart` and `getCart`. Where the page shows the cart with `<shop-cart>`:
 * - `updateCart` is configured so that an app's change updates the cart elements in place: its handler
 *   is the platform's own write (`defaultHandler`), without the default's page reload on a theme it does
 *   not recognise. The action dispatches `shopify:cart:lines-update` itself (from the `<shop-cart>`), and
 *   the cart store takes the cart from that event, as from any app's: we dispatch no second one.
 * - `openCart` is configured, where a `<shop-cart>` sits in a drawer (a `<dialog>`, or an element with
 *   `open()` or `show()`), to open that drawer; with no such drawer connected it does what the platform
 *   would have done (`defaultHandler`: its own drawer, else `/cart`).
 * - `getCart` is the platform's and is not configurable: nothing here touches it.
 * An action the theme configured itself (`isDefault()` false) is left as it is, and ours are set only
 * once the theme has had its turn (after `DOMContentLoaded`, where themes configure theirs). Without the
 * runtime nothing is configured and nothing is added to `window`.
 *
 * `shopify:cart:view` (`{context: 'dialog' | 'page', cart}`, the cart as the standard cart events carry
 * it, null when there is none yet) is dispatched on the `<shop-cart>` each time the cart is shown: when
 * its drawer opens (a drawer that says so with its `open` attribute, as `<dialog>` does, whoever opened
 * it; any drawer when `openCart` opened it), or, for a `<shop-cart>` in no drawer (the cart page), once
 * when it connects.
 */
import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { AmountUnit } from '../../core/money.js';
import { cartRef } from '../../core/storefront-events.js';
import { ourActions, type CartStore } from '../../data/cart-store.js';
import { dispatchStandard } from '../../events.js';

/** What the handlers are given: the platform's own behaviour, to fall back on. */
type DefaultHandler = () => Promise<unknown>;

/** An action as the platform's runtime defines it (only what is used here). */
interface PlatformAction {
  configure?: (options: { handler?: (defaultHandler: DefaultHandler, ...args: unknown[]) => Promise<unknown>; eventTarget?: () => EventTarget | null }) => boolean;
  isDefault?: () => boolean;
}

/** A drawer: a `<dialog>`, or an element with `open()` or `show()` (a theme's drawer element). */
type Drawer = HTMLElement & { open?: unknown; show?: unknown };

/** The element a cart view belongs to: a `<shop-cart>`. */
export interface CartActionsHost extends ReactiveControllerHost, HTMLElement {
  amountUnit: AmountUnit | null;
}

/** The connected `<shop-cart>`s, in the order they connected. */
const carts = new Map<CartActionsHost, CartActions>();

/** The drawer holding `el`: its nearest ancestor (across shadow roots) that is a `<dialog>` or has `open()` or `show()`. */
function drawerOf(el: Element): Drawer | null {
  for (let node: Node | null = el.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    const d = node as Drawer;
    if (node instanceof HTMLDialogElement || (node instanceof HTMLElement && (typeof d.open === 'function' || typeof d.show === 'function'))) return d;
  }
  return null;
}

/** The first connected `<shop-cart>` in a drawer, and its drawer. */
function cartInDrawer(): { view: CartActions; drawer: Drawer } | null {
  for (const view of carts.values()) {
    const drawer = drawerOf(view.host);
    if (drawer) return { view, drawer };
  }
  return null;
}

/**
 * Configures the platform's `updateCart` and `openCart` for the page's cart elements, each only while
 * the platform's default is in place and not already ours (the theme's own configuration wins).
 */
function configure(): void {
  const actions = (globalThis as { Shopify?: { actions?: Record<string, PlatformAction | undefined> } }).Shopify?.actions;
  const { updateCart, openCart } = actions ?? {};
  const free = (action: PlatformAction | undefined): action is PlatformAction =>
    !!action && typeof action.configure === 'function' && !ourActions.has(action) && action.isDefault?.() === true;
  if (free(updateCart) && carts.size) {
    const configured = updateCart.configure!({
      // Its events come from the cart element, as the platform's cart events should.
      eventTarget: () => carts.keys().next().value ?? document,
      handler: (defaultHandler) => defaultHandler(),
    });
    if (configured !== false) ourActions.add(updateCart);
  }
  if (free(openCart) && cartInDrawer()) {
    const configured = openCart.configure!({
      handler: async (defaultHandler) => {
        const found = cartInDrawer();
        if (!found) return defaultHandler();
        found.view.open(found.drawer);
      },
    });
    if (configured !== false) ourActions.add(openCart);
  }
}

/** Runs `configure` once a theme has configured its own actions: after `DOMContentLoaded` (and the theme's listeners of it). */
function configureLater(): void {
  const later = () => setTimeout(() => {
    try {
      configure();
    } catch (error) {
      // A runtime that refuses our options leaves the platform's defaults in place, and the page as it was.
      console.warn('shop-elements: the platform\'s cart actions could not be configured', error);
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
  else later();
}

/**
 * A `<shop-cart>`'s part in the platform's actions and its `shopify:cart:view`: registered while
 * connected (the actions find it so, never by tag name), watching its drawer's `open` attribute.
 */
export class CartActions implements ReactiveController {
  #observer: MutationObserver | null = null;

  constructor(readonly host: CartActionsHost, private readonly store: () => CartStore | undefined) {
    host.addController(this);
  }

  hostConnected(): void {
    carts.set(this.host, this);
    configureLater();
    const drawer = drawerOf(this.host);
    if (!drawer) {
      // No drawer: the cart is part of the page (the cart page), shown as it connects.
      void this.#view('page');
      return;
    }
    // An opening is the attribute added (it was absent): closed and opened again within one task is one more view.
    this.#observer = new MutationObserver((records) => records.some((r) => r.oldValue === null) && void this.#view('dialog'));
    this.#observer.observe(drawer, { attributeFilter: ['open'], attributeOldValue: true });
    if (drawer.hasAttribute('open')) void this.#view('dialog');
  }

  hostDisconnected(): void {
    carts.delete(this.host);
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /**
   * Opens the drawer as `openCart` asks: a `<dialog>` modally (unless it is open), else its `open()`,
   * else its `show()`. A drawer that shows no `open` attribute then gets its view from here.
   */
  open(drawer: Drawer): void {
    if (drawer instanceof HTMLDialogElement) {
      if (!drawer.open) drawer.showModal();
    } else if (typeof drawer.open === 'function') (drawer.open as () => void)();
    else (drawer.show as () => void)();
    if (!drawer.hasAttribute('open')) void this.#view('dialog');
  }

  /** Dispatches `shopify:cart:view` with the cart as it is (read first if it never was). */
  async #view(context: 'dialog' | 'page'): Promise<void> {
    const store = this.store();
    const cart = store ? await store.ensure() : null;
    if (!this.host.isConnected) return;
    dispatchStandard(this.host, 'shopify:cart:view', { context, cart: cart?.token ? cartRef(cart, this.host.amountUnit ?? undefined) : null });
  }
}
