import { css } from 'lit';

export const styles = css`
  :host {
    justify-items: start;
  }
  :host,
  div {
    display: grid;
  }
  [part~='controls'] {
    grid-auto-flow: column;
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
  }
  button,
  input {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    text-align: center;
  }
  /* Targets of at least 24 by 24 CSS pixels (WCAG 2.5.8). */
  button {
    min-inline-size: 2.5em;
    min-block-size: 2.5em;
  }
  [aria-disabled='true'] {
    color: var(--shop-muted-color, GrayText);
  }
  input {
    inline-size: 4ch;
    appearance: textfield;
  }
  ::-webkit-inner-spin-button {
    display: none;
  }
  :focus-visible {
    outline: 2px solid var(--shop-focus-color, Highlight);
  }
  /* Always one line: the rule or the cart count appearing moves nothing below. */
  [part~='rule'] {
    min-block-size: 1lh;
    font-size: 0.875em;
    color: var(--shop-muted-color, inherit);
  }
`;
