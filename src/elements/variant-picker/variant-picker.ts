import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { keyed } from 'lit/directives/keyed.js';
import { noteText } from '../../core/change-notes.js';
import { fill } from '../../core/fill.js';
import { cdnSrcset, variantMedia } from '../../core/media.js';
import { parseSwatches } from '../../core/parse.js';
import type { Product } from '../../core/types.js';
import { hasOnlyDefaultVariant, optionStates, type Availability } from '../../core/variants.js';
import { availabilityText } from '../../i18n/strings.js';
import type { ReadyState } from '../../context.js';
import { ProductConsumer } from '../shared/consumer.js';
import { baseStyles, controlStyles } from '../shared/styles.js';
import { styles } from './variant-picker.styles.js';

/** A value's part, by its availability, and chosen or not. */
const PARTS: Record<Availability, [string, string]> = {
  available: ['option', 'option selected'],
  'sold-out': ['option sold-out', 'option sold-out selected'],
  unavailable: ['option unavailable', 'option unavailable selected'],
  unknown: ['option unknown', 'option unknown selected'],
};

/**
 * @tagname variant-picker
 * @summary Lets the shopper choose a value for each product option; says which are sold out or unavailable.
 *
 * @slot - Fallback content, shown until the data is ready.
 * @csspart option-group - The fieldset of one option.
 * @csspart legend - The option's name (a legend; with `type="select"` the select's label).
 * @csspart option - One value (a label around a native radio), with `sold-out` / `unavailable` parts by state and `selected` when chosen.
 * @csspart select - The native select (`type="select"`).
 * @csspart note - What a choice changed on its own ("Size changed to S: XS is not available in Navy"), shown for a few seconds (the live region says it).
 * @csspart swatch - A value's colour or image, in an `option` (values with swatch data).
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
 * @cssproperty --shop-swatch-size - Width and height of a swatch (default 2em).
 */
export class VariantPicker extends ProductConsumer {
  static override styles = [baseStyles, controlStyles, styles];

  static override properties = {
    type: { reflect: true },
    swatches: {},
    swatchLabels: { type: Boolean, attribute: 'swatch-labels' },
  };

  /** `buttons` (default): radios styled as buttons; `select`: a native select per option. */
  declare type: 'buttons' | 'select';
  /** Options (comma-separated names, e.g. `Color`) whose values show their variant's image as a swatch. */
  declare swatches: string | null;
  /** Shows a swatch's name below it (else on hover and focus). */
  declare swatchLabels: boolean;

  constructor() {
    super();
    this.type = 'buttons';
    this.swatches = null;
    this.swatchLabels = false;
  }

  /** The option the shopper changed last: where a "sold out" message belongs. */
  #lastOption = 0;
  /**
   * The buttons layout as last drawn: its value labels (in option and value order) with the part last
   * written to each, its legends with the value last named in each. Read again when the values are
   * drawn anew (another product, a product that grew, another locale); a click writes only what differs.
   */
  #labels: HTMLLabelElement[] = [];
  #parts: string[] = [];
  #legends: HTMLLegendElement[] = [];
  #named: (string | null)[] = [];
  /** The values were rendered anew: their labels are to be read, their swatch colours set. */
  #drawn = false;

  #handleChange(option: number, name: string, event: Event): void {
    this.#lastOption = option;
    this.state?.actions.selectOption(name, (event.target as HTMLInputElement | HTMLSelectElement).value);
  }

  protected override updated(): void {
    const state = this.ready;
    if (!state) return;
    // A value the shopper chose in the server's controls before the picker took over: chosen now.
    for (const radio of this.takeOver()) {
      const option = state.product.options[[...this.querySelectorAll('fieldset')].findIndex((g) => g.contains(radio))];
      if (option) state.actions.selectOption(option.name, radio.value);
    }
    if (this.#drawn) {
      this.#drawn = false;
      // Colours through the CSSOM, never a style attribute: the strict CSP holds. Validated in #swatch.
      for (const chip of this.renderRoot.querySelectorAll<HTMLElement>('[data-color]')) chip.style.background = chip.dataset.color!;
      this.#labels = [...this.renderRoot.querySelectorAll('label')];
      this.#legends = [...this.renderRoot.querySelectorAll('legend')];
      this.#parts = [];
      this.#named = [];
    }
    if (this.type !== 'select') this.#showChoice(state);
    // Only a choice that cannot be bought needs the anchor: an available variant keeps the last one.
    if (state.availability === 'available') return;
    // Tells <shop-product> which control to show a validity message at, so the browser can move
    // focus there when the form refuses a sold-out or unavailable choice.
    const group = [...this.renderRoot.children].filter((e) => e.part.contains('option-group'))[this.#lastOption];
    state.actions.anchorValidity(group?.querySelector<HTMLElement>('input:checked, select') ?? null);
  }

  /**
   * What a click changes in the buttons layout: each value's part (its state, and `selected`), which
   * radio is checked and the chosen value beside the option's name. Written here, value by value and only where it differs, so a click at
   * 2,048 variants touches the few values it changed and nothing else (the values' markup depends
   * on the product and the locale only, and is rendered once for them).
   */
  #showChoice(state: ReadyState): void {
    let n = 0;
    optionStates(state.index, state.selection).forEach((option, i) => {
      const chosen = option.values.findIndex((v) => v.selected);
      const value = option.values[chosen]?.value ?? null;
      const legend = this.#legends[i];
      if (legend && this.#named[i] !== value) {
        legend.textContent = value === null ? option.name : fill(state.presentation.strings.chosenValue, { option: option.name, value });
        this.#named[i] = value;
      }
      option.values.forEach((v, k) => {
        const part = PARTS[v.availability][+v.selected]!;
        const label = this.#labels[n + k];
        if (label && this.#parts[n + k] !== part) label.setAttribute('part', (this.#parts[n + k] = part));
      });
      // One radio per group is checked: the chosen value's (checking it unchecks the others), or
      // none when the chosen value is not one of the group's (a value set by a script).
      const radio = chosen < 0 ? undefined : (this.#labels[n + chosen]?.firstElementChild as HTMLInputElement | undefined);
      if (radio) {
        if (!radio.checked) radio.checked = true;
      } else {
        for (const label of this.#labels.slice(n, n + option.values.length)) (label.firstElementChild as HTMLInputElement).checked = false;
      }
      n += option.values.length;
    });
  }

  /**
   * A function per option giving a value's swatch, or null (the value shows its name): for the
   * options `swatches` names, the image of the first variant with the value that has one; else the
   * `data-swatches` JSON (the picker's, else <shop-product>'s, in the default layout too), read by core's parseSwatches.
   * A colour the browser does not take (`CSS.supports`) is no swatch.
   */
  #swatch(product: Product) {
    // <shop-product>: around the picker, or the host of the default layout the picker is in.
    const host = this.closest('shop-product') ?? (this.getRootNode() as Partial<ShadowRoot>).host;
    const script = [this, host].map((e) => e?.querySelector(':scope > script[data-swatches]')).find(Boolean);
    const data = parseSwatches(script?.textContent);
    const fromImages = this.swatches?.split(',').map((name) => name.trim()) ?? [];
    return product.options.map(({ name }, i) => (value: string): { color?: string; image?: string; width?: number | null } | null => {
      const media = fromImages.includes(name) && variantMedia(product, product.variants.find((v) => v.options[i] === value && variantMedia(product, v)) ?? null);
      if (media) return { image: media.src, width: media.width };
      const given = data.get(name)?.get(value);
      return given && (given.color === undefined || CSS.supports('color', given.color)) ? given : null;
    });
  }

  override render() {
    const state = this.ready;
    if (!state) return html`<slot></slot>`;
    const { product, index } = state;
    if (hasOnlyDefaultVariant(product)) return nothing;
    const s = state.presentation.strings;
    // What the last choice changed on its own, seen where the shopper chose (spoken by the live
    // region, so hidden from it here). A new element per change, so its time to hide starts again.
    const notes = state.notes;
    const note = notes.length ? keyed(notes, html`<div part="note" aria-hidden="true">${notes.map((n) => noteText(product, n, s)).join('. ')}</div>`) : nothing;
    if (this.type === 'select') {
      return html`${optionStates(index, state.selection).map((option, i) =>
        // One name, spoken once: a label for the select (a fieldset around one control would repeat it).
        html`<div part="option-group">
          <label part="legend" for="select-${i}">${option.name}</label>
          <select part="select" id="select-${i}" @change=${(e: Event) => this.#handleChange(i, option.name, e)}>
            ${option.values.map(
              (v) => html`<option value=${v.value} .selected=${v.selected}>${v.value}${v.availability === 'available' ? '' : ` — ${availabilityText(v.availability, s)}`}</option>`,
            )}
          </select>
        </div>`)}${note}`;
    }
    // The values depend on the product and the locale only; what a click changes is written by
    // #showChoice, and Lit leaves the values as they are while those stay the same.
    return html`${guard([product, s, this.swatches, this.swatchLabels], () => this.#values(state))}${note}`;
  }

  /** The buttons layout's option groups and values, as the product and the locale have them. */
  #values({ product, index, presentation: { strings: s } }: ReadyState) {
    // Room for "Sold out" is kept in every value when any can say it: a value that starts saying
    // so does not grow, and the rows below do not move.
    const reserve = index.canShowUnavailable;
    this.#drawn = true;
    const swatches = this.#swatch(product);
    const labels = this.swatchLabels;
    // The legend says the option and its chosen value ("Color: Navy"), written by #showChoice.
    return product.options.map((option, i) => html`<fieldset part="option-group">
      <legend part="legend"></legend>
      <div class="values" @change=${(e: Event) => this.#handleChange(i, option.name, e)} @keydown=${this.submitOnEnter}>
        ${option.values.map((value) => {
          // One template per value, in one of three forms (nothing nested: this is rendered for every
          // value of every card of a collection page), a space after it (the values read apart as text). The name's comma ends the value's own box, in
          // zero-size text: browsers put a space between two boxes of a name, and a visually hidden box
          // is one more ("M , Sold out").
          const swatch = swatches[i]!(value);
          if (swatch) {
            // The swatch, and the name shown on hover and focus (with its state), or below the swatch
            // (without: the line through the chip shows it, and no row moves). The radio's name stays the value's.
            const srcset = swatch.image && cdnSrcset(swatch.image, swatch.width);
            return html`<label part="option" class="sw"><input type="radio" name="option-${i}" .value=${value} /><span part="swatch" data-color=${swatch.color ?? nothing}>${swatch.image
              ? html`<img loading="lazy" src=${swatch.image} srcset=${srcset || nothing} sizes=${srcset ? 'auto, 3em' : nothing} alt="" />`
              : nothing}</span><span class="name ${labels ? '' : 'vh'}"><span class="value">${value}<span class="state c">, </span></span><span class=${labels ? 'vh' : ''}><span class="state"><span class="sold-out">${s.soldOut}</span><span class="unavailable">${s.unavailable}</span></span></span></span></label> `;
          }
          // The value and its state line, both texts in one cell, the one that applies shown (CSS, by
          // the part): every value is as big as it would be saying "Sold out" or "Unavailable".
          return reserve
            ? html`<label part="option" class="r"><input type="radio" name="option-${i}" .value=${value} /><span class="value">${value}<span class="state c">, </span></span><span class="sold-out">${s.soldOut}</span><span class="unavailable">${s.unavailable}</span></label> `
            : html`<label part="option"><input type="radio" name="option-${i}" .value=${value} /><span class="value">${value}</span></label> `;
        })}
      </div>
    </fieldset>`);
  }
}
