import { css } from 'lit';

export const styles = css`
  :host {
    container-type: inline-size;
    --_image: var(--shop-cart-image-size, 5rem);
    --_border: var(--shop-border-width, 1px) solid var(--shop-option-border-color, color-mix(in srgb, currentColor 35%, transparent));
  }
  [part~='lines'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--shop-cart-gap, 1rem);
  }
  [part~='line'] {
    display: grid;
    grid-template-columns: var(--_image) minmax(0, 1fr) auto;
    grid-template-areas: 'image details price' 'image quantity remove' 'image message message';
    gap: 0.5rem 1rem;
    align-items: start;
  }
  [part~='line'][aria-busy='true'] {
    cursor: progress;
  }
  [part~='image'] {
    grid-area: image;
    inline-size: var(--_image);
    block-size: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--shop-radius, 0.375rem);
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  [part~='details'] {
    grid-area: details;
    display: grid;
    gap: 0.25rem;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  [part~='title'] {
    font-weight: 600;
    color: inherit;
  }
  [part~='variant'],
  [part~='properties'],
  [part~='plan'],
  [part~='original-price'] {
    font-size: 0.875em;
    color: var(--shop-muted-color, inherit);
  }
  [part~='deposit'] {
    font-size: 0.875em;
    font-weight: 600;
  }
  dl,
  dd,
  p {
    margin: 0;
  }
  dl div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.25em;
  }
  [part~='plan'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  /* As wide as the line allows, never wider (a plan's long name is cut in the closed select, whole in its list). */
  [part~='plan-select'] {
    font: inherit;
    color: inherit;
    inline-size: 100%;
    min-inline-size: 0;
    text-overflow: ellipsis;
    padding: 0.25em 0.5em;
    border: var(--_border);
    border-radius: var(--shop-radius, 0.375rem);
    background: transparent;
  }
  [part~='price'] {
    grid-area: price;
    text-align: end;
  }
  [part~='quantity'] {
    grid-area: quantity;
  }
  [part~='remove'] {
    grid-area: remove;
    justify-self: end;
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    min-block-size: 2.5em;
    text-decoration: underline;
    cursor: pointer;
  }
  [part~='message'] {
    grid-area: message;
    color: var(--shop-error-color, inherit);
  }
  [part~='message']:empty {
    display: none;
  }
  [part~='footer'] {
    display: grid;
    gap: 0.75rem;
    margin-block-start: var(--shop-cart-gap, 1rem);
    padding-block-start: var(--shop-cart-gap, 1rem);
    border-block-start: var(--_border);
  }
  [part~='subtotal'] {
    display: flex;
    justify-content: space-between;
    font-weight: 600;
  }
  [part~='checkout'] {
    display: block;
    padding: 0.75em 1em;
    text-align: center;
    text-decoration: none;
    border-radius: var(--shop-radius, 0.375rem);
    background: var(--shop-checkout-background, CanvasText);
    color: var(--shop-checkout-color, Canvas);
  }
  /* Narrow (a phone's drawer): the price under the titles, the stepper and remove under the image. */
  @container (max-width: 24em) {
    [part~='line'] {
      grid-template-columns: var(--_image) minmax(0, 1fr);
      grid-template-areas: 'image details' 'image price' 'quantity remove' 'message message';
    }
    [part~='price'] {
      text-align: start;
    }
  }
`;
