import { css } from 'lit';

export const styles = css`
  :host {
    justify-items: start;
  }
  :host,
  div {
    display: grid;
  }
  /* Always one line: the rule or the cart count appearing moves nothing below. */
  [part~='rule'] {
    min-block-size: 1lh;
    font-size: 0.875em;
    color: var(--shop-muted-color, inherit);
  }
`;
