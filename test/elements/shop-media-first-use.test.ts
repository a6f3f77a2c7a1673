// The server's gallery before and after <shop-media>'s code comes (issue 37). This file is its own page:
// nothing has asked for the gallery's code when it starts (its code loads on the shopper's first move).
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopMedia } from '../../src/all.js';
import { loaded, mount, served } from './helpers.js';

/** Where each part of a gallery is drawn: the main view and every thumbnail. */
const boxes = (media: Element) => [...media.querySelectorAll('.shop-media__viewer, .shop-media__thumbnail')].map((e) => JSON.stringify(e.getBoundingClientRect()));

describe('<shop-media> on the server’s gallery', () => {
  it('is whole before its code comes; a thumbnail pressed before then is shown when it comes; an untouched gallery is bound without a write; nothing moves', async () => {
    // Two products of the snippet (linen-shirt: six media, a video and a 3D model; merino-socks: five images).
    const [shirt, socks] = await Promise.all([served('linen-shirt', 'EUR', '/'), served('merino-socks', 'EUR', '/')]);
    const { host } = await mount(`${shirt.outerHTML}${socks.outerHTML}`, { ready: false });
    const [pressed, untouched] = [...host.querySelectorAll('shop-product')].map((p) => p.querySelector('shop-media')!);
    await Promise.all([...host.querySelectorAll('shop-product')].map((p) => loaded(p as HTMLElement & { status: string })));
    expect(customElements.get('shop-media'), 'no code yet: the shopper has not moved').to.equal(undefined);

    // Before the code: the main image first and at once, the thumbnails lazy, each a button with its name.
    const main = pressed.querySelector<HTMLImageElement>('.shop-media__viewer > .shop-media__media')!;
    expect([main.loading, main.getAttribute('fetchpriority'), main.alt]).to.deep.equal(['eager', 'high', 'Linen Shirt in White, front']);
    const buttons = [...pressed.querySelectorAll<HTMLButtonElement>('.shop-media__thumbnail')];
    expect(buttons.map((b) => [b.type, b.querySelector('img')!.loading])).to.deep.equal(Array(6).fill(['button', 'lazy']));
    expect(buttons[0]!.getAttribute('aria-current')).to.equal('true');
    // Its room is its look: the main view 4:5 (the snippet's ratio), the thumbnails squares.
    const view = main.getBoundingClientRect();
    expect(view.height / view.width).to.be.closeTo(1.25, 0.01);
    const before = [boxes(pressed), boxes(untouched)];

    const writes: MutationRecord[] = [];
    new MutationObserver((records) => writes.push(...records)).observe(untouched, { subtree: true, childList: true, attributes: true, characterData: true });
    // The shopper presses the third thumbnail (Navy): that press is the first move; the code comes after it.
    buttons[2]!.click();
    expect(customElements.get('shop-media'), 'the press came before the code').to.equal(undefined);
    await customElements.whenDefined('shop-media');
    await Promise.all([pressed, untouched].map((m) => (m as ShopMedia).updateComplete));

    expect(pressed.querySelector<HTMLImageElement>('.shop-media__viewer > .shop-media__media'), 'the server’s image, kept').to.equal(main);
    expect(main.alt).to.equal('Linen Shirt in Navy, front');
    expect(main.getAttribute('src')).to.contain('linen-shirt-navy.png');
    expect(buttons.map((b) => b.getAttribute('aria-current'))).to.deep.equal([null, null, 'true', null, null, null]);
    expect(buttons.some((b) => b.hasAttribute('data-pressed')), 'the mark is gone').to.equal(false);
    expect(writes.map((r) => `${r.type} ${r.attributeName ?? ''}`), 'the untouched gallery was bound, not written').to.deep.equal([]);
    expect([boxes(pressed), boxes(untouched)], 'nothing moved').to.deep.equal(before);

    // Bound: the next press and the arrow keys work on the same buttons.
    buttons[4]!.click();
    await (pressed as ShopMedia).updateComplete;
    expect(pressed.querySelector('.shop-media__viewer > video'), 'the video').to.not.equal(null);
    expect(buttons[4]!.getAttribute('aria-current')).to.equal('true');
  });
});
