import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { mount, served, until } from './helpers.js';

/**
 * Issue 37, a click at DOMContentLoaded: the code a first move asks for ahead of its use (the cart
 * store, the add's words, the announcer and address writer, the gallery: parts of their own) is asked for once the frame that shows
 * what the move did has painted, never inside the move's own task. An `import()` alone takes
 * milliseconds there (2–3 ms at normal speed, profiled on the theme-cards page), all of it before the
 * shopper's new price could show. A page of its own: no earlier test has loaded these parts.
 */

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** When the browser started fetching each of these modules (resource timing), or undefined. */
const asked = (...names: RegExp[]) => names.map((name) => performance.getEntriesByType('resource').find((e) => name.test(e.name))?.startTime);
// The product's part (moved.ts). The cart store's file is no witness here: the test page has it already.
const PARTS = [/\/src\/elements\/shop-product\/moved\.ts\b/];

describe('the code a first move asks for ahead', () => {
  it('is asked for after the frame that shows a first click on a card, not in the click', async () => {
    const server = await served('linen-shirt', 'EUR', '/', undefined, { card: '1' });
    const { host } = await mount(server.closest('form')!.outerHTML);
    expect(asked(...PARTS), 'nothing asked for at idle').to.deep.equal([undefined]);
    const radio = [...host.querySelectorAll<HTMLInputElement>('variant-picker input[type=radio]')].find((r) => !r.checked)!;
    radio.click();
    const clicked = performance.now();
    await frame();
    const painting = performance.now();
    await until(() => asked(...PARTS).every((t) => t !== undefined));
    for (const [i, at] of asked(...PARTS).entries()) {
      // Not before the frame's callbacks (WebKit's clock has 1 ms steps: the fetch may start in the same one).
      expect(at! >= painting && at! > clicked, `${PARTS[i]} asked for at ${at!.toFixed(1)} ms, the click ended at ${clicked.toFixed(1)}, its frame at ${painting.toFixed(1)}`).to.equal(true);
    }
  });
});
