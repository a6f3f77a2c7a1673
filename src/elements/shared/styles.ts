import { css } from 'lit';

/** Shared by every element: inherit the theme's font and colours; visually hidden text. */
export const baseStyles = css`
  :host {
    font: inherit;
    color: inherit;
  }
  :host([hidden]) {
    display: none !important;
  }
  .vh {
    position: absolute !important;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
