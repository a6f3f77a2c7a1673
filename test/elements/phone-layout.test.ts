// What a shopper on a phone sees, with the layout the package ships: the elements' own styles, and
// those with the theme folder's stylesheet (theme/assets/shop-elements.css) and the snippet's classes
// on the elements. At 320–375 px, in English and German, plan names and prices keep the width (the
// price goes under the name), long values wrap inside their value; nothing below the product moves
// when the elements take over from the fallback; and a choice that changes another option on its own
// says so where the shopper looks, for a few seconds. (The demo's themes at phone width: the demo's
// own tests, test/demo/demo.e2e.node.test.mjs.)
// Widths are the product's own (a sized container: the selector queries its own width), so the
// same checks run in all three engines (the test runner can set the viewport of Chromium only).
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { ShopProduct, type VariantPicker } from '../../src/all.js';
import { fixture$, loaded, mount, radio, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

/**
 * The layouts the package ships: the elements' own styles alone, or with the theme folder's
 * stylesheet, the elements carrying the classes the theme's snippet (theme/snippets/shop-product.liquid) gives them.
 */
const LAYOUTS = [
  { name: 'own styles', stylesheet: null, product: '', picker: '', plans: '' },
  { name: 'the theme folder\'s shop-elements.css', stylesheet: '/theme/assets/shop-elements.css', product: 'shop-product', picker: 'shop-product__picker', plans: 'shop-product__plans' },
] as const;

/** Puts a stylesheet on the test page (none: nothing); resolves, once it applies, with what removes it. */
function useStylesheet(href: string | null): Promise<() => void> {
  if (!href) return Promise.resolve(() => {});
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  document.head.append(link);
  return new Promise((resolve, reject) => {
    link.onload = () => resolve(() => link.remove());
    link.onerror = () => reject(new Error(`${href} did not load`));
  });
}

const box = (el: Element) => el.getBoundingClientRect();

/** A one-option product whose values are all available: the default layout's expected shape. */
const ONE_OPTION = JSON.stringify({
  id: 9, title: 'Mug', handle: 'mug', available: true,
  options: [{ name: 'Size', position: 1 }],
  variants: ['S', 'M', 'L'].map((size, i) => ({ id: 90 + i, title: size, options: [size], price: 1200, available: true })),
});

/** Long values, and sold-out and unavailable ones (long German state lines). */
const LONG_VALUES = JSON.stringify({
  id: 8, title: 'Backpack', handle: 'backpack', available: true,
  options: [{ name: 'Fassungsvermögen und Tragekonfiguration', position: 1 }, { name: 'Farbe', position: 2 }],
  variants: [
    { id: 81, title: 'a', options: ['28 Liter mit abnehmbarem Hüftgurt, Regenhülle und gepolstertem Laptopfach', 'Mitternachtsblau mit reflektierenden Paspeln'], price: 15900, available: true },
    { id: 82, title: 'b', options: ['Donaudampfschifffahrtsgesellschaftskapitänsrucksackvariante', 'Mitternachtsblau mit reflektierenden Paspeln'], price: 18900, available: false },
    { id: 83, title: 'c', options: ['28 Liter mit abnehmbarem Hüftgurt, Regenhülle und gepolstertem Laptopfach', 'Oliv'], price: 15900, available: true },
  ],
});

describe('on a phone', () => {
  let shop: Storefront;
  let release: () => void;
  beforeEach(async () => {
    const gate = new Promise<void>((resolve) => (release = resolve));
    shop = stubStorefront({
      '/products/organic-coffee.js': { body: await fixture$('coffee') },
      '/products/merino-crew-sweater.js': { body: await fixture$('apparel') },
      '/products/backpack.js': { body: LONG_VALUES },
      '/products/mug.js': { body: ONE_OPTION },
      '/products/slow-mug.js': { body: ONE_OPTION, gate },
    });
  });
  afterEach(() => {
    release();
    shop.restore();
  });

  describe('<selling-plan-selector>', () => {
    for (const layout of LAYOUTS) {
      for (const locale of ['en', 'de']) {
        for (const width of [320, 375]) {
          it(`puts each price under its name at ${width} px (${locale}, ${layout.name}): no narrow column, nothing overflows`, async () => {
            const remove = await useStylesheet(layout.stylesheet);
            try {
              // The prepaid group chosen: its plans have the longest prices ("… pro Lieferung · … im Voraus").
              const { el: selector } = await mount(
                `<div style="inline-size: ${width}px"><shop-product class="${layout.product}" handle="organic-coffee" currency="EUR" locale="${locale}" selling-plan-id="4100000004"><selling-plan-selector class="${layout.plans}"></selling-plan-selector></shop-product></div>`,
                { inner: 'selling-plan-selector' },
              );
              const host = box(selector);
              expect(host.right, 'the selector: inside the phone\'s width').to.be.at.most(box(selector.closest('shop-product')!.parentElement!).right + 0.5);
              const labels = [...selector.querySelectorAll('label.shop-plans__option')];
              expect(labels.length).to.equal(5); // one-time, two groups, two prepaid plans
              for (const label of labels) {
                const name = box(label.querySelector('.shop-plans__name')!);
                const price = box(label.querySelector('.shop-plans__price')!);
                const what = label.textContent!.replace(/\s+/g, ' ').trim();
                expect(price.top, `${what}: under the name`).to.be.at.least(name.bottom - 1);
                expect(Math.abs(price.left - name.left), `${what}: in the name's column`).to.be.below(1);
                expect(box(label).right, `${what}: inside the selector`).to.be.at.most(host.right + 0.5);
                // The column the name and price share takes what the option leaves: never a narrow one.
                expect(name.width, `${what}: the name's width`).to.be.above(box(label).width / 2);
              }
              expect(selector.querySelector('fieldset')!.scrollWidth).to.be.at.most(Math.ceil(host.width));
            } finally {
              remove();
            }
          });
        }
      }
    }

    for (const layout of LAYOUTS) {
      it(`keeps the price beside the name where there is room (640 px, ${layout.name})`, async () => {
        const remove = await useStylesheet(layout.stylesheet);
        try {
          const { el: selector } = await mount(
            `<div style="inline-size: 640px"><shop-product class="${layout.product}" handle="organic-coffee" currency="EUR" locale="de" selling-plan-id="4100000004"><selling-plan-selector class="${layout.plans}"></selling-plan-selector></shop-product></div>`,
            { inner: 'selling-plan-selector' },
          );
          for (const label of selector.querySelectorAll('label.shop-plans__option')) {
            const name = box(label.querySelector('.shop-plans__name')!);
            const price = box(label.querySelector('.shop-plans__price')!);
            expect(price.top, label.textContent!).to.be.below(name.bottom); // same row
            expect(price.left, label.textContent!).to.be.at.least(name.right); // beside, to the right
          }
        } finally {
          remove();
        }
      });
    }
  });

  describe('<variant-picker>', () => {
    for (const layout of LAYOUTS) {
      it(`wraps long values and long German state lines inside their value at 320 px (${layout.name})`, async () => {
        const remove = await useStylesheet(layout.stylesheet);
        try {
          const { el: picker } = await mount(
            `<div style="inline-size: 320px"><shop-product class="${layout.product}" handle="backpack" currency="EUR" locale="de"><variant-picker class="${layout.picker}"></variant-picker></shop-product></div>`,
            { inner: 'variant-picker' },
          );
          const host = box(picker);
          expect(host.right, 'the picker: inside the phone\'s width').to.be.at.most(box(picker.closest('shop-product')!.parentElement!).right + 0.5);
          const labels = [...picker.querySelectorAll('label')];
          expect(labels.some((l) => l.classList.contains('shop-picker__value--sold-out')), 'a value says "Ausverkauft"').to.equal(true);
          for (const label of labels) {
            const what = label.textContent!.replace(/\s+/g, ' ').trim();
            expect(box(label).right, `${what}: inside the picker`).to.be.at.most(host.right + 0.5);
            for (const text of label.querySelectorAll('.shop-picker__name, .shop-picker__state')) {
              expect(text.scrollWidth, `${what}: wraps inside its value`).to.be.at.most(Math.ceil(box(label).width));
            }
          }
          expect(picker.querySelector('fieldset')!.scrollWidth).to.be.at.most(Math.ceil(host.width));
        } finally {
          remove();
        }
      });
    }
  });

  describe('no layout shift', () => {
    /**
     * Where `el` is at every frame from now until `stop()`: its distinct boxes (top and height, to the
     * half pixel), measured each frame before it is painted. Boxes, not layout-shift entries: only
     * Chromium reports those, and a check that cannot see a shift is no check.
     */
    function boxesOf(el: Element): { stop(): string[] } {
      const seen = new Set<string>();
      const measure = () => {
        const { top, height } = box(el);
        seen.add(`top ${Math.round(top * 2) / 2}, height ${Math.round(height * 2) / 2}`);
      };
      let frame = 0;
      const each = () => {
        measure();
        frame = requestAnimationFrame(each);
      };
      each();
      return {
        stop() {
          cancelAnimationFrame(frame);
          measure();
          return [...seen];
        },
      };
    }

    /** Two frames: layout, paint and the layout-shift entries of what changed are done. */
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

    /** A theme's product form at phone width (line height 1.5, as themes set it): the product, then the button. */
    const form = (product: string) =>
      `<div style="inline-size: 375px; font: 16px/1.5 sans-serif">${product}<button type="submit">Add to cart</button></div>`;

    it('the default layout without fallback reserves its expected height while loading: the button does not move', async () => {
      const { host, product } = await mount(form('<shop-product handle="slow-mug" currency="EUR" locale="en"></shop-product>'), { ready: false });
      const button = host.querySelector('button')!;
      await product.updateComplete;
      await frames();
      const before = box(button).top;
      expect(box(product).height, 'room reserved while loading').to.be.above(50);
      const boxes = boxesOf(button);
      release();
      await loaded(product);
      await until(() => !!product.querySelector('variant-picker')?.querySelector('label'));
      await frames();
      const seen = boxes.stop();
      expect(seen.join(' → '), 'the button at every frame').to.equal(seen[0]);
      expect(box(button).top).to.be.closeTo(before, 0.5);
    });

    it('with the documented fallback (a price and <select name="id">), nothing below moves when the elements take over', async () => {
      // The theme measured its layout once (what `--shop-reserve` is set to for this template).
      const { product: measured } = await mount(form('<shop-product handle="mug" currency="EUR" locale="en"></shop-product>'));
      await until(() => !!measured.querySelector('variant-picker')?.querySelector('label'));
      const reserve = box(measured).height;
      // docs/guide.md's pattern, under a tag defined only later: before the script, while loading, once ready.
      const style = Object.assign(document.createElement('style'), {
        textContent: `late-product { --shop-reserve: ${reserve}px } late-product:not(:defined) { display: grid; gap: var(--shop-gap, 1rem); min-block-size: var(--shop-reserve) }`,
      });
      document.head.append(style);
      try {
        const { host, el: product } = await mount<ShopProduct>(
          form(`<late-product handle="slow-mug" currency="EUR" locale="en">
            <p style="margin: 0">€12.00</p>
            <label>Size <select name="id"><option value="90">S</option><option value="91">M</option></select></label>
          </late-product>`),
          { ready: false, inner: 'late-product' },
        );
        const button = host.querySelector('button')!;
        await frames();
        const before = box(button).top;
        const boxes = boxesOf(button);
        if (!customElements.get('late-product')) customElements.define('late-product', class extends ShopProduct {});
        await product.updateComplete;
        await frames();
        expect(box(button).top, 'once the script runs, while loading').to.be.closeTo(before, 0.5);
        release();
        await loaded(product);
        await until(() => !!product.querySelector('variant-picker')?.querySelector('label'));
        await frames();
        const seen = boxes.stop();
      expect(seen.join(' → '), 'the button at every frame').to.equal(seen[0]);
        expect(box(button).top, 'once ready').to.be.closeTo(before, 0.5);
      } finally {
        style.remove();
      }
    });
  });

  describe('a choice that changes another option on its own', () => {
    it('shows the note by the picker for a few seconds, then hides it where it was', async () => {
      const { el: picker, product } = await mount<VariantPicker>(
        '<div style="inline-size: 375px"><shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678905"><variant-picker></variant-picker></shop-product></div>',
        { inner: 'variant-picker' },
      );
      const root = picker;
      expect(root.querySelector('.shop-picker__note')).to.equal(null);
      radio(root, 'Forest', 'Color').click(); // no Forest in Cashmere blend: Material moves to Merino
      await picker.updateComplete;
      expect(product.variant!.options).to.deep.equal(['S', 'Forest', 'Merino']);
      const note = root.querySelector<HTMLElement>('.shop-picker__note')!;
      expect(getComputedStyle(note).visibility).to.equal('visible');
      expect(shadowText(picker)).to.contain('Material changed to Merino: Cashmere blend is not available in Forest');
      // The live region says it; the visible copy is not said a second time.
      expect(note.getAttribute('aria-hidden')).to.equal('true');
      // A few seconds later (the time fast-forwarded): hidden, its room kept, so nothing below moves.
      const where = box(note);
      const [hide] = note.getAnimations();
      expect(hide, 'a timed hide').to.not.equal(undefined);
      expect(Number(hide!.effect!.getComputedTiming().endTime), 'shown for').to.be.within(3000, 10000);
      hide!.finish();
      expect(getComputedStyle(note).visibility).to.equal('hidden');
      expect(box(note).toJSON()).to.deep.equal(where.toJSON());
      // The next choice that moves something shows its own note again, from the start.
      radio(root, 'Cashmere blend', 'Material').click(); // Forest has no Cashmere blend: Color moves
      await picker.updateComplete;
      const next = root.querySelector<HTMLElement>('.shop-picker__note')!;
      expect(next.textContent).to.match(/^Color changed to /);
      expect(getComputedStyle(next).visibility).to.equal('visible');
      // A choice that changes nothing else takes the note away.
      radio(root, 'M', 'Size').click();
      await picker.updateComplete;
      expect(root.querySelector('.shop-picker__note')).to.equal(null);
    });

    it('the default layout\'s picker lets the theme style the note (.shop-picker__note)', async () => {
      const { product } = await mount('<shop-product handle="merino-crew-sweater" currency="EUR" locale="en" variant-id="44012345678905"></shop-product>');
      const style = Object.assign(document.createElement('style'), { textContent: 'shop-product .shop-picker__note { color: rgb(1, 2, 3) }' });
      document.head.append(style);
      try {
        product.selectOption('Color', 'Forest');
        const picker = product.querySelector('variant-picker')!;
        await picker.updateComplete;
        expect(getComputedStyle(picker.querySelector('.shop-picker__note')!).color).to.equal('rgb(1, 2, 3)');
      } finally {
        style.remove();
      }
    });

    it('says it in German, in the select picker too', async () => {
      const { el: picker, product } = await mount<VariantPicker>(
        '<shop-product handle="merino-crew-sweater" currency="EUR" locale="de" variant-id="44012345678905"><variant-picker type="select"></variant-picker></shop-product>',
        { inner: 'variant-picker' },
      );
      product.selectOption('Color', 'Forest');
      await picker.updateComplete;
      expect(picker.querySelector('.shop-picker__note')!.textContent).to.equal('Material geändert zu Merino: Cashmere blend gibt es nicht in Forest');
    });
  });
});
