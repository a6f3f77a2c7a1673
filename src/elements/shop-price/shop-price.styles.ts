import { css } from 'lit';

export const styles = css`
  :host {
    line-height: var(--shop-price-line-height, 1.5);
    /* The price line's height, reserved while the fallback shows: nothing shifts when data arrives.
       (The per-delivery line only appears after the shopper picks a prepaid plan.) */
    min-block-size: calc(1em * var(--shop-price-line-height, 1.5));
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    /* Centred, not baseline-aligned: smaller text beside the price must not stretch the line
       past the reserved height. */
    align-items: center;
    gap: 0 0.5em;
    line-height: 1.2;
  }
  [part~='price'] {
    font-size: var(--shop-price-font-size, 1.25em);
    font-weight: var(--shop-price-font-weight, 600);
    /* One price line is as tall as one line of fallback text. */
    line-height: calc(var(--shop-price-line-height, 1.5) / 1.25);
  }
  .sale {
    color: var(--shop-sale-color, inherit);
  }
  [part~='compare-at'] {
    /* A colour, never opacity: the theme keeps it at 4.5:1. */
    color: var(--shop-muted-color, inherit);
  }
  [part~='sale-badge'] {
    background: var(--shop-sale-badge-background, var(--shop-badge-background, color-mix(in srgb, currentColor 10%, transparent)));
  }
  [part~='per-delivery'],
  [part~='unit-price'] {
    font-size: 0.875em;
    /* A colour, never opacity: the theme keeps it at 4.5:1. */
    color: var(--shop-muted-color, inherit);
  }
  /* Not for sale looks unlike on sale even before a theme styles it: outlined, not filled. */
  [part~='sold-out-badge'],
  [part~='unavailable-badge'] {
    background: transparent;
    box-shadow: inset 0 0 0 1px currentColor;
  }
  [part~='unavailable-badge'] {
    box-shadow: none;
    outline: 1px dashed currentColor;
    outline-offset: -1px;
  }
`;
