import { css } from 'lit';

export const styles = css`
  .values {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shop-option-gap, 0.5rem);
  }
  [part~='option'] {
    position: relative;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-inline-size: 3em;
    text-align: center;
  }
  [part~='option']:has(input:checked) {
    background: var(--shop-option-selected-background, currentColor);
  }
  [part~='option']:has(input:checked) > span {
    color: var(--shop-option-selected-color, Canvas);
  }
  [part~='sold-out'] .value,
  [part~='unavailable'] .value {
    text-decoration: line-through;
  }
  [part~='unavailable'] {
    border-style: dashed;
  }
  input {
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
`;
