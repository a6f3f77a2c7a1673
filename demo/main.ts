/**
 * Placeholder demo: one product from the mock storefront, its variant prices in three currencies,
 * formatted by the core. Product strings are set as text, never as HTML (see the
 * html-injection-test fixture).
 */
import { formatMoney } from '../src/core/money.js';
import { parseCart, parseProduct } from '../src/core/parse.js';
import type { Product } from '../src/core/types.js';
import { FIXTURES } from './fixtures/index.js';

const CURRENCIES = ['EUR', 'JPY', 'KWD'] as const;
const MAX_ROWS = 24;
/** The storefront root: the page's folder, so the static demo also works from a sub-path. */
const root = new URL('./', location.href).pathname;
const locale = document.documentElement.lang || undefined;

const form = document.querySelector<HTMLFormElement>('#controls')!;
const handleSelect = form.elements.namedItem('handle') as HTMLSelectElement;
const networkSelect = form.elements.namedItem('network') as HTMLSelectElement;
const title = document.querySelector('#title')!;
const status = document.querySelector('#status')!;
const head = document.querySelector('#head')!;
const rows = document.querySelector('#rows')!;

for (const { handle, label } of FIXTURES) handleSelect.add(new Option(`${label} (${handle})`, handle));
handleSelect.add(new Option('Unknown handle (404 page)', 'no-such-product'));
const params = new URLSearchParams(location.search);
handleSelect.value = params.get('handle') ?? FIXTURES[0]!.handle;
networkSelect.value = /(?:^|; )mock_network=([^;]*)/.exec(document.cookie)?.[1] ?? 'normal';

async function getText(path: string, currency: string, signal: AbortSignal): Promise<string> {
  const url = `${root}${path}?currency=${currency}`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return response.text();
}

function cell(text: string, className?: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

let current: AbortController | null = null;

async function show(): Promise<void> {
  current?.abort();
  const controller = (current = new AbortController());
  const handle = handleSelect.value;
  status.textContent = 'Loading…';
  status.classList.remove('error');
  try {
    const loaded = await Promise.all(
      CURRENCIES.map(async (code) => {
        const [cart, product] = await Promise.all([
          getText('cart.js', code, controller.signal).then(parseCart),
          getText(`products/${encodeURIComponent(handle)}.js`, code, controller.signal).then(parseProduct),
        ]);
        return { currency: cart.currency, product };
      }),
    );
    if (controller !== current) return;
    const base: Product = loaded[0]!.product;
    title.textContent = base.title;
    head.replaceChildren(head.firstElementChild!, ...loaded.map(({ currency }) => {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = currency;
      return th;
    }));
    rows.replaceChildren(
      ...base.variants.slice(0, MAX_ROWS).map((variant, i) => {
        const tr = document.createElement('tr');
        tr.append(cell(`${variant.title}${variant.available ? '' : ' (sold out)'}`));
        for (const { currency, product } of loaded) {
          const v = product.variants[i]!;
          const td = cell(formatMoney(v.price, { currency, locale }), 'money');
          if (v.compareAtPrice !== null && v.compareAtPrice > v.price) {
            const s = document.createElement('s');
            s.textContent = formatMoney(v.compareAtPrice, { currency, locale });
            td.append(' ', s);
          }
          tr.append(td);
        }
        return tr;
      }),
    );
    const more = base.variants.length - MAX_ROWS;
    status.textContent = more > 0 ? `${base.variants.length} variants; showing the first ${MAX_ROWS}.` : `${base.variants.length} variant(s).`;
  } catch (error) {
    if (controller !== current || controller.signal.aborted) return;
    title.textContent = '';
    rows.replaceChildren();
    status.textContent = `Could not load ${handle}: ${error instanceof Error ? error.message : String(error)}`;
    status.classList.add('error');
  }
}

handleSelect.addEventListener('change', () => {
  const url = new URL(location.href);
  url.searchParams.set('handle', handleSelect.value);
  history.replaceState(null, '', url);
  void show();
});
networkSelect.addEventListener('change', () => {
  document.cookie = `mock_network=${networkSelect.value}; path=/; SameSite=Lax`;
  void show();
});
void show();
