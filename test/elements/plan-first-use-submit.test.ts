// A plan chosen in the server's radios before <selling-plan-selector>'s code comes, then submitted at once
// (issue 37 item 4: the selector's code loads on the shopper's first move). This file is its own page.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import { formData, loaded, mount, served } from './helpers.js';

describe('a plan chosen before the selector’s code comes', () => {
  it('is what the form posts, once', async () => {
    const coffee = await served('house-blend-coffee', 'EUR', '/');
    coffee.removeAttribute('form');
    // No quantity and no gallery: nothing else in the form waits for its code.
    coffee.querySelector('shop-quantity')!.remove();
    coffee.querySelector('shop-media')?.remove();
    const { host } = await mount(`${coffee.outerHTML}<button type="submit">Add to cart</button>`, { form: true, ready: false });
    await loaded(host.querySelector('shop-product') as HTMLElement & { status: string });
    const form = host as HTMLFormElement;
    const posts: Record<string, string>[] = [];
    form.addEventListener('submit', (event) => {
      posts.push(formData(form));
      event.preventDefault();
    });
    expect(customElements.get('selling-plan-selector'), 'no code yet').to.equal(undefined);
    const plan = form.querySelector<HTMLInputElement>('selling-plan-selector input[type=radio][value="690000000101"]')!;
    plan.click();
    const button = form.querySelector<HTMLButtonElement>(':scope > button')!;
    form.requestSubmit(button);
    form.requestSubmit(button);
    expect(posts, 'held').to.deep.equal([]);
    await customElements.whenDefined('selling-plan-selector');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posts.map((p) => p.selling_plan ?? '')).to.deep.equal(['690000000101']);
  });
});
