// A language the elements do not ship, from the theme alone: the theme renders its locale files into
// the page (theme/snippets/shop-elements-strings.liquid: a `data-shop-strings` script per page), and
// the elements speak it from their first data render. Here the page holds what that snippet renders
// for a French theme (fr.json), written into the test page as the theme would render it.
import { expect } from '@open-wc/testing';
import '../../src/all.js';
import type { ShopBuyButton, ShopProduct } from '../../src/all.js';
import { fixture$, mount, shadowText, stubStorefront, until, type Storefront } from './helpers.js';

/** What the snippet renders for a French theme (the strings these tests read; the rest stay English). */
const FRENCH = {
  price: 'Prix',
  soldOut: 'Épuisé',
  unavailable: 'Indisponible',
  chosenValue: '{option} : {value}',
  soldOutValidity: 'Cette variante est épuisée. Choisissez une autre option.',
};

/** The theme's strings script, as the snippet renders it for `lang`, in the page's head. */
function themeStrings(lang: string, strings: object): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.shopStrings = lang;
  script.textContent = JSON.stringify(strings);
  document.head.append(script);
}

/**
 * A theme's product form with its own button label, every text the button shows recorded from the
 * start (a text shown and replaced before the shopper could see it is recorded too).
 */
async function card(attrs: string) {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('shop-buy-button button')?.textContent?.trim();
    if (text && text !== seen.at(-1)) seen.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  after(() => observer.disconnect());
  const { host, product } = await mount<ShopProduct>(
    `<shop-product handle="merino-crew-sweater" currency="EUR" ${attrs}><variant-picker></variant-picker></shop-product>
      <shop-buy-button><button type="submit">Ajouter au panier</button></shop-buy-button>`,
    { form: true },
  );
  const wrapper = host.querySelector<ShopBuyButton>('shop-buy-button')!;
  await wrapper.updateComplete;
  return { product, form: host as HTMLFormElement, button: wrapper.querySelector('button')!, picker: product.querySelector('variant-picker')!, seen };
}

/** The product's one live region. */
const live = (product: ShopProduct) => product.querySelector(':scope > .shop-product__status')!;

describe('strings from the theme', () => {
  let shop: Storefront;
  before(() => themeStrings('fr', FRENCH));
  beforeEach(async () => {
    shop = stubStorefront({ '/products/merino-crew-sweater.js': { body: await fixture$('apparel') } });
  });
  afterEach(() => shop.restore());

  it('<shop-product locale="fr"> says sold out, unavailable and the price in the theme\'s French, from its first data render', async () => {
    const { product, button, picker, seen } = await card('locale="fr" variant-id="44012345678909"');
    expect(seen).to.deep.equal(['Ajouter au panier', 'Épuisé']); // the theme's label, then French: never "Sold out"
    expect(shadowText(picker)).to.contain('Épuisé').and.not.contain('Sold out');
    product.selectOption('Color', 'Moss');
    expect(button.textContent!.trim()).to.equal('Indisponible');
    product.selectVariant('44012345678904');
    await until(() => /^Prix /.test(live(product).textContent!.trim()));
    expect(live(product).textContent!.trim()).to.match(/^Prix \d+,\d\d\s€$/);
  });

  it('<html lang="fr"> alone is enough (no locale attribute)', async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'fr';
    after(() => (document.documentElement.lang = lang));
    const { button, picker, seen } = await card('variant-id="44012345678909"');
    expect(seen).to.deep.equal(['Ajouter au panier', 'Épuisé']);
    expect(button.textContent!.trim()).to.equal('Épuisé');
    expect(shadowText(picker)).to.contain('Épuisé').and.not.contain('Sold out');
  });

  it('a language the elements ship is overridden key by key: the theme\'s German "sold out", the module\'s other German', async () => {
    themeStrings('de', { soldOut: 'Vergriffen' });
    const { product, button, seen } = await card('locale="de-DE" variant-id="44012345678909"');
    expect(seen).to.deep.equal(['Ajouter au panier', 'Vergriffen']);
    product.selectOption('Color', 'Moss');
    expect(button.textContent!.trim()).to.equal('Nicht verfügbar');
  });
});
