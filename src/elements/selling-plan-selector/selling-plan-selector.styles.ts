import { css } from 'lit';

export const styles = css`
  fieldset {
    display: grid;
    gap: 0.5em;
  }
  [part~='option'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.75em;
  }
  [part~='option-price'] {
    margin-inline-start: auto;
    font-weight: 600;
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
`;
