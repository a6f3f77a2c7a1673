/**
 * The swatches the demo theme renders from each option value's `swatch` (a colour or an image), as a
 * picker's `data-swatches` JSON: option name → value → `{color}` or `{image}`. The fake's Liquid
 * renders them as each value's `swatch` (demo/render-product.ts, demo/render-collection.ts).
 */
export const SWATCHES: Readonly<Record<string, Readonly<Record<string, { color: string } | { image: string }>>>> = {
  Color: {
    White: { color: '#f6f6f2' }, Navy: { color: '#1f2a44' }, Sand: { color: '#d8c7a3' },
    Oat: { color: '#e2d6be' }, Black: { color: '#181818' }, Forest: { color: '#225533' },
  },
  Colour: { 'Forest Green': { color: '#225533' }, Sand: { color: '#d8c7a3' } },
  Material: { Linen: { image: '/cdn/shop/files/swatch-sand-weave.png' }, 'Linen-Cotton': { image: '/cdn/shop/files/swatch-oat-weave.png' } },
};
