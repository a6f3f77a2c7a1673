import { html, nothing } from 'lit';
import { groupPlan } from '../../core/choice.js';
import { payable, priceViewOf, type PriceView } from '../../core/price-view.js';
import { offeredGroups, requiresPlan, type OfferedGroup } from '../../core/selling-plans.js';
import type { Id } from '../../core/types.js';
import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import type { UiStrings } from '../../i18n/strings.js';
import { perDeliveryText } from '../shared/price-text.js';
import { ProductConsumer } from '../shared/consumer.js';
import { baseStyles, controlStyles } from '../shared/styles.js';
import { styles } from './selling-plan-selector.styles.js';

/** Past this many plans in a group, a select replaces the radios. */
const MAX_PLAN_RADIOS = 5;

/**
 * The price an option is named with, from the same price view as <shop-price>'s (core's priceViewOf)
 * and in its words: the price, or for a prepaid plan one delivery's price and, unless `billed` is
 * false, what is billed now ("€9.00 per delivery · billed €27.00").
 */
function optionPrice(view: PriceView, s: UiStrings, billed = true): string {
  const perDelivery = perDeliveryText(view, s);
  return !perDelivery ? view.price ?? '' : billed ? `${perDelivery} · ${fill(s.billed, { price: view.billed! })}` : perDelivery;
}

/**
 * @tagname selling-plan-selector
 * @summary One-time purchase or a subscription (selling plan), with each option's price and savings.
 * Renders nothing when the selected variant has no plans. Narrower than 30em (its own width: a
 * container query), each price goes under its name.
 *
 * @slot - Fallback content, shown until the data is ready.
 * @csspart group - The purchase-options fieldset.
 * @csspart legend - Its legend.
 * @csspart option - One purchase option or plan (a label around a native radio).
 * @csspart option-price - The price of an option; a group shows its lowest ("From …") before it is chosen.
 * @csspart badge - The savings badge of a plan group ("Save 10%", "Save up to 20%" when its plans differ).
 * @csspart plans - The chosen group's plans.
 * @csspart plan-description - A plan's description (its radio's or select's accessible description).
 * @csspart select - The plans' select, past five plans.
 * @cssproperty --shop-accent-color - Colour of the radios.
 * @cssproperty --shop-option-padding - Padding of an option.
 * @cssproperty --shop-option-border-color - Border of an option.
 * @cssproperty --shop-option-selected-border-color - Border of the chosen option.
 * @cssproperty --shop-badge-background - Badge background.
 * @cssproperty --shop-radius - Corner radius of options and the select.
 * @cssproperty --shop-badge-radius - Corner radius of badges (default: pill).
 * @cssproperty --shop-gap - Space between the purchase options and the plans.
 * @cssproperty --shop-muted-color - Colour of plan descriptions (default: the text colour).
 */
export class SellingPlanSelector extends ProductConsumer {
  static override styles = [baseStyles, controlStyles, styles];

  /** The plan groups offered for the selected variant, worked out before each render. */
  #groups: OfferedGroup[] = [];

  protected override willUpdate(): void {
    const state = this.ready;
    this.#groups = state ? offeredGroups(state.product, state.variant) : [];
    // Takes no room at all when there is nothing to choose (and shows its fallback until the data is ready).
    this.hidden = !!state && this.#groups.length === 0;
  }

  protected override updated(): void {
    // A plan the shopper chose in the server's controls before the selector took over (value "": one-time purchase).
    const radio = this.takeOver().at(-1);
    if (radio) this.#choose(radio.value || null);
  }

  #choose(id: string | null): void {
    this.state?.actions.selectSellingPlan(id);
  }

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    const { variant } = state;
    const groups = this.#groups;
    if (!variant || groups.length === 0) return nothing;
    const s = state.presentation.strings;
    // Each option's price in <shop-price>'s words: the price view of the variant with that plan (null: one-time purchase).
    const price = (plan: Id | null, billed?: boolean) =>
      optionPrice(priceViewOf(state.product, { variant, payable: payable(variant, plan) }, state.presentation.format), s, billed);
    const chosen = state.sellingPlanId;
    const activeGroup = groups.find((g) => g.plans.some((p) => p.plan.id === chosen));
    return html`<fieldset part="group">
      <legend part="legend">${s.purchaseOptions}</legend>
      ${requiresPlan(state.product, variant)
        ? nothing
        : html`<label part="option">
            <input type="radio" name="purchase" .checked=${chosen === null} @change=${() => this.#choose(null)} @keydown=${this.submitOnEnter} />
            <span class="name">${s.oneTimePurchase}</span>
            <span part="option-price">${price(null)}</span>
          </label>`}
      ${groups.map(
        (g) => html`<label part="option">
            <input type="radio" name="purchase" .checked=${g === activeGroup} @change=${() => this.#choose(groupPlan(state, g))} @keydown=${this.submitOnEnter} />
            <span class="name">${g.group.name}
              ${g.bestSavings ? html`<span part="badge">${fill(g.savingsVary ? s.saveUpTo : s.save, { percent: g.bestSavings.percent })}</span>` : nothing}</span>
            <span part="option-price">${this.#groupPrice(g, s, price)}</span>
          </label>
          ${g === activeGroup ? this.#renderPlans(g, state, price) : nothing}`,
      )}
    </fieldset>`;
  }

  /** A group's price before it is chosen: its cheapest plan's price of one delivery, "From …" when its plans differ. */
  #groupPrice(group: OfferedGroup, s: UiStrings, price: (plan: Id, billed: boolean) => string): string {
    const cheapest = price(group.cheapest.plan.id, false);
    return group.perDeliveryVaries ? fill(s.from, { price: cheapest }) : cheapest;
  }

  /** The chosen group's plans, each named by its price (a prepaid plan's names what is billed too). */
  #renderPlans(group: OfferedGroup, state: ReadyState, price: (plan: Id) => string) {
    const s = state.presentation.strings;
    const chosen = state.sellingPlanId;
    const name = `${group.group.name}: ${s.deliveryOptions}`;
    if (group.plans.length > MAX_PLAN_RADIOS) {
      const description = group.plans.find((p) => p.plan.id === chosen)?.plan.description;
      return html`<div part="plans">
        <select part="select" aria-label=${name} aria-describedby=${description ? 'plan-description' : nothing}
          @change=${(e: Event) => this.#choose((e.target as HTMLSelectElement).value)}>
          ${group.plans.map((p) => html`<option value=${p.plan.id} .selected=${p.plan.id === chosen}>${p.plan.name} — ${price(p.plan.id)}</option>`)}
        </select>
        ${description ? html`<p part="plan-description" id="plan-description">${description}</p>` : nothing}
      </div>`;
    }
    // The description is the radio's description, not part of its name: hidden from the name
    // (aria-hidden) and referenced by aria-describedby, which reads hidden text.
    return html`<fieldset part="plans">
      <legend class="vh">${name}</legend>
      ${group.plans.map(
        (p, i) => html`<label part="option">
          <input type="radio" name="plan" .checked=${p.plan.id === chosen} @change=${() => this.#choose(p.plan.id)} @keydown=${this.submitOnEnter}
            aria-describedby=${p.plan.description ? `plan-${i}-description` : nothing} />
          <span class="name">${p.plan.name}</span>
          <span part="option-price">${price(p.plan.id)}</span>
          ${p.plan.description ? html`<span part="plan-description" id="plan-${i}-description" aria-hidden="true">${p.plan.description}</span>` : nothing}
        </label>`,
      )}
    </fieldset>`;
  }
}
