import type { ReadyState } from '../../context.js';
import { noteText } from '../../core/change-notes.js';
import { fill } from '../../core/fill.js';
import { cdnSrcset, variantMedia } from '../../core/media.js';
import type { Product } from '../../core/types.js';
import { hasOnlyDefaultVariant, optionStates } from '../../core/variants.js';
import { availabilityText, type UiStrings } from '../../i18n/strings.js';
import { LightConsumer } from '../shared/consumer.js';
import { HIDDEN, m, patch, type Markup } from '../shared/markup.js';

/** A value's swatch as drawn: a colour, or an image (with the width its srcset may ask for, where it is the variant's). */
type Drawn = { color: string; image?: undefined } | { image: string; width?: number | null; srcset?: boolean; color?: undefined };

/**
 * The picker's radios post nothing: a form's fields (the native post, `new FormData(form)`, a theme's
 * fetch of it) are the elements' `id` (and plan, quantity) and the theme's own, never a stray option
 * value. The radios are in the form so that Enter on one submits it, as on any radio.
 */
/** Pickers that wrote their radios under a name of their own (radiosName). */
let ownNames = 0;

/**
 * The name of a picker's radios, before `-<option>`: the server's where it drew them; else the snippet's,
 * `shop-option-<product id>`, unless another picker of the product already has it: radios of one name in one
 * form (or in none) are one group, so two pickers of a product (a quick view beside the product, the demo's
 * review page) would uncheck each other's values. Then one of its own, `shop-option-<product id>-<n>`.
 */
function radiosName(picker: Element, product: string | number): string {
  const drawn = picker.querySelector<HTMLInputElement>('.shop-picker__value > input')?.name;
  if (drawn) return drawn.replace(/-\d+$/, '');
  const name = `shop-option-${product}`;
  return document.querySelector(`input[type=radio][name="${name}-1"]`) ? `${name}-${++ownNames}` : name;
}

function strip(event: Event): void {
  for (const control of (event.target as HTMLFormElement).elements ?? []) {
    if (control instanceof HTMLInputElement && control.matches('.shop-picker__value > input')) (event as FormDataEvent).formData.delete(control.name);
  }
}

/**
 * @tagname variant-picker
 * @summary Lets the shopper choose a value for each product option; says which are sold out or unavailable.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`), bound where the
 * server drew it (`.shop-picker__option` children) and written once where it did not (the element's
 * other content is the fallback, shown until the data is ready). On each change it writes only what
 * changed: each value's state class, its state word (made or removed where it comes or goes), the legends,
 * the checked radio. Styled by
 * `shop-elements.css`:
 *
 * ```
 * <variant-picker class="shop-picker--states" style="--shop-picker-sold-out:'Sold out';--shop-picker-unavailable:'Unavailable'">
 *   <fieldset class="shop-picker__option">
 *     <legend>Size: M</legend>
 *     <div class="shop-picker__values">
 *       <label class="shop-picker__value shop-picker__value--available">
 *         <input type="radio" name="shop-option-7001-1" value="M" form="product-form" checked>
 *         <span class="shop-picker__name">M</span>
 *       </label>
 *       <label class="shop-picker__value shop-picker__value--sold-out shop-picker__value--swatch">
 *         <input type="radio" name="shop-option-7001-2" value="Navy" form="product-form">
 *         <span class="shop-picker__swatch" style="--shop-swatch-color: #1f2a44;"></span>
 *         <span class="shop-picker__label"><span class="shop-picker__name">Navy</span><span class="shop-picker__state">Sold out</span></span>
 *       </label>
 *     </div>
 *   </fieldset>
 *   <p class="shop-picker__note" aria-hidden="true">Size changed to S: XS is not available in Navy</p>
 * </variant-picker>
 * ```
 *
 * - `.shop-picker__option`: one option, a fieldset whose legend says the option and its chosen value.
 * - `.shop-picker__value`: one value, a label around a native radio (`checked` on the chosen one). Its
 *   state: `--available`, `--sold-out` (a variant that cannot be bought), `--unavailable` (no variant),
 *   `--unknown` (its variant's data has not come yet); `--swatch` when it shows a swatch.
 * - `.shop-picker__name`: the value's name (a swatch's is in `.shop-picker__label`, shown on hover and
 *   focus, or below the swatch with `swatch-labels`).
 * - `.shop-picker__state`: the value's state word ("Sold out", "Unavailable"), only in a value that has one.
 *   Where any value can say one (the host has `.shop-picker--states`), every value keeps room for either
 *   word: the host's `--shop-picker-sold-out` and `--shop-picker-unavailable` (CSS strings) are measured in
 *   each value, unseen, so a word that comes or goes moves nothing.
 * - `form`: a radio's, where the picker is not inside the form it belongs to.
 * - `.shop-picker__swatch`: the swatch, its colour `--shop-swatch-color` or an `<img>`.
 * - `.shop-picker__note`: what a choice changed on its own, shown for a few seconds (the live region says it).
 * - `type="select"`: a `<label class="shop-picker__option shop-picker__option--select">` per option, with
 *   `<span class="shop-picker__legend">` and `<select class="shop-picker__select">`.
 *
 * The radios post nothing (their fields are taken out of the form's data); Enter on one submits the form.
 *
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
 * @cssproperty --shop-radius - Corner radius of a value button.
 * @cssproperty --shop-legend-font-weight - Weight of option names.
 * @cssproperty --shop-swatch-size - Width and height of a swatch (default 2em).
 * @cssproperty --shop-swatch-color - A swatch's colour (set on `.shop-picker__swatch` from the merchant's data).
 * @cssproperty --shop-picker-sold-out - The "Sold out" word as a CSS string, measured for each value's room (set on the host by the snippet and the picker).
 * @cssproperty --shop-picker-unavailable - The "Unavailable" word as a CSS string, measured for each value's room (set on the host by the snippet and the picker).
 */
export class VariantPicker extends LightConsumer {
  static override properties = {
    type: { reflect: true },
    swatches: {},
    swatchLabels: { type: Boolean, attribute: 'swatch-labels', reflect: true },
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
    this.addEventListener('change', this.#handleChange);
    // Once per page (the same function is added once).
    addEventListener('formdata', strip, true);
  }

  /** The option the shopper changed last: where a "sold out" message belongs. */
  #lastOption = 0;
  /** The fallback's nodes while the markup is the element's own (none drawn by the server), put back when not ready. */
  #fallback: ChildNode[] | null = null;
  /** The notes last shown: a new note element for new notes, so its time to hide starts again. */
  #notes: unknown = null;
  /** Its radios' name before `-<option>` (radiosName), for the product it was worked out for. */
  #radios: { product: unknown; name: string } | null = null;
  /** The swatches worked out for a product, its merchant's swatches and the `swatches` attribute (a click works out none). */
  #drawn: { key: unknown[]; swatch: ((value: string) => Drawn | null)[] } | null = null;

  #handleChange = (event: Event): void => {
    const state = this.ready;
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const i = this.#groups().findIndex((group) => group.contains(control));
    const option = state?.product.options[i];
    // Chosen already: the click that bound a lazy card, its value taken over before its change came.
    if (!option || state.selection[i] === control.value) return;
    this.#lastOption = i;
    state.actions.selectOption(option.name, control.value);
  };

  #groups(): Element[] {
    return [...this.querySelectorAll(':scope > .shop-picker__option')];
  }

  /** Focuses the chosen value's radio (else the first control); the element itself while it shows its fallback. */
  override focus(options?: FocusOptions): void {
    const control = this.querySelector<HTMLElement>('.shop-picker__value > input:checked, .shop-picker__select, .shop-picker__value > input');
    if (control) control.focus(options);
    else super.focus(options);
  }

  /**
   * A value the shopper chose in the server's radios before the picker was ready: chosen before the
   * first ready drawing, which then draws it (chosen while drawing, it would be drawn twice).
   */
  protected override willUpdate(): void {
    const state = this.ready;
    if (!state) return;
    const groups = this.#groups();
    for (const radio of this.takeOver()) {
      const option = state.product.options[groups.findIndex((g) => g.contains(radio))];
      if (option) state.actions.selectOption(option.name, radio.value);
    }
  }

  protected draw(): void {
    const state = this.ready;
    if (!state) {
      if (this.#fallback) {
        for (const el of [...this.children]) if (el.localName !== 'script') el.remove();
        this.append(...this.#fallback);
        this.#fallback = null;
      }
      return;
    }
    if (!this.#fallback && !this.#groups().length) {
      this.#fallback = [...this.childNodes].filter((n) => !(n instanceof HTMLScriptElement));
      for (const n of this.#fallback) n.remove();
    }
    this.classList.toggle('shop-picker--states', state.index.canShowUnavailable);
    if (state.index.canShowUnavailable) this.#room(state.presentation.strings);
    // New notes: a new element (its time to hide starts again).
    if (state.notes !== this.#notes) {
      this.#notes = state.notes;
      this.querySelector(':scope > .shop-picker__note')?.remove();
    }
    if (this.#radios?.product !== state.product.id) this.#radios = { product: state.product.id, name: radiosName(this, state.product.id) };
    // A radio inside the form it belongs to (the snippet's own form) needs no `form` attribute (the form's
    // id read as an attribute: `form.id` is its control named id, the variant select).
    const { form } = state.presentation;
    patch(this, pickerMarkup(state, this.type, this.#swatch(state), this.#radios.name, form && this.closest('form')?.getAttribute('id') === form ? null : form));
    this.#check(state);
    // Only a choice that cannot be bought needs the anchor: an available variant keeps the last one.
    if (state.availability === 'available') return;
    // Tells <shop-product> which control to show a validity message at, so the browser can move
    // focus there when the form refuses a sold-out or unavailable choice.
    state.actions.anchorValidity(this.#groups()[this.#lastOption]?.querySelector<HTMLElement>('input:checked, select') ?? null);
  }

  /**
   * The room every value keeps for the state word it may say (shop-elements.css): both words as custom
   * properties of the host, as the snippet writes them; written only where they differ.
   */
  #room(s: UiStrings): void {
    for (const [name, word] of [['--shop-picker-sold-out', s.soldOut], ['--shop-picker-unavailable', s.unavailable]] as const) {
      const value = cssString(word);
      if (this.style.getPropertyValue(name) !== value) this.style.setProperty(name, value);
    }
  }

  /** The chosen values as the controls' state, which the markup's attributes do not set once the shopper has used them. */
  #check(state: ReadyState): void {
    for (const input of this.querySelectorAll<HTMLInputElement>('.shop-picker__value > input')) {
      if (input.checked !== input.defaultChecked) input.checked = input.defaultChecked;
    }
    this.querySelectorAll('select').forEach((select, i) => {
      const value = state.selection[i] ?? '';
      if (select.value !== value) select.value = value;
    });
  }

  /**
   * A function per option giving a value's swatch, or null (the value shows its name): for the options
   * `swatches` names, the image of the first variant with the value that has one; else the merchant's
   * swatch (the state's). A colour the browser does not take (`CSS.supports`) is no swatch. Worked out
   * once per product, swatches and attribute: a click asks nothing.
   */
  #swatch({ product, presentation: { swatches } }: ReadyState): ((value: string) => Drawn | null)[] {
    const key = [product, swatches, this.swatches];
    if (this.#drawn?.key.every((k, i) => k === key[i])) return this.#drawn.swatch;
    const fromImages = this.swatches?.split(',').map((name) => name.trim()) ?? [];
    const swatch = product.options.map(({ name }, i) => {
      const found = new Map<string, Drawn | null>();
      return (value: string): Drawn | null => {
        if (found.has(value)) return found.get(value)!;
        const media = fromImages.includes(name) && imageOf(product, i, value);
        const given = swatches.get(name)?.get(value);
        const drawn: Drawn | null = media
          ? { image: media.src, width: media.width, srcset: true }
          : given?.image ? { image: given.image } : given?.color && CSS.supports('color', given.color) ? { color: given.color } : null;
        found.set(value, drawn);
        return drawn;
      };
    });
    this.#drawn = { key, swatch };
    return swatch;
  }
}

/** A word as a CSS string, quoted as the snippet writes it: only measured, never shown, so a quote is written ’ (no escapes). */
const cssString = (word: string) => `'${word.replace(/'/g, '’').replace(/[\\\n]/g, ' ')}'`;

/** The image of the first variant with `value` (option `i`) that has one. */
const imageOf = (product: Product, i: number, value: string) =>
  variantMedia(product, product.variants.find((v) => v.options[i] === value && variantMedia(product, v)) ?? null);

/** The picker's markup for a ready state: a fieldset (or a labelled select) per option, and the note of what a choice changed on its own. */
export function pickerMarkup(state: ReadyState, type: 'buttons' | 'select', swatches: ((value: string) => Drawn | null)[], radios = `shop-option-${state.product.id}`, form = state.presentation.form): Markup[] {
  const { product, index, presentation: { strings: s } } = state;
  if (hasOnlyDefaultVariant(product)) return [];
  const options = optionStates(index, state.selection);
  const markup: Markup[] = type === 'select'
    ? options.map((option) =>
      // One name, spoken once: a label around the select (a fieldset around one control would repeat it).
      m('label', 'shop-picker__option shop-picker__option--select', [
        m('span', 'shop-picker__legend', option.name),
        m('select', 'shop-picker__select', option.values.map((v) =>
          m('option', '', v.availability === 'available' || v.availability === 'unknown' ? v.value : `${v.value} — ${availabilityText(v.availability, s)}`, { value: v.value, selected: v.selected ? '' : null }))),
      ]))
    : options.map((option, i) => {
      const chosen = option.values.find((v) => v.selected)?.value;
      return m('fieldset', 'shop-picker__option', [
        m('legend', '', chosen === undefined ? option.name : fill(s.chosenValue, { option: option.name, value: chosen })),
        m('div', 'shop-picker__values', option.values.map(({ value, availability, selected }) => {
          const swatch = swatches[i]?.(value) ?? null;
          // The value and the word of its state, only where it has one: the picker's room for either word
          // is its host's (`--shop-picker-sold-out`, `--shop-picker-unavailable`), not each value's.
          const name = [m('span', 'shop-picker__name', value)];
          const word = availabilityText(availability, s);
          if (word) name.push(m('span', 'shop-picker__state', word));
          const radio = m('input', '', [], { type: 'radio', name: `${radios}-${i + 1}`, value, form, checked: selected ? '' : null });
          if (!swatch) return m('label', `shop-picker__value shop-picker__value--${availability}`, [radio, ...name]);
          const chip = swatch.image
            ? m('span', 'shop-picker__swatch', [m('img', '', [], swatch.srcset
              ? { src: swatch.image, srcset: cdnSrcset(swatch.image, swatch.width) || null, sizes: '3em', alt: '', width: '48', height: '48', loading: 'lazy' }
              : { src: swatch.image, alt: '', width: '48', height: '48', loading: 'lazy' })])
            : m('span', 'shop-picker__swatch', '', { style: `--shop-swatch-color: ${swatch.color};` });
          return m('label', `shop-picker__value shop-picker__value--${availability} shop-picker__value--swatch`, [radio, chip, m('span', 'shop-picker__label', name)]);
        })),
      ]);
    });
  const notes = state.notes;
  if (notes.length) markup.push(m('p', 'shop-picker__note', notes.map((n) => noteText(product, n, s)).join('. '), HIDDEN));
  return markup;
}
