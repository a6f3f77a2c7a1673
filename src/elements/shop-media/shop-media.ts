import type { ReadyState } from '../../context.js';
import { cdnSrcset, mediaFor, variantMedia } from '../../core/media.js';
import type { Media, Product, Variant } from '../../core/types.js';
import { fill } from '../../core/fill.js';
import { LightConsumer } from '../shared/consumer.js';
import { m, type Markup } from '../shared/markup.js';

/** Width and height attributes (default 1000 wide): the aspect ratio is reserved, nothing shifts when it loads. */
const box = (media: Media) => {
  const width = Math.round(media.width ?? 1000);
  return { width: String(width), height: String(Math.round(width / media.aspectRatio)) };
};

/**
 * An image with its size reserved; from the platform's CDN at the width `sizes` asks for. The main one
 * (`cls`) loads first and at once; a thumbnail's is lazy. `loading`, `srcset` and `sizes` come before
 * `src` (they are set in this order): a lazy image never starts loading eagerly, and WebKit does not
 * fetch `src` before it knows the srcset.
 */
const image = (media: Media, alt: string, sizes: string, cls: string | null): Markup => {
  const srcset = cdnSrcset(media.src, media.width);
  return m('img', cls ?? '', [], {
    loading: cls ? 'eager' : 'lazy',
    fetchpriority: cls ? 'high' : null,
    decoding: 'async',
    srcset: srcset || null,
    sizes: srcset ? sizes : null,
    src: media.src,
    alt,
    ...box(media),
  });
};

/** The thumbnails' buttons in the markup. */
const THUMBNAILS = ':scope > .shop-media__thumbnails > .shop-media__thumbnail';

/**
 * @tagname shop-media
 * @summary The product's media (images, videos, external videos, 3D models): a main view and thumbnails,
 * following the selected variant.
 *
 * No shadow root: its markup is the snippet's (`theme/snippets/shop-media.liquid`), bound where the
 * server drew it (a `.shop-media__viewer` child) and written once where it did not (the element's other
 * content is the fallback, shown until the data is ready, and when the product has no media). A variant's
 * choice or a thumbnail's press writes only what changed: the main view, the current thumbnail's
 * `aria-current`, class and tab stop. Its code loads on the shopper's first move toward it or its
 * product; a thumbnail pressed before is shown when it comes. Styled by `shop-elements.css`:
 *
 * ```
 * <shop-media sizes="(min-width: 990px) 34rem, 100vw">
 *   <div class="shop-media__viewer">
 *     <img class="shop-media__media" loading="eager" fetchpriority="high" decoding="async" srcset="…" sizes="…" src="…" alt="Linen overshirt in Sand" width="1200" height="1500">
 *   </div>
 *   <div class="shop-media__thumbnails">
 *     <button type="button" class="shop-media__thumbnail shop-media__thumbnail--current" aria-current="true" tabindex="0" aria-label="Show Linen overshirt in Sand (1 of 8)"><img loading="lazy" decoding="async" srcset="…" sizes="auto, 4rem" src="…" alt="" width="1200" height="1500"></button>
 *     <button type="button" class="shop-media__thumbnail" tabindex="-1" aria-label="Show The overshirt on a walk (2 of 8)">…</button>
 *   </div>
 * </shop-media>
 * ```
 *
 * - `.shop-media__viewer`: the main view. It holds one `.shop-media__media`: an `<img>`, a
 *   `<video controls playsinline preload="none">` with its poster and `<source>`s, or, for an external
 *   video or a 3D model with a file, `<a class="shop-media__link" target="_blank">` around the preview
 *   image and `<span class="shop-media__link-text">` ("Watch video", "View in 3D").
 * - `.shop-media__thumbnails`: the row of thumbnails (two or more media), one tab stop: the arrow keys,
 *   Home and End move between them and show the one they reach.
 * - `.shop-media__thumbnail`: one thumbnail button; `--current` (and `aria-current="true"`) on the one shown.
 *
 * @cssproperty --shop-media-gap - Space between the main view and the thumbnails, and between thumbnails (default 0.5rem).
 * @cssproperty --shop-media-ratio - The main view's aspect ratio in the snippet's gallery (`.shop-product__media`, default 4 / 5).
 * @cssproperty --shop-thumbnail-size - Width of a thumbnail (default 4rem).
 * @cssproperty --shop-radius - Corners of the thumbnails.
 * @cssproperty --shop-focus-color - Focus ring colour.
 */
export class ShopMedia extends LightConsumer {
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
    this.addEventListener('click', this.#handleClick);
    this.addEventListener('keydown', this.#handleKeydown);
  }

  /** The media in the main view; the product and the variant it follows (the last one: a selection without a variant keeps the view). */
  #current: Media | null = null;
  #product: Product | null = null;
  #variant: Variant | null = null;
  /** The media listed as thumbnails, in their order; the one the main view last showed. */
  #list: Media[] = [];
  #shown: Media | null = null;

  protected override willUpdate(): void {
    const state = this.ready;
    if (!state) return;
    const { product, variant } = state;
    // A new variant shows its media in this update, the one that shows its price: not one later.
    if (product !== this.#product || (variant && variant !== this.#variant)) {
      this.#current = variantMedia(product, variant) ?? (product === this.#product ? this.#current : null);
      // Bound to the server's gallery for the first time: a thumbnail the shopper pressed before the code came is shown.
      const pressed = this.#product ? -1 : this.#buttons().findIndex((b) => b.hasAttribute('data-pressed'));
      if (pressed >= 0) this.#current = product.media[pressed] ?? this.#current;
      this.#product = product;
      this.#variant = variant ?? this.#variant;
    }
  }

  protected draw(): void {
    const state = this.ready;
    this.#list = state ? mediaFor(state.product, this.#variant, this.hideOtherVariants) : [];
    const current = this.#list.find((x) => x === this.#current) ?? this.#list[0] ?? null;
    // A new <video> for a new video: one does not reload when its <source>s change.
    const video = this.querySelector(':scope > .shop-media__viewer > video');
    if (video && current !== this.#shown && this.#shown) video.remove();
    this.#shown = current;
    this.write('shop-media__viewer', state && current && mediaMarkup(this.#list, current, state, this.sizes));
  }

  #buttons(): Element[] {
    return [...this.querySelectorAll(THUMBNAILS)];
  }

  /** A thumbnail's press shows its media. */
  #handleClick = (event: Event): void => {
    const button = (event.target as Element).closest?.('.shop-media__thumbnail');
    const media = button && this.#list[this.#buttons().indexOf(button)];
    if (!media) return;
    this.#current = media;
    this.requestUpdate();
  };

  /** Arrow keys, Home and End move between thumbnails and show the one they reach (the row is one tab stop). */
  #handleKeydown = (event: KeyboardEvent): void => {
    const buttons = this.#buttons() as HTMLButtonElement[];
    const i = buttons.indexOf(event.target as HTMLButtonElement);
    if (i < 0) return;
    let step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -i, End: -1 - i }[event.key];
    if (!step) return;
    event.preventDefault();
    // Right to left, the left arrow moves on.
    if (/^Arrow[LR]/.test(event.key) && getComputedStyle(this).direction === 'rtl') step = -step;
    const next = buttons.at((i + step) % buttons.length)!;
    next.click();
    next.focus();
  };
}

/** The main view of one media entry. */
function viewMarkup(media: Media, alt: string, sizes: string, { viewModel, watchVideo }: ReadyState['presentation']['strings']): Markup {
  if (media.type === 'video') {
    return m('video', 'shop-media__media', media.sources.map((source) => m('source', '', [], { src: source.url, type: source.mimeType || null })), {
      controls: '', playsinline: '', preload: 'none', poster: media.src, 'aria-label': alt, ...box(media),
    });
  }
  // External videos and 3D models: the preview and a link that opens them (no third-party iframe: the strict CSP holds).
  if (media.type === 'image' || !media.href) return image(media, alt, sizes, 'shop-media__media');
  return m('a', 'shop-media__link', [image(media, alt, sizes, 'shop-media__media'), m('span', 'shop-media__link-text', media.type === 'model' ? viewModel : watchVideo)], {
    href: media.href, target: '_blank', rel: 'noopener',
  });
}

/** The gallery's markup: the main view of `current`, and a thumbnail for each of `list` when there are two or more. */
export function mediaMarkup(list: readonly Media[], current: Media, { product, presentation: { strings: s } }: ReadyState, sizes: string): Markup[] {
  const markup = [m('div', 'shop-media__viewer', [viewMarkup(current, current.alt || product.title, sizes, s)])];
  if (list.length > 1) {
    markup.push(m('div', 'shop-media__thumbnails', list.map((media, i) => m('button', `shop-media__thumbnail${media === current ? ' shop-media__thumbnail--current' : ''}`, [image(media, '', 'auto, 4rem', null)], {
      type: 'button',
      'aria-current': media === current ? 'true' : null,
      tabindex: media === current ? '0' : '-1',
      'aria-label': fill(s.showMedia, { alt: media.alt || product.title, n: i + 1, total: list.length }),
    }))));
  }
  return markup;
}
