// The server's stepper before and after <shop-quantity>'s code comes (issue 37: its code loads on the
// shopper's first move). This file is its own page: nothing has asked for that code when it starts.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopQuantity } from '../../src/all.js';
import { formData, loaded, mount, served } from './helpers.js';

const LINEN_COTTON = '43100000000002'; // XS / White / Linen-Cotton: given the rule min 2, increments of 2 here

describe('<shop-quantity> on the server’s stepper', () => {
  it('steps natively before its code comes and keeps the value; a submit meanwhile waits for the code and posts once, on the chosen variant’s rule', async () => {
    const shirt = await served('linen-shirt', 'EUR', '/');
    const data = shirt.querySelector<HTMLScriptElement>('script[type="application/json"]:not([data-shop-strings])')!;
    const product = JSON.parse(data.textContent!) as { variants: { id: number; quantity_rule?: unknown }[] };
    product.variants.find((v) => String(v.id) === LINEN_COTTON)!.quantity_rule = { min: 2, max: null, increment: 2 };
    data.textContent = JSON.stringify(product);
    // In the form we mount it in (the snippet's own form is not drawn here).
    shirt.removeAttribute('form');
    const { host } = await mount(`${shirt.outerHTML}<button type="submit">Add to cart</button>`, { form: true, ready: false });
    await loaded(host.querySelector('shop-product') as HTMLElement & { status: string });
    const form = host as HTMLFormElement;
    const quantity = form.querySelector('shop-quantity')!;
    const input = quantity.querySelector<HTMLInputElement>('.shop-stepper__input')!;
    const plus = quantity.querySelector<HTMLButtonElement>('.shop-stepper__button--increase')!;
    const posts: Record<string, string>[] = [];
    form.addEventListener('submit', (event) => {
      posts.push(formData(form));
      event.preventDefault();
    });
    expect(customElements.get('shop-quantity'), 'no code yet: the shopper has not moved').to.equal(undefined);

    // Two presses of + (the first is the first move: the code is asked for after its frame), heard as typing is.
    const heard: string[] = [];
    input.addEventListener('input', () => heard.push(input.value));
    plus.click();
    plus.click();
    expect([input.value, heard], 'the server’s input stepped on its own bounds').to.deep.equal(['3', ['2', '3']]);
    // Then Linen-Cotton (min 2, increments of 2), and the form submitted twice, all before the code comes.
    form.querySelector<HTMLInputElement>('input[type=radio][value="Linen-Cotton"]')!.click();
    const button = form.querySelector<HTMLButtonElement>(':scope > button')!;
    form.requestSubmit(button);
    form.requestSubmit(button);
    expect(customElements.get('shop-quantity'), 'it all came before the code').to.equal(undefined);
    expect(posts, 'held').to.deep.equal([]);

    await customElements.whenDefined('shop-quantity');
    await (quantity as ShopQuantity).updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The pressed 3 taken over, then put onto the variant's rule (4, not the minimum): what the form posts, once.
    expect(input.value).to.equal('4');
    expect(quantity.querySelector('.shop-quantity__rule')!.textContent).to.contain('2');
    expect(posts).to.deep.equal([{ id: LINEN_COTTON, quantity: '4' }]);
  });
});
