/**
 * A stand-in for the platform's standard storefront actions runtime (`window.Shopify.actions`), written
 * from its documentation (shopify.dev/docs/api/storefront-events-and-actions: actions/configure,
 * update-cart, open-cart, get-cart; events/cart-lines-update, cart-error) and the type definitions
 * Horizon ships (assets/standard-actions.d.ts):
 * - every action is an async function; `updateCart` and `openCart` have `configure(options)` (returns
 *   true) and `isDefault()` (true until configured); `getCart` has neither ("isn't configurable:
 *   calling `getCart.configure(...)` is a runtime TypeError");
 * - `updateCart.configure` requires `eventTarget(meta)`, the element its events come from; `handler`
 *   replaces the default and is called as `handler(defaultHandler, payload, options)`, where
 *   `defaultHandler()` is the write alone;
 * - `updateCart` "emits the matching cart events as it starts, so they fire whether or not the change
 *   succeeds": `shopify:cart:lines-update` (`action`, `context` `standard-action`, `lines`, `promise` of
 *   the result), `shopify:cart:error` when the request fails (the promise rejects); a refusal resolves
 *   `{cart, userErrors}`. Unconfigured, after the write it "falls back to a full page reload" on a theme
 *   it does not recognise (here: counted in `reloads`, as a reload would end the test);
 * - `openCart` unconfigured "calls `.open()` on a `<cart-drawer-component>` or `<cart-drawer>`", else
 *   "navigates to /cart" (here: counted in `navigations`).
 * The write goes to the fake shop's Ajax cart (`/cart/add.js`, `/cart/change.js`) where the platform
 * uses its Storefront API: the same cart the elements read.
 */

type Obj = Record<string, unknown>;

interface Line {
  id?: string;
  merchandiseId?: string;
  quantity: number;
  sellingPlanId?: string;
  attributes?: { key: string; value: string }[];
}

interface Payload {
  lines?: Line[];
}

type Handler = (defaultHandler: () => Promise<unknown>, ...args: unknown[]) => Promise<unknown>;

export interface Runtime {
  actions: {
    updateCart: ((payload: Payload, options?: { event?: { context?: string } }) => Promise<Obj>) & { configure(o: Obj): boolean; isDefault(): boolean };
    openCart: (() => Promise<void>) & { configure(o: Obj): boolean; isDefault(): boolean };
    getCart: () => Promise<{ cart: Obj | null }>;
  };
  /** Full page reloads the default `updateCart` asked for. */
  reloads: number;
  /** Pages the default `openCart` went to. */
  navigations: string[];
  /** Calls of each action. */
  calls: { updateCart: number; openCart: number; getCart: number; handlers: number };
  /** Removes `window.Shopify`. */
  remove(): void;
}

const digits = (gid: string | undefined) => /(\d+)$/.exec(gid ?? '')?.[1] ?? '';

/** The cart summary the actions resolve (`fromAjaxCart`): from `/cart.js`. */
async function summary(): Promise<Obj | null> {
  const cart = (await (await fetch('/cart.js', { headers: { Accept: 'application/json' } })).json()) as Obj;
  const money = (amount: unknown) => ({ totalAmount: { amount: (Number(amount) / 100).toFixed(2), currencyCode: cart.currency } });
  return cart.token ? {
    id: `gid://shopify/Cart/${String(cart.token)}`,
    totalQuantity: cart.item_count,
    cost: money(cart.total_price),
    lines: (cart.items as Obj[]).map((item) => ({ id: `gid://shopify/CartLine/${String(item.key)}`, quantity: item.quantity, cost: money(item.final_line_price) })),
    discountCodes: [],
  } : null;
}

/** The write: an add for lines with `merchandiseId`, a change for lines with `id`; a 4xx is a refusal (`userErrors`). */
async function write(payload: Payload): Promise<Obj> {
  const userErrors: { message: string }[] = [];
  for (const line of payload.lines ?? []) {
    const [url, body] = line.merchandiseId
      ? ['/cart/add.js', { items: [{ id: digits(line.merchandiseId), quantity: line.quantity, selling_plan: line.sellingPlanId ? digits(line.sellingPlanId) : undefined, properties: Object.fromEntries((line.attributes ?? []).map((a) => [a.key, a.value])) }] }]
      : ['/cart/change.js', { id: /CartLine\/(.+)$/.exec(line.id ?? '')?.[1] ?? line.id, quantity: line.quantity }];
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
    const answer = (await response.json()) as Obj;
    if (response.status >= 400) userErrors.push({ message: String(answer.description ?? answer.message) });
  }
  return { cart: await summary(), ...(userErrors.length && { userErrors }) };
}

function standardEvent(type: string, payload: Obj): Event {
  return Object.assign(new Event(type, { bubbles: true, cancelable: true }), payload);
}

/** Installs the stand-in as `window.Shopify.actions` (keeping any other `window.Shopify` field). */
export function installRuntime(): Runtime {
  const calls = { updateCart: 0, openCart: 0, getCart: 0, handlers: 0 };
  const runtime = { reloads: 0, navigations: [] as string[], calls } as Runtime;
  let cartConfig: { eventTarget: (meta: Obj) => EventTarget | null; handler?: Handler } | null = null;
  let openConfig: { handler?: Handler } | null = null;

  const updateCart = Object.assign(async (payload: Payload, options: { event?: { context?: string } } = {}) => {
    calls.updateCart++;
    const lines = payload.lines ?? [];
    const action = lines.some((l) => l.merchandiseId) ? 'add' : lines.every((l) => l.quantity === 0) ? 'remove' : 'update';
    const defaultHandler = () => write(payload);
    const promise = (async () => {
      if (cartConfig?.handler) {
        calls.handlers++;
        return (await cartConfig.handler(defaultHandler, payload, options)) as Obj;
      }
      const result = await defaultHandler();
      runtime.reloads++; // a theme it does not recognise: a full page reload
      return result;
    })();
    const target = (meta: Obj) => cartConfig?.eventTarget(meta) ?? document;
    const eventLines = lines.map((l) => (l.merchandiseId ? { merchandiseId: l.merchandiseId, quantity: l.quantity } : { id: l.id, quantity: l.quantity }));
    // As it starts: whether or not the change succeeds.
    target({ type: 'shopify:cart:lines-update', action }).dispatchEvent(standardEvent('shopify:cart:lines-update', {
      action, context: options.event?.context ?? 'standard-action', lines: eventLines, promise,
    }));
    promise.catch((error: Error) => target({ type: 'shopify:cart:error' }).dispatchEvent(standardEvent('shopify:cart:error', { code: 'SERVICE_UNAVAILABLE', error: error.message })));
    return promise;
  }, {
    configure(options: Obj): boolean {
      if (typeof options.eventTarget !== 'function') throw new TypeError('updateCart.configure: eventTarget is required');
      cartConfig = options as typeof cartConfig;
      return true;
    },
    isDefault: () => cartConfig === null,
  });

  const openCart = Object.assign(async () => {
    calls.openCart++;
    const defaultHandler = async () => {
      const drawer = document.querySelector<HTMLElement & { open?: () => void }>('cart-drawer-component, cart-drawer');
      if (typeof drawer?.open === 'function') drawer.open();
      else runtime.navigations.push('/cart');
    };
    if (openConfig?.handler) await openConfig.handler(defaultHandler);
    else await defaultHandler();
  }, {
    configure(options: Obj): boolean {
      openConfig = options as typeof openConfig;
      return true;
    },
    isDefault: () => openConfig === null,
  });

  const getCart = async () => {
    calls.getCart++;
    return { cart: await summary() };
  };

  const global = globalThis as { Shopify?: Obj };
  global.Shopify = { ...global.Shopify, actions: Object.freeze({ updateCart, openCart, getCart }) };
  runtime.actions = global.Shopify.actions as Runtime['actions'];
  runtime.remove = () => void delete global.Shopify;
  return runtime;
}
