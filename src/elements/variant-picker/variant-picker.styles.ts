import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }
  fieldset {
    border: 0;
    margin: 0 0 var(--shop-gap, 1rem);
    padding: 0;
    min-inline-size: 0;
  }
  legend {
    padding: 0;
    margin-block-end: 0.5em;
    font-weight: var(--shop-legend-font-weight, 600);
  }
  .values {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shop-option-gap, 0.5rem);
  }
  label[part~='option'] {
    position: relative;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    min-inline-size: 3em;
    max-inline-size: 100%;
    padding: var(--shop-option-padding, 0.5em 1em);
    border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
    border-radius: var(--shop-radius, 0.375rem);
    background: var(--shop-option-background, transparent);
    color: var(--shop-option-color, inherit);
    cursor: pointer;
    overflow-wrap: anywhere;
    text-align: center;
  }
  label[part~='option']:has(input:checked) {
    border-color: var(--shop-option-selected-border-color, currentColor);
    background: var(--shop-option-selected-background, currentColor);
  }
  label[part~='option']:has(input:checked) > span {
    color: var(--shop-option-selected-color, Canvas);
  }
  label[part~='option']:has(input:focus-visible) {
    outline: 2px solid var(--shop-focus-color, Highlight);
    outline-offset: 2px;
  }
  label[part~='sold-out'] .value,
  label[part~='unavailable'] .value {
    text-decoration: line-through;
  }
  label[part~='unavailable'] {
    border-style: dashed;
  }
  input[type='radio'] {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .state {
    font-size: 0.75em;
    opacity: 0.8;
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
