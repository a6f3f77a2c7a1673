/**
 * The demo theme's cart count and cart drawer, written as a theme developer writes them: nothing from
 * shop-elements is imported. They know only the platform's standard event
 * `shopify:cart:lines-update` (any app's or element's add, at `document`), its `promise` (the cart
 * after the change: `totalQuantity`, `cost.totalAmount` as an exact decimal string, or `userErrors`)
 * and `{root}cart.js` (the lines to list), `root` being the platform's `window.Shopify.routes.root`
 * (the locale's: `/de/` in German). That is all a theme or an app needs. Its words are the theme's
 * (theme-strings.ts) and follow the page's language.
 */
import { onLanguage, themeStrings } from './theme-strings.js';

interface CartJs {
  item_count: number;
  total_price: number;
  currency: string;
  items: { key: string; product_title: string; variant_title: string | null; quantity: number; final_line_price: number; properties: Record<string, string> | null }[];
}

interface LinesUpdate extends Event {
  promise?: Promise<{ cart?: { totalQuantity: number; cost: { totalAmount: { amount: string; currencyCode: string } } } | null; userErrors?: { message: string }[] }>;
}

/** The shop's locale-aware root, read at each request (the locale switch changes it). */
const root = () => (window as { Shopify?: { routes?: { root?: string } } }).Shopify?.routes?.root ?? '/';
const count = document.querySelector<HTMLElement>('#cart-count')!;
const drawer = document.querySelector<HTMLDialogElement>('#cart-drawer')!;
const list = drawer.querySelector('ul')!;
const total = drawer.querySelector<HTMLElement>('#cart-total')!;

/** `/cart.js` amounts are hundredths of the currency: "1290" → "12.90", exactly (Intl takes the string). */
const decimal = (hundredths: number) => {
  const digits = String(Math.abs(hundredths)).padStart(3, '0');
  return `${hundredths < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const money = (amount: string, currency: string) =>
  new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'currency', currency }).format(amount as unknown as number);

function showCount(quantity: number): void {
  count.textContent = String(quantity);
  count.closest('button')!.setAttribute('aria-label', themeStrings().cartCount(quantity));
}

async function renderDrawer(): Promise<void> {
  const response = await fetch(`${root()}cart.js`, { headers: { Accept: 'application/json' } });
  if (!response.ok) return;
  const cart = (await response.json()) as CartJs;
  showCount(cart.item_count);
  list.replaceChildren(...cart.items.map((item) => {
    const li = document.createElement('li');
    const name = document.createElement('span');
    name.textContent = [item.product_title, item.variant_title].filter(Boolean).join(' – ');
    const extra = Object.entries(item.properties ?? {}).filter(([key, value]) => value && !key.startsWith('_'));
    for (const [key, value] of extra) name.append(document.createElement('br'), `${key}: ${value}`);
    const price = document.createElement('span');
    price.textContent = `× ${item.quantity}  ${money(decimal(item.final_line_price), cart.currency)}`;
    li.append(name, price);
    return li;
  }));
  if (!cart.items.length) list.append(Object.assign(document.createElement('li'), { textContent: themeStrings().empty }));
  total.textContent = money(decimal(cart.total_price), cart.currency);
}

document.addEventListener('shopify:cart:lines-update', (event: LinesUpdate) => {
  count.closest('button')!.setAttribute('aria-busy', 'true');
  event.promise
    ?.then(async (result) => {
      if (result.cart) showCount(result.cart.totalQuantity);
      // The drawer opens on a successful add only; a refusal is shown at the button by whoever added.
      if (result.cart && !result.userErrors?.length) {
        await renderDrawer();
        if (!drawer.open) drawer.show();
      }
    })
    .catch(() => {}) // a failed add: the count stays as it was
    .finally(() => count.closest('button')!.removeAttribute('aria-busy'));
});

count.closest('button')!.addEventListener('click', async () => {
  await renderDrawer();
  drawer.show();
});
drawer.querySelector('button[value="close"]')!.addEventListener('click', () => drawer.close());
// The drawer's words and money in the page's language: drawn again when it changes.
onLanguage(() => void renderDrawer());
