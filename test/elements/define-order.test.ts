import { expect } from '@open-wc/testing';
import type { ShopPrice, ShopProduct } from '../../src/all.js';
import { fixture$, until } from './helpers.js';

/**
 * An npm user may import the define files in any order, with the theme's markup already in the page.
 * Each case runs in its own iframe: a fresh page whose registry and module map start empty, so the
 * order of the imports really is the order the elements are defined in.
 */
async function pageWithDefines(order: string[]): Promise<{ product: ShopProduct; price: ShopPrice; frame: HTMLIFrameElement }> {
  const json = (await fixture$('on-sale')).replace(/</g, '\\u003c');
  const imports = order.map((name) => `import ${JSON.stringify(new URL(`../../src/define/${name}.ts`, import.meta.url).href)};`);
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en"><body>
    <shop-product currency="EUR" locale="en">
      <script type="application/json">${json}</script>
      <shop-price>server price</shop-price>
    </shop-product>
    <script type="module">${imports.join('\n')}</script>
  </body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const doc = frame.contentDocument!;
  const product = doc.querySelector('shop-product') as ShopProduct;
  const price = doc.querySelector('shop-price') as ShopPrice;
  // Both defined and the product ready; then the price has had every chance to render.
  await until(() => !!frame.contentWindow!.customElements.get('shop-price') && product.status === 'ready');
  await product.updateComplete;
  await price.updateComplete;
  return { product, price, frame };
}

const shownPrice = (price: ShopPrice) => price.querySelector('.shop-price__price')?.textContent?.trim() ?? null;

describe('define order', () => {
  for (const order of [['shop-price', 'shop-product'], ['shop-product', 'shop-price']]) {
    it(`shows the price when ${order[0]} is defined before ${order[1]}`, async () => {
      const { price, frame } = await pageWithDefines(order);
      try {
        expect(shownPrice(price)).to.equal('€24.50');
      } finally {
        frame.remove();
      }
    });
  }
});
