// Custom states are styling only: a browser that cannot hold them still gets the product and a form
// that submits. Simulated here by changing ElementInternals.prototype.states for the test.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopProduct } from '../../src/all.js';
import { fixture$, shadowText, until } from './helpers.js';

const original = Object.getOwnPropertyDescriptor(ElementInternals.prototype, 'states');

/** Chrome 90–124: a CustomStateSet that takes only `--name` and throws on a plain name. */
function dashedOnly(this: ElementInternals) {
  const set = new Set<string>();
  return {
    add(name: string) {
      if (!name.startsWith('--')) throw new DOMException(`'${name}' is not a valid custom state`, 'SyntaxError');
      set.add(name);
    },
    delete: (name: string) => set.delete(name),
    has: (name: string) => set.has(name),
  };
}

const browsers: [string, () => void][] = [
  ['internals.states is missing (Safari before 17.4, Firefox before 126)', () => {
    Reflect.deleteProperty(ElementInternals.prototype, 'states');
  }],
  ['internals.states takes only --names (Chrome 90–124)', () => {
    Object.defineProperty(ElementInternals.prototype, 'states', { configurable: true, get: dashedOnly });
  }],
];

for (const [where, simulate] of browsers) {
  describe(`<shop-product> where ${where}`, () => {
    beforeEach(simulate);
    afterEach(() => {
      if (original) Object.defineProperty(ElementInternals.prototype, 'states', original);
    });

    it('renders the product and the form submits the variant id and selling plan', async () => {
      const form = await fixture<HTMLFormElement>(html`<form>
        <shop-product currency="EUR" locale="en" selling-plan-id="4100000004">
          <script type="application/json">${await fixture$('coffee')}</script>
        </shop-product>
      </form>`);
      const el = form.querySelector<ShopProduct>('shop-product')!;
      await until(() => el.status === 'ready');
      await el.updateComplete;
      expect(Object.fromEntries(new FormData(form))).to.deep.equal({ id: '45098765432101', selling_plan: '4100000004' });
      expect(shadowText(el)).to.include('€4,800.00');
      // Every change writes the custom states again (and they fail again): the form still follows the choice.
      el.selectVariant('45098765432106'); // 1 kg / Filter: no prepaid plans
      expect(Object.fromEntries(new FormData(form))).to.deep.equal({ id: '45098765432106' });
      el.selectVariant('45098765432105'); // sold out: the form refuses it
      expect(form.checkValidity()).to.equal(false);
    });
  });
}
