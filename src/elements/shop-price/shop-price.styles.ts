import { css } from 'lit';

export const styles = css`
  :host {
    line-height: var(--shop-price-line-height, 1.5);
    /* Room for the price line and the per-delivery line, reserved before data arrives: no layout shift. */
    min-block-size: calc(2em * var(--shop-price-line-height, 1.5));
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.5em;
  }
  [part~='price'] {
    font-size: var(--shop-price-font-size, 1.25em);
    font-weight: var(--shop-price-font-weight, 600);
    line-height: 1.2;
  }
  .sale {
    color: var(--shop-sale-color, inherit);
  }
  [part~='compare-at'] {
    opacity: 0.7;
  }
  [part~='sale-badge'] {
    background: var(--shop-sale-badge-background, var(--shop-badge-background, color-mix(in srgb, currentColor 10%, transparent)));
  }
  [part~='per-delivery'] {
    font-size: 0.875em;
    opacity: 0.8;
  }
`;
