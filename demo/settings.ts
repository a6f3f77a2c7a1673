/**
 * The demo's switchers, shared by the product page (index.html) and the review page (review.html).
 *
 * Every setting lives in the page's query string (so a view can be linked and screenshotted);
 * the two the mock storefront must see are also written to cookies before any element fetches:
 * `mock_currency` (the customer's currency: `/cart.js` reports it and product amounts are converted)
 * and `mock_network` (normal, slow, 404, 429 then OK, malformed JSON, 500; or only the add failing:
 * add-422, add-422-html, add-429, add-500, add-500-after-add, add-hang, add-offline), and `mock_cut` (how many
 * variants `/products/<handle>.js` and the inline product JSON carry: 250 as on the platform, or 100 as
 * on some shops; big-catalogue's 2,048 come whole only through the theme's JSON view). They are session cookies:
 * the choice lasts for the browser session, not beyond. The library keeps one request
 * per URL per page, so a currency, network or product change reloads the page; locale, money format,
 * theme and picker type apply at once.
 *
 * Import this module before `../src/all.ts`: its cookies must be set before the first fetch.
 */
import { cartStore } from '../src/data/cart-store.js';
import { DEMO_LOCALES, directionOf } from './locales.js';
import minimalTheme from './themes/minimal.css?url';
import boutiqueTheme from './themes/boutique.css?url';

export interface Choice {
  value: string;
  label: string;
}

export const CURRENCIES: readonly Choice[] = [
  { value: 'EUR', label: 'EUR' },
  { value: 'USD', label: 'USD' },
  { value: 'JPY', label: 'JPY' },
  { value: 'KWD', label: 'KWD' },
  { value: 'CHF', label: 'CHF' },
];

/** English and every language of the theme's locale files, each named in its own language: "français (fr)". */
export const LOCALES: readonly Choice[] = DEMO_LOCALES.map((value) => ({ value, label: `${new Intl.DisplayNames([value], { type: 'language' }).of(value)} (${value})` }));

/**
 * The shop's money format as the server rendered it into the page (the theme folder's snippet writes
 * `shop.money_format` on each `<shop-product>`), or null on a page no server rendered (then Intl).
 */
const SHOP_FORMAT = document.querySelector('shop-product[money-format]')?.getAttribute('money-format') ?? null;

/** Money formats: the shop's, Intl, and two theme format strings (the last shows that tags are stripped). */
export const MONEY_FORMATS: readonly (Choice & { format: string | null })[] = [
  { value: 'shop', label: SHOP_FORMAT === null ? "the shop's (none here: Intl)" : `the shop's: ${SHOP_FORMAT}`, format: SHOP_FORMAT },
  { value: 'intl', label: 'Intl.NumberFormat', format: null },
  { value: 'comma', label: '{{amount_with_comma_separator}} €', format: '{{amount_with_comma_separator}} €' },
  { value: 'html', label: '<span class=money>${{amount}}</span>', format: '<span class=money>${{ amount }}</span>' },
];

export const THEMES: readonly (Choice & { href: string })[] = [
  { value: 'minimal', label: 'Minimal', href: minimalTheme },
  { value: 'boutique', label: 'Boutique', href: boutiqueTheme },
];

export const NETWORKS: readonly Choice[] = [
  { value: 'normal', label: 'normal' },
  { value: 'slow', label: 'slow (2 s)' },
  { value: '404', label: '404 page' },
  { value: '429', label: '429, then OK' },
  { value: 'malformed', label: 'malformed JSON' },
  { value: '500', label: '500 server error' },
  // Only the add (`POST cart/add.js`) fails: the product loads, the buy button says what happened.
  { value: 'add-422', label: 'add: 422 refused' },
  { value: 'add-422-html', label: 'add: 422 with an HTML page' },
  { value: 'add-429', label: 'add: 429 every time' },
  { value: 'add-500', label: 'add: 500 server error' },
  { value: 'add-500-after-add', label: 'add: 500 after adding' },
  { value: 'add-hang', label: 'add: no answer (10 s timeout)' },
  { value: 'add-offline', label: 'add: offline (no answer)' },
];

/** Variants the shop puts in `/products/<handle>.js` (the platform: 250; some shops: 100). */
export const CUTS: readonly Choice[] = [
  { value: '250', label: '250 (the platform)' },
  { value: '100', label: '100 (some shops)' },
];

export interface Settings {
  currency: string;
  locale: string;
  format: string;
  theme: string;
  network: string;
  cut: string;
}

/** The storefront root: the page's folder, so the static demo also works from a sub-path. */
export const root = new URL('./', location.href).pathname;

/**
 * The storefront root of a locale, as a shop with a German locale has it: `/de/` for German, so
 * the shop answers the cart's refusals and the form post's page in German (`/fr/` for French: the
 * fake's words are English and German only, the elements' and the theme's every language). The static demo has
 * no shop behind it (its files are at the root only): the page's folder there.
 */
export function localeRoot(locale: string): string {
  return locale === 'en' || !import.meta.env.DEV ? root : `${root}${locale}/`;
}

/**
 * Sets the platform's routes-root global to the locale's root, as a shop's page defines it
 * (`window.Shopify.routes.root`): the elements send every storefront request under it, and the
 * theme's own code (the drawer, the form's action) builds its URLs from it.
 */
function setRoutesRoot(locale: string): void {
  const w = window as { Shopify?: { routes?: { root?: string } } };
  w.Shopify ??= {};
  w.Shopify.routes = { ...w.Shopify.routes, root: localeRoot(locale) };
  scopeNetworkCookie(localeRoot(locale));
}

/** The fake's data paths under a storefront root: the product data and the Ajax cart. */
const dataPaths = (base: string) => [`${base}products/`, `${base}cart.js`, ...['add', 'change', 'update', 'clear'].map((a) => `${base}cart/${a}.js`)];

/** The roots whose data paths carry this page's network cookie. */
const networkRoots = new Set<string>();

/**
 * Puts the network cookie on the data paths of `base` (the root requests are sent under now), as
 * the page reaches it; the roots it had keep theirs (an element may still post under the language
 * it was loaded in). Not on every locale's at once: 33 roots × 7 paths is past Chromium's 180
 * cookies per host, and it drops the oldest — English's, written first — so an English page's add
 * was never failed by the switch.
 */
function scopeNetworkCookie(base: string): void {
  if (networkRoots.has(base)) return;
  networkRoots.add(base);
  for (const path of dataPaths(base)) writeCookie('mock_network', settings.network === 'normal' ? null : settings.network, path);
}

function cookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

function writeCookie(name: string, value: string | null, path: string): void {
  document.cookie = value === null
    ? `${name}=; path=${path}; max-age=0; SameSite=Lax`
    : // A session cookie: a choice lasts while the browser is open, never a year (a bare URL must not stay broken).
      `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
}

function pick(choices: readonly Choice[], ...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    if (candidate && choices.some((c) => c.value === candidate)) return candidate;
  }
  return choices[0]!.value;
}

const params = new URLSearchParams(location.search);

/** The settings of this page: query string, else the cookies of an earlier visit, else defaults. */
export const settings: Settings = {
  currency: pick(CURRENCIES, params.get('currency')?.toUpperCase(), cookie('mock_currency')),
  locale: pick(LOCALES, params.get('locale')?.toLowerCase(), document.documentElement.lang.toLowerCase()),
  format: pick(MONEY_FORMATS, params.get('format')),
  theme: pick(THEMES, params.get('theme')),
  // `demo_network` only remembers the choice: the mock's cookie is not visible at this path.
  network: pick(NETWORKS, params.get('network'), cookie('demo_network')),
  cut: pick(CUTS, params.get('cut'), cookie('mock_cut')),
};

// The fake shop reads these. The network cookie is scoped to the data paths (under the page's
// root, see setRoutesRoot), so that "404" or "429 then OK" break the product and Ajax cart requests
// but never the native add-to-cart form post.
writeCookie('mock_currency', settings.currency, '/');
// The server-rendered collection page reads it too: at the root, not only on the data paths.
writeCookie('mock_cut', settings.cut === CUTS[0]!.value ? null : settings.cut, '/');
writeCookie('demo_network', settings.network, '/');
writeCookie('mock_network', null, '/');
// Before any element fetches: the product, the cart and its refusals come from the locale's root.
setRoutesRoot(settings.locale);

/** The theme format string of the current setting, or null for Intl. */
export function moneyFormat(): string | null {
  return MONEY_FORMATS.find((f) => f.value === settings.format)!.format;
}

/** Applies the settings that need no reload to the page and every <shop-product> and cart element in it. */
export function applyLiveSettings(): void {
  // The root first: whoever hears the language change (the drawer) reads the cart under it.
  setRoutesRoot(settings.locale);
  document.documentElement.lang = settings.locale;
  // Arabic and Hebrew are written right to left: the page, the elements and their prices follow `dir`.
  if (directionOf(settings.locale) === 'rtl') document.documentElement.dir = 'rtl';
  else document.documentElement.removeAttribute('dir');
  const link = document.querySelector<HTMLLinkElement>('link#theme')!;
  const href = new URL(THEMES.find((t) => t.value === settings.theme)!.href, location.href).href;
  // Set only when it changes: the server may have rendered it (a new href drops the sheet until it loads).
  if (link.href !== href) link.href = href;
  document.documentElement.dataset.theme = settings.theme;
  const format = moneyFormat();
  // The products and the cart elements (the header's count, the drawer's cart) alike.
  for (const product of document.querySelectorAll('shop-product, shop-cart, shop-cart-count')) {
    product.setAttribute('locale', settings.locale);
    if (format === null) product.removeAttribute('money-format');
    else product.setAttribute('money-format', format);
  }
}

/** This page's address with `changes` applied to the query string. */
export function urlWith(changes: Record<string, string | null>, base: string = location.href): URL {
  const url = new URL(base, location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return url;
}

export interface Switcher {
  name: string;
  label: string;
  choices: readonly Choice[];
  value: string;
  /** `reload`: write the query string and reload (fresh requests); `live`: call `onChange`. */
  mode: 'reload' | 'live';
  onChange?: (value: string) => void;
}

/** The standard switchers; `extra` come first (e.g. the product). */
export function standardSwitchers(extra: Switcher[] = []): Switcher[] {
  const live = (key: keyof Settings) => (value: string) => {
    settings[key] = value;
    history.replaceState(history.state, '', urlWith({ [key]: value }));
    applyLiveSettings();
    updateNavLinks();
  };
  return [
    ...extra,
    { name: 'currency', label: 'Currency', choices: CURRENCIES, value: settings.currency, mode: 'reload' },
    {
      name: 'locale', label: 'Locale', choices: LOCALES, value: settings.locale, mode: 'live',
      onChange: (value) => {
        live('locale')(value);
        // The cart's lines are product data in the language of the root they are read under (the
        // merchant's translations): a page loaded in the new language would read them there.
        if (cartStore().cart) cartStore().refresh().catch(() => {});
      },
    },
    { name: 'format', label: 'Money format', choices: MONEY_FORMATS, value: settings.format, mode: 'live', onChange: live('format') },
    { name: 'theme', label: 'Theme', choices: THEMES, value: settings.theme, mode: 'live', onChange: live('theme') },
    { name: 'network', label: 'Network', choices: NETWORKS, value: settings.network, mode: 'reload' },
    { name: 'cut', label: 'Variant cut', choices: CUTS, value: settings.cut, mode: 'reload' },
  ];
}

/**
 * One labelled native select per switcher in `toolbar`: the page's own `select[name]` where it has one
 * (its box is already laid out), else a new one at the end.
 */
export function renderToolbar(toolbar: HTMLElement, switchers: Switcher[]): void {
  for (const s of switchers) {
    const select = toolbar.querySelector<HTMLSelectElement>(`select[name="${s.name}"]`) ?? newSwitcher(toolbar, s);
    for (const c of s.choices) select.add(new Option(c.label, c.value, false, c.value === s.value));
    select.addEventListener('change', () => {
      if (s.mode === 'live') {
        s.onChange?.(select.value);
        return;
      }
      location.assign(urlWith({ [s.name]: select.value }));
    });
  }
}

function newSwitcher(toolbar: HTMLElement, s: Switcher): HTMLSelectElement {
  const label = document.createElement('label');
  const caption = document.createElement('span');
  caption.textContent = s.label;
  const select = document.createElement('select');
  select.name = s.name;
  label.append(caption, select);
  toolbar.append(label);
  return select;
}

/** Links between the two pages carry the live settings along (the cookies carry the rest). */
export function updateNavLinks(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-settings]')) {
    const target = new URL(a.getAttribute('href')!, location.href);
    for (const key of ['locale', 'format', 'theme'] as const) target.searchParams.set(key, settings[key]);
    a.href = target.pathname + target.search;
  }
}

/** A note in static builds: there is no mock behind them, so currency and network do nothing. */
export function staticNote(): string | null {
  return import.meta.env.DEV
    ? null
    : 'Static demo: products are files in EUR, cut at 250 variants; the currency, network and cut switches need the mock storefront (npm start).';
}
