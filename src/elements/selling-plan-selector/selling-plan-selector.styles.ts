import { css } from 'lit';

export const styles = css`
  fieldset {
    display: grid;
    gap: 0.5em;
  }
  /* The selector's own width decides the layout (a container query), not the page's. */
  :host {
    container-type: inline-size;
  }
  /* Radio | name (and badge) | price. The price keeps its own column, so a long per-delivery
     price ("800,00 € pro Lieferung · 4.800,00 € im Voraus") wraps there, not under the name. */
  [part~='option'] {
    display: grid;
    grid-template-columns: auto minmax(min(9em, 100%), 1fr) auto;
    align-items: center;
    gap: 0.25em 0.75em;
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.5em;
  }
  [part~='option-price'] {
    justify-self: end;
    max-inline-size: 14em;
    overflow-wrap: normal;
    text-align: end;
    font-weight: 600;
  }
  /* Where name and price would squeeze each other into narrow columns (a phone), the price goes
     under the name and both take the whole width. */
  @container (width<30em) {
    [part~='option'] {
      grid-template-columns: auto 1fr;
    }
    [part~='option-price'] {
      grid-column: 2;
      justify-self: start;
      text-align: start;
    }
  }
  [part~='plans'] {
    margin-inline-start: 1.75em;
  }
  [part~='plan-description'] {
    /* The merchant's text, in its own direction: its final full stop stays at its end on a right-to-left page. */
    unicode-bidi: plaintext;
    grid-column: 2 / -1;
    margin: 0;
    font-size: 0.875em;
    /* A colour, never opacity: the theme keeps it at 4.5:1. */
    color: var(--shop-muted-color, inherit);
  }
  div[part~='plans'] {
    display: grid;
    gap: 0.5em;
  }
  input {
    accent-color: var(--shop-accent-color, auto);
    margin: 0;
  }
`;
