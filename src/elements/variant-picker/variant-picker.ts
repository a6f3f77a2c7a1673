import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
import { hasOnlyDefaultVariant, optionStates } from '../../core/variants.js';
import { availabilityText } from '../../i18n/strings.js';
import { ProductConsumer } from '../shared/consumer.js';
import { baseStyles, controlStyles } from '../shared/styles.js';
import { styles } from './variant-picker.styles.js';

/**
 * @tagname variant-picker
 * @summary Lets the shopper choose a value for each product option; says which are sold out or unavailable.
 *
 * @slot - Fallback content, shown until the data is ready.
 * @csspart option-group - The fieldset of one option.
 * @csspart legend - The option's name (a legend; with `type="select"` the select's label).
 * @csspart option - One value (a label around a native radio), with `sold-out` / `unavailable` parts by state and `selected` when chosen.
 * @csspart select - The native select (`type="select"`).
 * @cssproperty --shop-gap - Space between option groups.
 * @cssproperty --shop-option-gap - Space between values.
 * @cssproperty --shop-option-padding - Padding of a value button and the select.
 * @cssproperty --shop-option-border-color - Border of a value button.
 * @cssproperty --shop-option-background - Background of a value button.
 * @cssproperty --shop-option-color - Text colour of a value button.
 * @cssproperty --shop-option-selected-background - Background of the chosen value.
 * @cssproperty --shop-option-selected-border-color - Border of the chosen value.
 * @cssproperty --shop-option-selected-color - Text colour of the chosen value.
 * @cssproperty --shop-focus-color - Focus ring colour.
 * @cssproperty --shop-border-width - Border width of controls.
 * @cssproperty --shop-legend-font-weight - Weight of option names.
 */
export class VariantPicker extends ProductConsumer {
  static override styles = [baseStyles, controlStyles, styles];

  static override properties = { type: { reflect: true } };

  /** `buttons` (default): radios styled as buttons; `select`: a native select per option. */
  declare type: 'buttons' | 'select';

  constructor() {
    super();
    this.type = 'buttons';
  }

  /** The option the shopper changed last: where a "sold out" message belongs. */
  #lastOption = 0;

  #handleChange(name: string, event: Event): void {
    this.#lastOption = this.ready?.product.options.findIndex((o) => o.name === name) ?? 0;
    this.state?.actions.selectOption(name, (event.target as HTMLInputElement | HTMLSelectElement).value);
  }

  protected override updated(): void {
    // Only a choice that cannot be bought needs the anchor: an available variant keeps the last one.
    if (this.ready?.variant?.available) return;
    // Tells <shop-product> which control to show a validity message at, so the browser can move
    // focus there when the form refuses a sold-out or unavailable choice.
    const group = [...this.renderRoot.children].filter((e) => e.part.contains('option-group'))[this.#lastOption];
    this.ready?.actions.anchorValidity(group?.querySelector<HTMLElement>('input:checked, select') ?? null);
  }

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    if (hasOnlyDefaultVariant(state.product)) return nothing;
    const s = state.presentation.strings;
    // Room for "Sold out" is kept in every value when any can say it: a value that starts saying
    // so does not grow, and the rows below do not move.
    const reserve = state.index.canShowUnavailable;
    return optionStates(state.index, state.selection).map((option, i) => {
      const onChange = (e: Event) => this.#handleChange(option.name, e);
      if (this.type === 'select') {
        // One name, spoken once: a label for the select (a fieldset around one control would repeat it).
        return html`<div part="option-group">
          <label part="legend" for="select-${i}">${option.name}</label>
          <select part="select" id="select-${i}" @change=${onChange}>
            ${option.values.map(
              (v) => html`<option value=${v.value} .selected=${live(v.selected)}>${v.value}${v.state === 'available' ? '' : ` — ${availabilityText(v.state, s)}`}</option>`,
            )}
          </select>
        </div>`;
      }
      return html`<fieldset part="option-group">
        <legend part="legend">${option.name}</legend>
        <div class="values" @change=${onChange} @keydown=${this.submitOnEnter}>
          ${option.values.map((v) =>
            // A click changes a few values' state: the others keep their DOM untouched, and a value
            // that changes updates its part and radio only (its text depends on the value and locale).
            guard([v.value, v.state, v.selected, i], () => html`<label part="option ${v.state === 'available' ? '' : v.state}${v.selected ? ' selected' : ''}"
              ><input type="radio" name="option-${i}" .value=${v.value} .checked=${live(v.selected)} />${guard([v.value, reserve, s], () =>
                reserve
                  ? // What shows, centred over invisible copies of the value with each state line: every
                    // value is as big as it would be saying "Sold out" or "Unavailable". Both state lines
                    // are there; the part shows the one that applies (CSS): a value changing state costs
                    // one attribute, not nodes added and removed.
                    html`<span class="stack"><span class="shown"><span class="value">${v.value}</span
                        ><span class="state"><span class="vh">, </span><span class="sold-out">${s.soldOut}</span><span class="unavailable">${s.unavailable}</span></span></span
                      ><span class="ghost" data-value=${v.value} data-state=${s.soldOut}></span
                      ><span class="ghost" data-value=${v.value} data-state=${s.unavailable}></span></span>`
                  : html`<span class="value">${v.value}</span>`)}
            </label>`),
          )}
        </div>
      </fieldset>`;
    });
  }
}
