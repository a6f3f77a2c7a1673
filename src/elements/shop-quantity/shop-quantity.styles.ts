import { css } from 'lit';

export const styles = css`
  :host {
    display: grid;
    gap: 0.25em;
    justify-items: start;
  }
  [part~='controls'] {
    display: inline-flex;
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
  }
  button,
  input {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    margin: 0;
    text-align: center;
  }
  /* A target of at least 24 by 24 CSS pixels (WCAG 2.5.8). */
  button {
    min-inline-size: 2.5em;
    min-block-size: 2.5em;
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: default;
    color: var(--shop-muted-color, GrayText);
  }
  input {
    inline-size: 4ch;
    appearance: textfield;
  }
  input::-webkit-inner-spin-button {
    appearance: none;
  }
  :focus-visible {
    outline: 2px solid var(--shop-focus-color, Highlight);
    outline-offset: 2px;
  }
  /* Always one line: the rule or the cart count appearing moves nothing below. */
  [part~='rule'] {
    min-block-size: 1lh;
    font-size: 0.875em;
    color: var(--shop-muted-color, inherit);
  }
`;
