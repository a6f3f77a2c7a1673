import type { ReactiveElement } from '@lit/reactive-element';

/** What a form control offers theme code, as the platform's own controls do. */
export interface FormControl {
  /** The form this element submits with. */
  readonly form: HTMLFormElement | null;
  /** Why the form would not submit, as for native controls. */
  readonly validationMessage: string;
  /** The element's validity, as for native controls. */
  readonly validity: ValidityState;
  /** Whether the element's value can be submitted; fires `invalid` when not. */
  checkValidity(): boolean;
  /** Like `checkValidity`, and shows the browser's message. */
  reportValidity(): boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any arguments (TypeScript's mixin rule)
export type Constructor<T> = abstract new (...args: any[]) => T;

const internalsOf = new WeakMap<HTMLElement, ElementInternals>();

/**
 * The element's ElementInternals, attached by `FormAssociated`: where the element's own code writes
 * its form value, validity and custom states. Not for theme code (it would bypass the element).
 */
export const internals = (element: HTMLElement): ElementInternals => internalsOf.get(element)!;

/**
 * Makes an element take part in forms as a native control does (as Web Awesome's form controller
 * and Material Web's mixins do): `static formAssociated`, its ElementInternals, and `form`,
 * `validity`, `validationMessage`, `checkValidity()` and `reportValidity()` from them. The one
 * form-associated code of `<shop-product>` and `<shop-quantity>`; what each submits, and when it is
 * invalid, the element writes through `internals(this)`.
 */
export function FormAssociated<T extends Constructor<ReactiveElement>>(Base: T): T & Constructor<FormControl> & { formAssociated: boolean } {
  abstract class FormAssociatedElement extends Base implements FormControl {
    static formAssociated = true;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Constructor
    constructor(...args: any[]) {
      super(...args);
      internalsOf.set(this, this.attachInternals());
    }

    get form(): HTMLFormElement | null { return internals(this).form; }
    get validationMessage(): string { return internals(this).validationMessage; }
    get validity(): ValidityState { return internals(this).validity; }
    checkValidity(): boolean { return internals(this).checkValidity(); }
    reportValidity(): boolean { return internals(this).reportValidity(); }
  }
  return FormAssociatedElement;
}
