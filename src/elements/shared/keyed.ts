import { html, type TemplateResult } from 'lit';

// Two template sites with the same content: Lit keeps a template's DOM only while the same site renders
// into a part, so switching sites renders the content afresh.
const first = (content: unknown) => html`${content}`;
const second = (content: unknown) => html`${content}`;

/**
 * What Lit's `keyed` directive does, without the directive and its helpers in the theme file: new
 * elements whenever the key changes (the two sites are used in turn), the same ones while it does not.
 */
export class Keyed {
  #key: unknown;
  #second = false;

  render(key: unknown, content: unknown): TemplateResult {
    if (key !== this.#key) {
      this.#key = key;
      this.#second = !this.#second;
    }
    return (this.#second ? second : first)(content);
  }
}
