import { LitElement } from 'lit';

/**
 * Base of an element that takes part in forms as a native control does (as Web Awesome's
 * form-associated base class): `form`, `validity`, `validationMessage`, `checkValidity()` and
 * `reportValidity()` from its ElementInternals. What it submits, and when it is invalid, the element writes.
 */
export class FormAssociated extends LitElement {
  static formAssociated = true;

  /** Where the element writes its form value, validity and custom states. */
  protected readonly internals = this.attachInternals();

  /** The form this element submits with. */
  get form(): HTMLFormElement | null { return this.internals.form; }
  /** Why the form would not submit, as for native controls. */
  get validationMessage(): string { return this.internals.validationMessage; }
  /** The element's validity, as for native controls. */
  get validity(): ValidityState { return this.internals.validity; }
  /** Whether the element's value can be submitted; fires `invalid` when not. */
  checkValidity(): boolean { return this.internals.checkValidity(); }
  /** Like `checkValidity`, and shows the browser's message. */
  reportValidity(): boolean { return this.internals.reportValidity(); }
}
