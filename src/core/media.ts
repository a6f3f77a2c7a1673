/**
 * What the media gallery and the swatches show: pure functions of the typed product (no DOM).
 */
import type { Media, Product, Variant } from './types.js';

/** The variant's media: the entry of `product.media` it features (`featured_media`, else `featured_image`), or null. */
export function variantMedia(product: Product, variant: Variant | null): Media | null {
  return (variant && product.media.find((m) => m.variantIds.includes(variant.id))) ?? null;
}

/**
 * The media to list for a variant. With `hideOtherVariants`, only the media that belong to no other
 * variant: the variant's own and those no variant features. Without a variant, all of them.
 */
export function mediaFor(product: Product, variant: Variant | null, hideOtherVariants = false): Media[] {
  return hideOtherVariants && variant
    ? product.media.filter((m) => !m.variantIds.length || m.variantIds.includes(variant.id))
    : product.media;
}

/** The widths a CDN image is offered at: a phone picks a phone-sized one. */
const WIDTHS = [180, 360, 540, 720, 1080, 1440, 1920];

/**
 * A `srcset` for an image on the platform's CDN (a URL containing `/cdn/shop/` or `cdn.shopify.com`),
 * through the CDN's `width` query parameter, at the widths up to the image's own (when known); '' for
 * any other URL, which is used as it is.
 */
export function cdnSrcset(src: string, width: number | null = null): string {
  if (!/\/cdn\/shop\/|cdn\.shopify\.com/.test(src)) return '';
  // Without a width parameter it had (the CDN's own is replaced); commas and spaces would split a srcset entry.
  const base = src.replace(/([?&])width=\d*&?/, '$1').replace(/[?&]$/, '').replace(/[\s,]/g, encodeURIComponent);
  const max = Math.min(Math.round(width ?? 2048), 2048);
  return [...WIDTHS.filter((w) => w < max), max]
    .map((w) => `${base}${base.includes('?') ? '&' : '?'}width=${w} ${w}w`)
    .join(', ');
}
