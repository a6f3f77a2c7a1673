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
  [part~='option'][part~='selected'] {
    background: var(--shop-option-selected-background, currentColor);
  }
  [part~='option'][part~='selected'] span {
    color: var(--shop-option-selected-color, Canvas);
  }
  /* A value is the merchant's text, in its own direction: "1 kg" reads "1 kg" on a right-to-left page too. */
  .value {
    unicode-bidi: plaintext;
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
  /* Room for the state line in every value when any can say one (.r): plain blocks, the cheapest layout
     there is (this is laid out for every value of every card of a collection page). The value, then
     "Sold out" and "Unavailable" on one line, the second pulled up over the first by its own line height
     (set here, so it is known), the one that does not apply invisible: it keeps its width, and is not
     spoken. A value that says neither shows half a state line lower, centred in its box. */
  .r {
    display: block;
  }
  .r > .sold-out,
  .r > .unavailable {
    display: block;
    line-height: 1.2;
    white-space: nowrap;
  }
  .r > .unavailable {
    margin-block-start: -1.2em;
  }
  .r:not([part~='sold-out']) > .sold-out,
  .r:not([part~='unavailable']) > .unavailable {
    visibility: hidden;
  }
  .r:not([part~='sold-out'], [part~='unavailable']) > .value {
    position: relative;
    inset-block-start: 0.45em;
  }
  .state,
  .r > .sold-out,
  .r > .unavailable {
    font-size: 0.75em;
  }
  /* The name's comma: zero-size text, and no line height of its own (a theme's line-height in px or
     rem is inherited as is, and would make the value's line taller when the comma shows). */
  .c {
    font-size: 0;
    line-height: 0;
  }
  /* The state line of a value says what its part says, and is not there (nor spoken) otherwise. */
  [part~='option']:not([part~='sold-out'], [part~='unavailable']) .state,
  [part~='sold-out'] .state > .unavailable,
  [part~='unavailable'] .state > .sold-out {
    display: none;
  }
  /* What a choice changed on its own: shown for a few seconds, then hidden in place (its room stays
     until the next choice, so nothing below moves while the shopper reads). */
  [part~='note'] {
    font-size: 0.875em;
    /* Visible all along (visibility is visible at every point before the end), hidden at the end. */
    animation: hide 6s forwards;
  }
  @keyframes hide {
    to {
      visibility: hidden;
    }
  }
  /* Swatches: a chip, its name below (swatch-labels) or shown on hover and focus. The chip keeps
     its colours in forced colours (it is the content); the line through one that cannot be bought is
     dark on light, seen on any colour. */
  .sw {
    padding: 0.25em;
    min-inline-size: 0;
  }
  [part='swatch'] {
    position: relative;
    inline-size: var(--shop-swatch-size, 2em);
    aspect-ratio: 1;
    border-radius: inherit;
    overflow: hidden;
    forced-color-adjust: none;
  }
  [part='swatch'] img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  [part~='sold-out'] [part='swatch']::after,
  [part~='unavailable'] [part='swatch']::after {
    content: '';
    position: absolute;
    inset: calc(50% - 2px) -50%;
    border-block: 1px solid Canvas;
    background: CanvasText;
    rotate: -45deg;
  }
  /* A swatch's name shows on keyboard focus and, where the pointer can hover (a tap must not leave it
     on), on hover; never kept on screen by a click (the legend says the chosen value). The radio's
     sibling, not :has(:focus-visible): WebKit does not restyle that one when focus moves in. */
  .sw > :focus-visible ~ .vh {
    inset-block-start: calc(100% + 0.25em);
    inline-size: auto;
    block-size: auto;
    clip-path: none;
    z-index: 1;
    padding: 0 0.4em;
    border: 1px solid;
    background: Canvas;
  }
  @media (hover: hover) {
    .sw:hover > .vh {
      inset-block-start: calc(100% + 0.25em);
      inline-size: auto;
      block-size: auto;
      clip-path: none;
      z-index: 1;
      padding: 0 0.4em;
      border: 1px solid;
      background: Canvas;
    }
  }
  .sw .name.vh,
  .sw .name.vh * {
    color: CanvasText;
  }
  /* Selects: one column, as wide as the widest select, so the selects of a picker line up. */
  :host([type='select']) {
    justify-content: start;
  }
  :host([type='select']) [part~='option-group'] {
    display: grid;
  }
  /* Forced colours reset backgrounds and the radio is invisible: mark the chosen value with the
     system's selected-item colours, and keep the dashed border of unavailable values. */
  @media (forced-colors: active) {
    [part~='option'][part~='selected'] {
      forced-color-adjust: none;
      background: SelectedItem;
      border-color: SelectedItem;
      color: SelectedItemText;
    }
    [part~='option'][part~='selected'] span {
      color: SelectedItemText;
    }
    [part~='option'][part~='selected'] .value {
      text-decoration: underline;
    }
    [part~='sold-out'][part~='selected'] .value,
    [part~='unavailable'][part~='selected'] .value {
      text-decoration: underline line-through;
    }
  }
`;
