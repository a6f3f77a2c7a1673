import { html, nothing } from 'lit';
import type { ReadyState } from '../../context.js';
import { cdnSrcset, mediaFor, variantMedia } from '../../core/media.js';
import type { Media, Product, Variant } from '../../core/types.js';
import { fill } from '../../core/fill.js';
import { ProductConsumer } from '../shared/consumer.js';
import { keyed } from 'lit/directives/keyed.js';
import { baseStyles } from '../shared/styles.js';
import { styles } from './shop-media.styles.js';

/** Width and height attributes (default 1000 wide): the aspect ratio is reserved, nothing shifts when it loads. */
const box = (m: Media) => {
  const width = Math.round(m.width ?? 1000);
  return [width, Math.round(width / m.aspectRatio)];
};

/** An image with its size reserved; from the platform's CDN at the width `sizes` asks for. */
const image = (m: Media, alt: string, sizes: string, lazy?: boolean) => {
  const srcset = cdnSrcset(m.src, m.width);
  const [width, height] = box(m);
  // `loading`, `srcset` and `sizes` before `src` (Lit sets them in this order): a lazy image never starts
  // loading eagerly, and WebKit does not fetch `src` before it knows the srcset.
  return html`<img part=${lazy ? nothing : 'media'} loading=${lazy ? 'lazy' : 'eager'} fetchpriority=${lazy ? nothing : 'high'} decoding="async"
    srcset=${srcset || nothing} sizes=${srcset ? sizes : nothing} src=${m.src} alt=${alt} width=${width} height=${height} />`;
};

/**
 * @tagname shop-media
 * @summary The product's media (images, videos, external videos, 3D models): a main view and thumbnails,
 * following the selected variant.
 *
 * @slot - The theme's server-rendered image, shown until the data is ready (and when the product has no media).
 * @csspart viewer - The main view.
 * @csspart media - The main image or video (an external video's or a 3D model's preview image too).
 * @csspart media-link - The link around such a preview, with its "Watch video" / "View in 3D" text.
 * @csspart thumbnails - The row of thumbnails (two or more media).
 * @csspart thumbnail - One thumbnail button; `current` too on the one shown.
 * @cssproperty --shop-media-gap - Space between the main view and the thumbnails, and between thumbnails (default 0.5rem).
 * @cssproperty --shop-thumbnail-size - Width of a thumbnail (default 4rem).
 * @cssproperty --shop-radius - Corners of the thumbnails.
 * @cssproperty --shop-focus-color - Focus ring colour.
 */
export class ShopMedia extends ProductConsumer {
  static override styles = [baseStyles, styles];

  static override properties = {
    sizes: {},
    hideOtherVariants: { type: Boolean, attribute: 'hide-other-variants' },
  };

  /** The main image's `sizes`: how wide the main view is on the page (default `100vw`). */
  declare sizes: string;
  /** Lists only the media that belong to no other variant (the selected variant's own, and those no variant features). */
  declare hideOtherVariants: boolean;

  constructor() {
    super();
    this.sizes = '100vw';
    this.hideOtherVariants = false;
  }

  /** The media in the main view; the product and the variant it follows (the last one: a selection without a variant keeps the view). */
  #current: Media | null = null;
  #product: Product | null = null;
  #variant: Variant | null = null;

  protected override willUpdate(): void {
    const state = this.ready;
    if (!state) return;
    const { product, variant } = state;
    // A new variant shows its media in this update, the one that shows its price: not one later.
    if (product !== this.#product || (variant && variant !== this.#variant)) {
      this.#current = variantMedia(product, variant) ?? (product === this.#product ? this.#current : null);
      this.#product = product;
      this.#variant = variant ?? this.#variant;
    }
  }

  /** Arrow keys, Home and End move between thumbnails and show the one they reach (the row is one tab stop). */
  #handleKeydown = (event: KeyboardEvent) => {
    const buttons = [...this.renderRoot.querySelectorAll('button')];
    const i = buttons.indexOf(event.target as HTMLButtonElement);
    let step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -i, End: -1 - i }[event.key];
    if (!step) return;
    event.preventDefault();
    // Right to left, the left arrow moves on.
    if (/^Arrow[LR]/.test(event.key) && getComputedStyle(this).direction === 'rtl') step = -step;
    const next = buttons.at((i + step) % buttons.length)!;
    next.click();
    next.focus();
  };

  #main(m: Media, { product, presentation: { strings: s } }: ReadyState) {
    const alt = m.alt || product.title;
    if (m.type === 'video') {
      const [width, height] = box(m);
      // A new element per video: a <video> does not reload when its <source>s change.
      return keyed(m, html`<video part="media" controls playsinline preload="none" poster=${m.src} aria-label=${alt} width=${width} height=${height}
        >${m.sources.map((source) => html`<source src=${source.url} type=${source.mimeType || nothing} />`)}</video>`);
    }
    // External videos and 3D models: the preview and a link that opens them (no third-party iframe: the strict CSP holds).
    return m.type === 'image' || !m.href ? image(m, alt, this.sizes)
      : html`<a part="media-link" href=${m.href} target="_blank" rel="noopener">${image(m, alt, this.sizes)}${m.type === 'model' ? s.viewModel : s.watchVideo}</a>`;
  }

  override render() {
    const state = this.ready;
    const list = state ? mediaFor(state.product, this.#variant, this.hideOtherVariants) : [];
    if (!state || !list.length) return html`<slot></slot>`;
    const s = state.presentation.strings;
    const current = list.find((m) => m === this.#current) ?? list[0]!;
    return html`<div part="viewer">${this.#main(current, state)}</div>${list.length > 1
      ? html`<div part="thumbnails" @keydown=${this.#handleKeydown}>${list.map((m, i) => html`<button type="button" part="thumbnail${m === current ? ' current' : ''}"
          aria-current=${m === current || nothing} tabindex=${m === current ? 0 : -1} aria-label=${fill(s.showMedia, { alt: m.alt || state.product.title, n: i + 1, total: list.length })}
          @click=${() => ((this.#current = m), this.requestUpdate())}>${image(m, '', 'auto, 4rem', true)}</button>`)}</div>`
      : nothing}`;
  }
}
