import { css } from 'lit';

/** Shared by every element (font and colours are the theme's: they inherit); visually hidden text; badges. */
export const baseStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none !important;
  }
  .vh {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [part~='badge'] {
    white-space: nowrap;
    font-size: 0.8em;
    line-height: 1.2;
    padding: 0.1em 0.5em;
    border-radius: var(--shop-badge-radius, 999px);
    background: var(--shop-badge-background, color-mix(in srgb, currentColor 10%, transparent));
    color: var(--shop-badge-color, inherit);
  }
`;

/** Shared by the pickers: fieldsets, legends, option boxes and selects. */
export const controlStyles = css`
  :host {
    display: grid;
    gap: var(--shop-gap, 1rem);
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
  }
  /* A legend, or the label of a select (type="select"). */
  [part~='legend'] {
    padding: 0;
    margin-block-end: 0.5em;
    font-weight: var(--shop-legend-font-weight, 600);
  }
  [part~='option'],
  select {
    font: inherit;
    color: var(--shop-option-color, inherit);
    max-inline-size: 100%;
    padding: var(--shop-option-padding, 0.5em 1em);
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
    background: var(--shop-option-background, transparent);
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  [part~='option']:has(input:checked) {
    border-color: var(--shop-option-selected-border-color, currentColor);
  }
  [part~='option']:has(input:focus-visible),
  select:focus-visible {
    outline: 2px solid var(--shop-focus-color, Highlight);
    outline-offset: 2px;
  }
  /* One focus ring: the option's, not also the radio's own. */
  [part~='option'] input:focus-visible {
    outline: none;
  }
  @media (forced-colors: active) {
    [part~='option']:has(input:focus-visible),
    select:focus-visible {
      outline-color: Highlight;
    }
    [part~='option']:has(input:checked) {
      border-color: SelectedItem;
    }
  }
`;
