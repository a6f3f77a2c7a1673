import { html, type TemplateResult } from 'lit';
import { ProductConsumer } from '../shared/consumer.js';
import { isLazy } from '../shared/define.js';

/**
 * What `<shop-product>` shows itself: with shop elements inside it is a provider only (its content, a
 * slot); with none it shows the default layout once ready: `<div class="shop-product__layout">` with
 * a `<shop-price>`, a `<variant-picker>` and (for a product with plans) a `<selling-plan-selector>`,
 * added to its light DOM (styled by the page's stylesheet, as the theme's own elements are) and shown
 * in place of the other content. Other content (a server-rendered price, a `<select name="id">`) is
 * fallback and does not switch the default layout off.
 */

const LAYOUT = 'shop-product__layout';

/** Whether the theme put shop elements inside (provider mode). An element whose code loads on first use counts before it is upgraded. */
function hasElements(host: Element): boolean {
  return [...host.querySelectorAll('*')].some((e) => (e instanceof ProductConsumer || isLazy(e.localName)) && !e.closest(`.${LAYOUT}`));
}

/**
 * The content (a slot), or once ready and with no shop elements inside, the default layout. Until
 * ready the default layout keeps its room (--shop-reserve) around any fallback: nothing below moves.
 * `live` is the product's live region, `plans` whether the product has selling plans.
 */
export function renderLayout(host: Element, ready: boolean, live: TemplateResult, plans: boolean): TemplateResult {
  const layout = !hasElements(host);
  if (!ready || !layout) return html`<slot class=${layout ? 'wait' : ''}></slot>${live}`;
  let parts = host.querySelector(`:scope > .${LAYOUT}`);
  if (!parts) {
    parts = Object.assign(document.createElement('div'), { className: LAYOUT, slot: 'layout' });
    parts.append(document.createElement('shop-price'), document.createElement('variant-picker'));
    host.append(parts);
  }
  // The plan selector (its code loads on first use) only for a product with plans.
  if (plans && !parts.querySelector('selling-plan-selector')) parts.append(document.createElement('selling-plan-selector'));
  return html`<slot name="layout"></slot>${live}`;
}
