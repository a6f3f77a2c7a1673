/**
 * The demo theme's cart button and drawer. The count and the lines are the library's
 * `<shop-cart-count>` and `<shop-cart>` (demo/index.html): they show the cart and change it (quantity,
 * removal, a line's subscription), in the page's language. What stays the theme's is the drawer
 * itself, a `<dialog>`: it opens after a successful add, whoever added (the platform's standard
 * event `shopify:cart:lines-update` and its `promise`), and from the cart button, and closes. A theme
 * that draws its own drawer from the standard events and `/cart.js` alone: docs/cart.md, "How a theme's
 * drawer listens".
 */

interface LinesUpdate extends Event {
  action?: string;
  promise?: Promise<{ cart?: unknown; userErrors?: { message: string }[] }>;
}

const drawer = document.querySelector<HTMLDialogElement>('#cart-drawer')!;
const button = document.querySelector<HTMLButtonElement>('.cart-count')!;

document.addEventListener('shopify:cart:lines-update', (event: LinesUpdate) => {
  // The cart's own changes happen in the open drawer; an add (ours or an app's) opens it.
  if (event.action !== 'add') return;
  button.setAttribute('aria-busy', 'true');
  event.promise
    ?.then((result) => {
      // The drawer opens on a successful add only; a refusal is shown at the button by whoever added.
      if (result.cart && !result.userErrors?.length && !drawer.open) drawer.show();
    })
    .catch(() => {}) // a failed add: the cart did not change
    .finally(() => button.removeAttribute('aria-busy'));
});

button.addEventListener('click', () => drawer.show());
drawer.querySelector('button[value="close"]')!.addEventListener('click', () => drawer.close());
