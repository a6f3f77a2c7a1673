import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
    display: grid;
    gap: 0.5em;
  }
  legend {
    padding: 0;
    margin-block-end: 0.5em;
    font-weight: var(--shop-legend-font-weight, 600);
  }
  [part~='option'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.75em;
    padding: var(--shop-option-padding, 0.5em 1em);
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  [part~='option']:has(> input:checked) {
    border-color: var(--shop-option-selected-border-color, currentColor);
  }
  [part~='option-price'] {
    margin-inline-start: auto;
    font-weight: 600;
  }
  [part~='badge'] {
    font-size: 0.8em;
    padding: 0.1em 0.5em;
    border-radius: var(--shop-radius, 999px);
    background: var(--shop-badge-background, color-mix(in srgb, currentColor 10%, transparent));
    color: var(--shop-badge-color, inherit);
  }
  [part~='plans'] {
    margin-inline-start: 1.75em;
  }
  [part~='plan-description'] {
    flex-basis: 100%;
    font-size: 0.875em;
    opacity: 0.8;
  }
  input {
    accent-color: var(--shop-accent-color, auto);
    margin: 0;
  }
  select {
    font: inherit;
    color: inherit;
    max-inline-size: 100%;
    padding: var(--shop-option-padding, 0.5em 1em);
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
    background: var(--shop-option-background, transparent);
  }
`;
