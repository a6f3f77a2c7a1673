// The product's announcer and address writer load on the shopper's first move toward the product
// (issue 37 item 4), never at idle. This file is its own page: when it starts, nothing has asked for
// them (first-use-voice.test.ts: a script's choice before any move).
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { idleSyncUrlShirt, movedPartsLoaded, until } from './helpers.js';

describe('the announcer and the address writer, on the first move', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  it('load on a pointer over the product, not while the shopper only looks; then a choice is written at once', async () => {
    const product = await idleSyncUrlShirt();
    expect(movedPartsLoaded(), 'nothing at idle').to.deep.equal([]);
    product.querySelector('shop-price')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(() => movedPartsLoaded().length === 2);
    expect(movedPartsLoaded()).to.deep.equal(['announcer.ts', 'url-write.ts']);
    // Here before the choice: the address follows in the same task.
    await new Promise((resolve) => setTimeout(resolve, 200));
    product.selectVariant('43100000000005');
    expect(new URL(location.href).searchParams.get('variant')).to.equal('43100000000005');
  });
});
