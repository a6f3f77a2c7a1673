import { fill } from '../../core/fill.js';
import type { CartErrorEvent } from '../../events.js';
import { giftCardWords } from '../../i18n/gift-card.js';
import type { GiftCardStrings } from '../../i18n/strings.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, patch, type Markup } from '../shared/markup.js';

/** The platform's line-item properties of a gift card sent to a recipient (its gift card tutorial). */
const FLAG = 'properties[__shopify_send_gift_card_to_recipient]';
/** The message's limit, as the reference theme (Dawn) and the platform's tutorial keep it. */
const MAX_MESSAGE = 200;

/** The recipient's fields: their key (the error slot the storefront names: `email`, `send_on`), property and input. */
const FIELDS = [
  { key: 'email', property: 'Recipient email' },
  { key: 'name', property: 'Recipient name' },
  { key: 'message', property: 'Message' },
  { key: 'send_on', property: 'Send on' },
] as const;
type Key = (typeof FIELDS)[number]['key'];
type Field = HTMLInputElement | HTMLTextAreaElement;

/** `yyyy-mm-dd` of the shopper's today (their time zone, as the date input shows days). */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * @tagname gift-card-recipient
 * @summary A gift card's recipient form: "I want to send this as a gift", then the recipient's email,
 * name, a message (200 characters at most) and the day to send it on. Its fields post the platform's
 * line-item properties (`properties[__shopify_send_gift_card_to_recipient]`, `properties[Recipient
 * email]`, `properties[Recipient name]`, `properties[Message]`, `properties[Send on]`,
 * `properties[__shopify_offset]`, the shopper's time zone offset in minutes); without the box ticked
 * nothing posts and the card goes to the buyer. Inside `<shop-product>`; its code loads only where a
 * gift card's form is on the page.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-product.liquid`, drawn for a product
 * whose `product.gift_card?` is true), bound where the server drew it, written once where it did not
 * (then the theme puts the element where the form should be: the product JSON does not say that a
 * product is a gift card). Without JavaScript the box is off, the fields are shown and optional and a
 * hidden `if_present` flag posts them (the platform checks an email only when one is given), as Dawn's.
 * Bound, the box opens the fields; the email is then required, a send date before the shopper's today is
 * refused (the form does not submit, a `novalidate` form neither), and each refusal is shown under its
 * field (`aria-describedby`, `aria-invalid`), the storefront's too (a 422's per-field `errors`, from
 * `<shop-buy-button ajax>`). After an add the form is emptied and closed, as Dawn's is.
 *
 * ```
 * <div class="shop-recipient">
 *   <label class="shop-recipient__toggle"><input class="shop-recipient__checkbox" type="checkbox" name="properties[__shopify_send_gift_card_to_recipient]"><span>I want to send this as a gift</span></label>
 *   <p class="shop-recipient__status visually-hidden" role="status"></p>
 *   <div class="shop-recipient__fields">
 *     <div class="shop-recipient__field">
 *       <label class="shop-recipient__label" for="…-email"><span class="shop-recipient__required">Recipient email</span><span class="shop-recipient__optional">Recipient email (optional)</span></label>
 *       <input class="shop-recipient__input" id="…-email" type="email" name="properties[Recipient email]">
 *       <p class="shop-recipient__error" id="…-email-error" hidden></p>
 *     </div>
 *     … name, message (with `.shop-recipient__hint`: "200 characters max"), send on
 *   </div>
 *   <input class="shop-recipient__control" type="hidden" name="properties[__shopify_send_gift_card_to_recipient]" value="if_present">
 *   <input class="shop-recipient__offset" type="hidden" name="properties[__shopify_offset]" disabled>
 * </div>
 * ```
 *
 * - `.shop-recipient__fields`: `hidden` while the box is off (and, before the element binds, by
 *   `shop-elements.css`); shown without JavaScript.
 * - `.shop-recipient__required` / `.shop-recipient__optional`: the email's label with and without JavaScript.
 * - `.shop-recipient__error`: a field's refusal, shown (not `hidden`) while it applies.
 *
 * @cssproperty --shop-recipient-gap - Space between the fields (default 0.75em).
 * @cssproperty --shop-error-color - Colour of a field's refusal (default #b3261e).
 */
export class GiftCardRecipient extends LightConsumer {
  /** The form's controls, found once bound. */
  #checkbox: HTMLInputElement | null = null;
  #form: HTMLFormElement | null = null;
  #strings: GiftCardStrings | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listen(false);
    this.#checkbox = null;
  }

  protected draw(): void {
    const state = this.ready;
    if (!state) return;
    // The gift card's words in the product's language (their module, loaded first: never English in
    // between), under the product's own (the theme's strings snippet, `setStrings`).
    const locale = state.presentation.money.locale;
    const loading = giftCardWords.load(locale);
    if (loading) return void loading.then(() => this.requestUpdate());
    const strings = (this.#strings = giftCardWords.of(locale));
    if (this.#checkbox) return;
    if (!this.querySelector(':scope > .shop-recipient')) {
      patch(this, [recipientMarkup(`shop-recipient-${state.product.id}`, this.getAttribute('form'), strings)]);
    }
    this.#bind();
  }

  /** Makes the drawn form live: the box on, the no-JavaScript flag off, the offset and today's limit set. */
  #bind(): void {
    const checkbox = this.querySelector<HTMLInputElement>('.shop-recipient__checkbox');
    if (!checkbox) return;
    this.#checkbox = checkbox;
    this.#form = checkbox.form;
    checkbox.disabled = false;
    const control = this.querySelector<HTMLInputElement>('.shop-recipient__control');
    if (control) control.disabled = true;
    const offset = this.#offset;
    if (offset) offset.value = String(new Date().getTimezoneOffset());
    this.#field('send_on')?.setAttribute('min', today());
    this.#listen(true);
    this.#sync(false);
  }

  #listen(on: boolean): void {
    const method = on ? 'addEventListener' : 'removeEventListener';
    this[method]('change', this.#changed);
    this[method]('input', this.#input);
    // `invalid` does not bubble: heard in capture, at each field the browser refuses.
    this[method]('invalid', this.#invalid, true);
    // Window, capture: before `<shop-buy-button ajax>` and the theme's listeners, for a form that does not validate.
    if (on) addEventListener('submit', this.#submit, true);
    else removeEventListener('submit', this.#submit, true);
    const form = this.#form;
    if (!form) return;
    form[method]('reset', this.#reset);
    // What `<shop-buy-button ajax>` in this form says after an add.
    form[method]('shop-cart-add', this.#added as EventListener);
    form[method]('shop-cart-error', this.#refused as EventListener);
  }

  get #offset(): HTMLInputElement | null {
    return this.querySelector('.shop-recipient__offset');
  }

  #field(key: Key): Field | null {
    return this.querySelector(`[name="properties[${FIELDS.find((f) => f.key === key)!.property}]"]`);
  }

  get #fields(): Field[] {
    return FIELDS.map((f) => this.#field(f.key)).filter((f): f is Field => !!f);
  }

  /** The box opens or closes the fields: only an open form posts (the box's `on`, the fields, the offset). */
  #sync(announce: boolean): void {
    const open = !!this.#checkbox?.checked;
    for (const field of [...this.#fields, this.#offset]) if (field) field.disabled = !open;
    const email = this.#field('email');
    if (email) email.required = open;
    const fields = this.querySelector<HTMLElement>('.shop-recipient__fields');
    if (fields) fields.hidden = !open;
    if (!open) for (const { key } of FIELDS) this.#show(key, '');
    this.#validate();
    const status = this.querySelector('.shop-recipient__status');
    if (announce && status && this.#strings) status.textContent = open ? this.#strings.recipientExpanded : this.#strings.recipientCollapsed;
  }

  /** The refusals a shopper can fix before posting, as the fields' validity (the browser's message, and ours under the field). */
  #validate(): void {
    const s = this.#strings;
    if (!s) return;
    const email = this.#field('email');
    if (email instanceof HTMLInputElement) {
      email.setCustomValidity(email.required && (email.validity.valueMissing || email.validity.typeMismatch) ? s.recipientEmailInvalid : '');
    }
    const sendOn = this.#field('send_on');
    if (sendOn instanceof HTMLInputElement) {
      const bad = sendOn.value !== '' && (sendOn.validity.badInput || !/^\d{4}-\d{2}-\d{2}$/.test(sendOn.value) || sendOn.value < today());
      sendOn.setCustomValidity(bad ? s.recipientSendOnPast : '');
    }
  }

  /** Shows (or, with no message, hides) a field's refusal under it, and ties it to the field. */
  #show(key: Key, message: string): void {
    const field = this.#field(key);
    const error = field && this.querySelector<HTMLElement>(`#${CSS.escape(`${field.id}-error`)}`);
    if (!field || !error) return;
    if (error.textContent !== message) error.textContent = message;
    error.hidden = !message;
    // The message's hint ("200 characters max") stays described; the refusal comes first while it applies.
    const hint = this.querySelector(`#${CSS.escape(`${field.id}-hint`)}`)?.id;
    const described = [message ? error.id : '', hint ?? ''].filter(Boolean).join(' ');
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    if (described) field.setAttribute('aria-describedby', described);
    else field.removeAttribute('aria-describedby');
  }

  #keyOf(field: EventTarget | null): Key | undefined {
    return FIELDS.find((f) => this.#field(f.key) === field)?.key;
  }

  #changed = (event: Event): void => {
    if (event.target === this.#checkbox) this.#sync(true);
    else this.#input(event);
  };

  /** A field changed: its refusal is worked out again, and what is shown follows (gone once it is fixed). */
  #input = (event: Event): void => {
    const key = this.#keyOf(event.target);
    if (!key) return;
    this.#validate();
    const field = event.target as Field;
    if (field.getAttribute('aria-invalid') === 'true') this.#show(key, field.validationMessage);
  };

  #invalid = (event: Event): void => {
    const key = this.#keyOf(event.target);
    if (key) this.#show(key, (event.target as Field).validationMessage);
  };

  /** A submit the browser did not validate (`novalidate`, `formnovalidate`): stopped while the open form has a refusal. */
  #submit = (event: Event): void => {
    const form = this.#form;
    if (event.target !== form || !form || !this.#checkbox?.checked) return;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!form.noValidate && !submitter?.formNoValidate) return;
    this.#validate();
    const invalid = this.#fields.filter((f) => !f.checkValidity());
    if (!invalid.length) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    invalid[0]!.focus();
  };

  #reset = (): void => {
    // The form's controls are reset after the event: the box's state is read then.
    setTimeout(() => this.#checkbox && this.#sync(false));
  };

  /** Added: the form is emptied and closed, so the next card is not sent to the same person by mistake. */
  #added = (): void => {
    const checkbox = this.#checkbox;
    if (!checkbox?.checked) return;
    checkbox.checked = false;
    for (const field of this.#fields) field.value = '';
    this.#sync(false);
  };

  /** Refused with the storefront's per-field errors: each shown under its field, the first field focused. */
  #refused = (event: CartErrorEvent): void => {
    const errors = event.errors;
    if (typeof errors !== 'object' || !errors || !this.#checkbox?.checked) return;
    let first: Field | null = null;
    for (const { key } of FIELDS) {
      const value = (errors as Record<string, unknown>)[key];
      const words = (Array.isArray(value) ? value : [value]).filter((w): w is string => typeof w === 'string' && !!w);
      if (!words.length) continue;
      // As Dawn shows them: the phrases joined, with a stop.
      const text = words.join(', ');
      this.#show(key, /[.!?。]$/u.test(text) ? text : `${text}.`);
      first ??= this.#field(key);
    }
    first?.focus();
  };
}

/** The form as the snippet draws it (before it is bound): ids from `id`, its controls of `form` when given. */
export function recipientMarkup(id: string, form: string | null, s: GiftCardStrings): Markup {
  const of: Record<string, string | null> = { form };
  const field = (key: string, label: Markup[], control: Markup, hint?: Markup): Markup =>
    m('div', 'shop-recipient__field', [
      m('label', 'shop-recipient__label', label, { for: `${id}-${key}` }),
      control,
      ...(hint ? [hint] : []),
      m('p', 'shop-recipient__error', '', { id: `${id}-${key}-error`, hidden: '' }),
    ]);
  const input = (key: string, name: string, attrs: Record<string, string>): Markup =>
    m('input', 'shop-recipient__input', [], { id: `${id}-${key}`, name: `properties[${name}]`, ...of, ...attrs });
  return m('div', 'shop-recipient', [
    m('label', 'shop-recipient__toggle', [
      m('input', 'shop-recipient__checkbox', [], { type: 'checkbox', name: FLAG, ...of, disabled: '' }),
      m('span', '', s.recipientCheckbox),
    ]),
    m('p', 'shop-recipient__status visually-hidden', '', { role: 'status' }),
    m('div', 'shop-recipient__fields', [
      field('email', [m('span', 'shop-recipient__required', s.recipientEmailLabel), m('span', 'shop-recipient__optional', s.recipientEmailLabelOptional)],
        input('email', 'Recipient email', { type: 'email', placeholder: s.recipientEmail, autocomplete: 'email' })),
      field('name', [m('span', '', s.recipientNameLabel)], input('name', 'Recipient name', { type: 'text', placeholder: s.recipientName, autocomplete: 'name' })),
      field('message', [m('span', '', s.recipientMessageLabel)],
        m('textarea', 'shop-recipient__input', '', { id: `${id}-message`, name: 'properties[Message]', ...of, rows: '4', maxlength: String(MAX_MESSAGE), placeholder: s.recipientMessage, 'aria-describedby': `${id}-message-hint` }),
        m('p', 'shop-recipient__hint', fill(s.recipientMaxCharacters, { count: MAX_MESSAGE }), { id: `${id}-message-hint` })),
      field('send-on', [m('span', '', s.recipientSendOnLabel)], input('send-on', 'Send on', { type: 'date', placeholder: s.recipientSendOn, pattern: '\\d{4}-\\d{2}-\\d{2}' })),
    ]),
    m('input', 'shop-recipient__control', [], { type: 'hidden', name: FLAG, value: 'if_present', ...of }),
    m('input', 'shop-recipient__offset', [], { type: 'hidden', name: 'properties[__shopify_offset]', value: '', ...of, disabled: '' }),
  ]);
}
