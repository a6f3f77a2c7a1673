import { css } from 'lit';

export const styles = css`
  :host,
  [part='thumbnails'] {
    display: grid;
    gap: var(--shop-media-gap, 0.5rem);
  }
  img,
  video,
  a {
    display: block;
    inline-size: 100%;
    block-size: auto;
    color: inherit;
  }
  /* One row of thumbnails that scrolls; room for the focus ring. */
  [part='thumbnails'] {
    grid-auto-flow: column;
    justify-content: start;
    overflow-x: auto;
    padding: 4px;
  }
  button {
    inline-size: var(--shop-thumbnail-size, 4rem);
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--shop-radius, 0.375rem);
    background: none;
    cursor: pointer;
  }
  button img {
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: inherit;
  }
  [aria-current] {
    border-color: currentColor;
  }
  button:focus-visible {
    outline: 2px solid var(--shop-focus-color, Highlight);
    outline-offset: 1px;
  }
  @media (forced-colors: active) {
    [aria-current] {
      border-color: Highlight;
    }
  }
`;
