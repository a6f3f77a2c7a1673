import { groupPlan } from '../../core/choice.js';
import { payable, priceViewOf, type PriceView } from '../../core/price-view.js';
import { offeredGroups, type OfferedGroup, type OfferedPlan } from '../../core/plan-groups.js';
import { requiresPlan } from '../../core/selling-plans.js';
import type { Id } from '../../core/types.js';
import type { ReadyState } from '../../context.js';
import { fill } from '../../core/fill.js';
import type { UiStrings } from '../../i18n/strings.js';
import { perDeliveryText } from '../shared/price-text.js';
import { depositOf } from '../../core/deposit.js';
import { depositText } from '../shared/deposit.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, type Markup } from '../shared/markup.js';

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
 * Hidden when the selected variant has no plans. Narrower than 30em (its own width: a container
 * query), each price goes under its name.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product-plans.liquid`), bound where
 * the server drew it (a `.shop-plans` child) and written once where it did not (the element's other
 * content is the fallback, shown until the data is ready). On each change it writes only what changed:
 * the checked option, the chosen group's plans, the prices. Its radios belong to no form
 * (`form="shop-none"`): `<shop-product>` posts the plan as `selling_plan`, and nothing for a one-time
 * purchase. Styled by `shop-elements.css`:
 *
 * ```
 * <fieldset class="shop-plans">
 *   <legend>Purchase options</legend>
 *   <label class="shop-plans__option">
 *     <input type="radio" name="shop-plan-1" value="" form="shop-none" checked>
 *     <span class="shop-plans__name">One-time purchase</span>
 *     <span class="shop-plans__price">€10.00</span>
 *   </label>
 *   <label class="shop-plans__option">
 *     <input type="radio" name="shop-plan-1" value="41" form="shop-none">
 *     <span class="shop-plans__name">Subscribe &amp; save <span class="shop-plans__badge">Save 10%</span></span>
 *     <span class="shop-plans__price">€9.00</span>
 *   </label>
 *   <fieldset class="shop-plans__plans">
 *     <legend class="visually-hidden">Subscribe &amp; save: Delivery</legend>
 *     <label class="shop-plans__option">
 *       <input type="radio" name="shop-plan-1-7" value="41" form="shop-none" checked aria-describedby="shop-plan-1-41-description">
 *       <span class="shop-plans__name">Every 2 weeks</span>
 *       <span class="shop-plans__price">€9.00</span>
 *       <span class="shop-plans__description" id="shop-plan-1-41-description" aria-hidden="true">Skip or cancel anytime.</span>
 *     </label>
 *   </fieldset>
 * </fieldset>
 * ```
 *
 * - `.shop-plans__option`: one-time purchase, a group (its price is its cheapest plan's one delivery,
 *   "From …" when its plans differ), or a plan of the chosen group (`.shop-plans__plans`).
 * - `.shop-plans__deposit`: what a plan that charges part at checkout (a pre-order's deposit)
 *   charges now and later ("Pay €9.60 now, €38.40 later"), part of its radio's name.
 * - `.shop-plans__badge`: a group's saving ("Save 10%", "Save up to 20%" when its plans differ).
 * - Past five plans, the group's plans are a select: `<div class="shop-plans__plans">` with
 *   `<select class="shop-plans__select">` and the chosen plan's `<p class="shop-plans__description">`.
 *
 * @cssproperty --shop-accent-color - Colour of the radios.
 * @cssproperty --shop-option-padding - Padding of an option.
 * @cssproperty --shop-option-border-color - Border of an option.
 * @cssproperty --shop-option-selected-border-color - Border of the chosen option.
 * @cssproperty --shop-badge-background - Badge background.
 * @cssproperty --shop-radius - Corner radius of options and the select.
 * @cssproperty --shop-badge-radius - Corner radius of badges (default: pill).
 * @cssproperty --shop-muted-color - Colour of plan descriptions (default: the text colour).
 */
export class SellingPlanSelector extends LightConsumer {
  constructor() {
    super();
    this.addEventListener('change', this.#changed);
    // Enter on a radio submits, as on a native radio in a form (ours belong to none: form="shop-none").
    this.addEventListener('keydown', (e) => {
      if ((e.target as HTMLInputElement).type === 'radio') this.submitOnEnter(e);
    });
  }

  /**
   * A plan the shopper chose in the server's controls before the selector took over (its code still
   * coming, the data on its way; value "": one-time purchase): chosen before the first ready drawing,
   * which then draws it (chosen while drawing, it would be drawn twice).
   */
  protected override willUpdate(): void {
    const radio = this.takeOver().at(-1);
    if (radio) this.#choose(radio.value || null);
  }

  protected draw(): void {
    const state = this.ready;
    const groups = state?.variant ? offeredGroups(state.product, state.variant) : [];
    // Takes no room at all when there is nothing to choose (and shows its fallback until the data is ready).
    this.hidden = !!state && groups.length === 0;
    this.write('shop-plans', state && (groups.length ? plansMarkup(state, groups) : []));
    if (!state) return;
    // What is chosen, as the shopper sees it: an attribute alone does not check a radio the shopper has touched.
    for (const input of this.querySelectorAll<HTMLInputElement | HTMLOptionElement>('input[type=radio], option')) {
      if (input instanceof HTMLOptionElement) input.selected = input.hasAttribute('selected');
      else input.checked = input.hasAttribute('checked');
    }
  }

  /** A radio or the select changed: a group's radio chooses its plan (the last chosen in it, else its first). */
  #changed = (event: Event): void => {
    const state = this.ready;
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!state || !target.closest('.shop-plans')) return;
    const group = target.closest('.shop-plans__plans')
      ? null
      : offeredGroups(state.product, state.variant).find((g) => g.plans[0]!.plan.id === target.value);
    this.#choose(group ? groupPlan(state, group) : target.value || null);
  };

  #choose(id: string | null): void {
    this.state?.actions.selectSellingPlan(id);
  }
}

/** The selector's markup for a ready state with plans offered: the purchase options, and the chosen group's plans. */
export function plansMarkup(state: ReadyState, groups: OfferedGroup[]): Markup[] {
  const { variant, product } = state;
  const s = state.presentation.strings;
  // Each option's price in <shop-price>'s words: the price view of the variant with that plan (null: one-time purchase).
  const price = (plan: Id | null, billed?: boolean) =>
    optionPrice(priceViewOf(product, { variant: variant!, payable: payable(variant!, plan) }, state.presentation.format), s, billed);
  const chosen = state.sellingPlanId;
  const name = `shop-plan-${product.id}`;
  const radio = (value: string, checked: boolean) => m('input', '', [], { type: 'radio', name, value, form: 'shop-none', checked: checked ? '' : null });
  const options: Markup[] = [m('legend', '', s.purchaseOptions)];
  if (!requiresPlan(product, variant)) {
    options.push(m('label', 'shop-plans__option', [radio('', chosen === null), m('span', 'shop-plans__name', s.oneTimePurchase), m('span', 'shop-plans__price', price(null))]));
  }
  for (const g of groups) {
    const active = g.plans.some((p) => p.plan.id === chosen);
    const badge = g.bestSavings && m('span', 'shop-plans__badge', fill(g.savingsVary ? s.saveUpTo : s.save, { percent: g.bestSavings.percent }));
    // The group's price before it is chosen: its cheapest plan's price of one delivery, "From …" when its plans differ.
    const cheapest = price(g.cheapest.plan.id, false);
    options.push(m('label', 'shop-plans__option', [
      radio(g.plans[0]!.plan.id, active),
      // The group's name, and its badge after a space (one text, as the server writes it).
      badge ? { ...m('span', 'shop-plans__name', [badge]), text: `${g.group.name} ` } : m('span', 'shop-plans__name', g.group.name),
      m('span', 'shop-plans__price', g.perDeliveryVaries ? fill(s.from, { price: cheapest }) : cheapest),
    ]));
    if (active) options.push(groupPlans(state, g, price));
  }
  return [m('fieldset', 'shop-plans', options)];
}

/** What a plan charges now and later (a pre-order's deposit), in <shop-price>'s words; null for a plan charged in full at checkout. */
const deposit = (state: ReadyState, p: OfferedPlan) => {
  const paid = depositOf(p.allocation);
  const fmt = state.presentation.format;
  return paid && depositText(fmt(paid.now), fmt(paid.later), state.presentation.strings);
};

/** The chosen group's plans, each named by its price (a prepaid plan's names what is billed too); a select past five. */
function groupPlans(state: ReadyState, group: OfferedGroup, price: (plan: Id) => string): Markup {
  const s = state.presentation.strings;
  const chosen = state.sellingPlanId;
  const label = `${group.group.name}: ${s.deliveryOptions}`;
  const id = (p: OfferedPlan) => `shop-plan-${state.product.id}-${p.plan.id}-description`;
  if (group.plans.length > MAX_PLAN_RADIOS) {
    const plan = group.plans.find((p) => p.plan.id === chosen)!;
    const description = plan.plan.description;
    return m('div', 'shop-plans__plans', [
      m('select', 'shop-plans__select', group.plans.map((p) => m('option', '', `${p.plan.name} — ${[price(p.plan.id), deposit(state, p)].filter(Boolean).join(' · ')}`, { value: p.plan.id, selected: p === plan ? '' : null })), {
        'aria-label': label,
        'aria-describedby': description ? id(plan) : null,
      }),
      ...(description ? [m('p', 'shop-plans__description', description, { id: id(plan) })] : []),
    ]);
  }
  // The description is the radio's description, not part of its name: hidden from the name
  // (aria-hidden) and referenced by aria-describedby, which reads hidden text.
  return m('fieldset', 'shop-plans__plans', [
    m('legend', 'visually-hidden', label),
    ...group.plans.map((p) => {
      const paid = deposit(state, p);
      return m('label', 'shop-plans__option', [
        m('input', '', [], {
          type: 'radio', name: `shop-plan-${state.product.id}-${group.group.id}`, value: p.plan.id, form: 'shop-none',
          checked: p.plan.id === chosen ? '' : null, 'aria-describedby': p.plan.description ? id(p) : null,
        }),
        m('span', 'shop-plans__name', p.plan.name),
        m('span', 'shop-plans__price', price(p.plan.id)),
        ...(paid ? [m('span', 'shop-plans__deposit', paid)] : []),
        ...(p.plan.description ? [m('span', 'shop-plans__description', p.plan.description, { id: id(p), 'aria-hidden': 'true' })] : []),
      ]);
    }),
  ]);
}
