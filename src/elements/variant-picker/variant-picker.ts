import { html, nothing } from 'lit';
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
 * @csspart legend - The option's name.
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

  #handleChange(name: string, event: Event): void {
    this.state?.actions.selectOption(name, (event.target as HTMLInputElement | HTMLSelectElement).value);
  }

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    if (hasOnlyDefaultVariant(state.product)) return nothing;
    const s = state.presentation.strings;
    return optionStates(state.index, state.selection).map((option, i) => {
      const legendId = `legend-${i}`;
      const onChange = (e: Event) => this.#handleChange(option.name, e);
      return html`<fieldset part="option-group">
        <legend part="legend" id=${legendId}>${option.name}</legend>
        ${this.type === 'select'
          ? html`<select part="select" aria-labelledby=${legendId} @change=${onChange}>
              ${option.values.map(
                (v) => html`<option value=${v.value} .selected=${live(v.selected)}>${v.value}${v.state === 'available' ? '' : ` — ${availabilityText(v.state, s)}`}</option>`,
              )}
            </select>`
          : html`<div class="values" @change=${onChange}>
              ${option.values.map((v) =>
                html`<label part="option ${v.state === 'available' ? '' : v.state}${v.selected ? ' selected' : ''}">
                  <input type="radio" name="option-${i}" .value=${v.value} .checked=${live(v.selected)} />
                  <span class="value">${v.value}</span><span class="state"><span class="vh">${v.state === 'available' ? '' : ', '}</span>${availabilityText(v.state, s)}</span>
                </label>`,
              )}
            </div>`}
      </fieldset>`;
    });
  }
}
