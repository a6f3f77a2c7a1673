// The product's announcer and its address writer (`sync-url`) are parts loaded on first use (issue 37
// item 4). This file is its own page: when it starts, nothing has asked for either. A choice a script
// makes before the shopper's first move loads them and is then applied: the address written, the
// change said once, in order.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { idleSyncUrlShirt, movedPartsLoaded, until } from './helpers.js';

/** Every non-empty text the product's live region said, in order. */
function heard(product: Element): string[] {
  const region = product.querySelector(':scope > .shop-product__status')!;
  const said: string[] = [];
  new MutationObserver(() => region.textContent && said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

/** The `?variant=` of each address written. */
function writes(): { variants: (string | null)[]; stop(): void } {
  const replace = history.replaceState;
  const variants: (string | null)[] = [];
  history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
    variants.push(new URL(String(args[2]), location.href).searchParams.get('variant'));
    return replace.apply(this, args);
  };
  return { variants, stop: () => (history.replaceState = replace) };
}

describe('the announcer and the address writer, on first use', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  it('load nothing while the shopper only looks; a script\'s choices before any move are written and said once, in order', async () => {
    const product = await idleSyncUrlShirt();
    expect(movedPartsLoaded(), 'nothing at idle').to.deep.equal([]);
    expect(new URL(location.href).searchParams.has('variant'), 'the address untouched').to.equal(false);

    const said = heard(product);
    const written = writes();
    try {
      // Two choices in one task, both before the code (S Navy Linen at €59.90, then S Navy Linen-Cotton at €49.90):
      // each is applied once it comes, in the order made.
      expect(product.selectVariant('43100000000005')).to.equal(true);
      expect(product.selectVariant('43100000000006')).to.equal(true);
      expect(product.variant!.id, 'the choice itself is at once').to.equal('43100000000006');
      expect(movedPartsLoaded(), 'the code was not here').to.deep.equal([]);
      await until(() => new URL(location.href).searchParams.get('variant') === '43100000000006');
      expect(written.variants, 'written in order, the last choice last').to.deep.equal(['43100000000005', '43100000000006']);
      expect(movedPartsLoaded()).to.deep.equal(['announcer.ts', 'url-write.ts']);
      await until(() => said.length > 0);
      // Settled and said: nothing more for these changes.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(said, 'the last price, said once').to.deep.equal(['Sale price €49,90, regular price €69,90, save 29%']);
    } finally {
      written.stop();
    }
  });
});
