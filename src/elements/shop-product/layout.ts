import { html, type TemplateResult } from 'lit';
import { ProductConsumer } from '../shared/consumer.js';
import { isLazy, loadElement } from '../shared/define.js';

/**
 * What `<shop-product>` shows itself: with shop elements inside it is a provider only (its content, a
 * slot); with none it renders the default layout once ready. Other content (a server-rendered price, a
 * `<select name="id">`) is fallback and does not switch the default layout off.
 */

/** Whether the theme put shop elements inside (provider mode). An element whose code loads on first use counts before it is upgraded. */
function hasElements(host: Element): boolean {
  return [...host.querySelectorAll('*')].some((e) => e instanceof ProductConsumer || isLazy(e.localName));
}

/**
 * The content (a slot), or once ready and with no shop elements inside, the default layout. Until
 * ready the default layout keeps its room (--shop-reserve) around any fallback: nothing below moves.
 * `live` is the product's live region, `plans` whether the product has selling plans.
 */
export function renderLayout(host: Element, ready: boolean, live: TemplateResult, plans: boolean): TemplateResult {
  const layout = !hasElements(host);
  if (!ready || !layout) return html`<slot class=${layout ? 'wait' : ''}></slot>${live}`;
  // The plan selector's code loads only for a product with plans (a shadow root's elements are not
  // seen by the document's watch for elements that load on first use).
  if (plans && isLazy('selling-plan-selector')) void loadElement('selling-plan-selector');
  // The parts of the inner elements are forwarded, so `shop-product::part(option)` styles them too.
  return html`<div class="layout" part="layout">
      <shop-price exportparts="price,compare-at,badge,sale-badge,sold-out-badge,unavailable-badge,per-delivery"></shop-price>
      <variant-picker exportparts="option-group,legend,option,select,note"></variant-picker>
      <selling-plan-selector exportparts="group,legend,option,option-price,badge,plans,plan-description,select"></selling-plan-selector>
    </div>${live}`;
}
