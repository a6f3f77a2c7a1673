import { css } from 'lit';

/**
 * The stepper's look inside `<shop-cart>`'s shadow root, by the markup's classes (stepper.ts): the same
 * rules as the `.shop-stepper` section of theme/assets/shop-elements.css, which styles `<shop-quantity>`'s
 * light DOM (a shadow root cannot read the page's stylesheet). `[aria-disabled]` and the focus ring hold
 * for the whole shadow root.
 */
export const stepperStyles = css`
  .shop-stepper {
    display: inline-grid;
    grid-auto-flow: column;
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
  }
  .shop-stepper > * {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    text-align: center;
  }
  /* Targets of at least 24 by 24 CSS pixels (WCAG 2.5.8). */
  .shop-stepper__button {
    min-inline-size: 2.5em;
    min-block-size: 2.5em;
  }
  /* A finger's target on a touch screen: 44 by 44 (WCAG 2.5.5). */
  @media (pointer: coarse) {
    .shop-stepper__button {
      min-inline-size: max(2.5em, 44px);
      min-block-size: max(2.5em, 44px);
    }
  }
  [aria-disabled='true'] {
    color: var(--shop-muted-color, GrayText);
  }
  .shop-stepper__input {
    inline-size: 4ch;
    appearance: textfield;
  }
  ::-webkit-inner-spin-button {
    display: none;
  }
  :focus-visible {
    outline: 2px solid var(--shop-focus-color, Highlight);
  }
`;
