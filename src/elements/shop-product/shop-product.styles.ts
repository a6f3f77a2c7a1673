import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    gap: var(--shop-gap, 1rem);
  }
`;
