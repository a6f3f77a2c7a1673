/**
 * The fake's HTML: its error pages (one per status, the 404 among them), a product's page, the page the native
 * `POST /cart/add` form answers with, and the sections rendered for the Ajax cart's `sections`
 * (those two in the language of the request's locale, language.ts, and its direction).
 * Every string from a request or a document is escaped.
 */
import { directionOf, pageWords, type Language } from './language.js';

type Obj = Record<string, unknown>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}"${directionOf(language) === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem}table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}#submitted td{font-family:ui-monospace,monospace;white-space:pre-wrap;word-break:break-all}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const ERRORS: Record<number, [string, string]> = {
  404: ['404 Not Found', '<h1>404 Page not found</h1>\n<p>The page you were looking for does not exist.</p>\n<p><a href="/">Continue shopping</a></p>'],
  429: ['429 Too Many Requests', '<h1>Too many requests</h1>\n<p>Try again in a second.</p>'],
  500: ['500 Internal Server Error', '<h1>500 Internal Server Error</h1>\n<p>There was a problem loading this page.</p>'],
  502: ['502 Bad Gateway', '<h1>502 Bad Gateway</h1>\n<p>The shop could not be reached.</p>'],
};

/** The error page of `status`, as a storefront or a proxy in front of it answers. */
export function errorPage(status: number): string {
  const [title, body] = ERRORS[status] ?? [`Error ${status}`, `<h1>Error ${status}</h1>`];
  return page(title, body);
}

/** Integer hundredths of `currency`'s unit as the shopper reads it: `¥7,938`, `€91.00` (exact: Intl formats the decimal string). */
export function amountText(hundredths: unknown, currency: string, language: Language = 'en'): string {
  const value = BigInt(hundredths as bigint);
  const abs = value < 0n ? -value : value;
  const decimal = `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(decimal as unknown as number);
}

function cartTable(cart: Obj, language: Language, id = ''): string {
  const w = pageWords(language);
  const items = cart.items as Obj[];
  const currency = String(cart.currency);
  const rows = items.map((item) => {
    const plan = (item.selling_plan_allocation as Obj | undefined)?.selling_plan as Obj | undefined;
    const extras = [
      ...(plan ? [`${w.planLine}: ${String(plan.name)}`] : []),
      ...Object.entries(item.properties as Obj).map(([k, v]) => `${k}: ${String(v)}`),
    ].map((t) => `<br><small>${escapeHtml(t)}</small>`).join('');
    return `<tr><td>${escapeHtml(String(item.title))}${extras}</td><td>${String(item.quantity)}</td><td>${escapeHtml(amountText(item.final_line_price, currency, language))}</td></tr>`;
  });
  return `<table${id ? ` id="${id}"` : ''}>
<caption>${escapeHtml(w.cart(Number(cart.item_count), amountText(cart.total_price, currency, language)))}</caption>
<thead><tr><th scope="col">${w.item}</th><th scope="col">${w.quantity}</th><th scope="col">${w.total}</th></tr></thead>
<tbody>
${rows.join('\n') || `<tr><td colspan="3">${w.empty}</td></tr>`}
</tbody>
</table>`;
}

/** Names for the summary of what the form submitted. */
export interface Submitted {
  fields: [string, string][];
  variant: string | null | undefined;
  plan: string | null | undefined;
  /** The platform's refusal, or null when the add went through. */
  error: string | null;
  cart: Obj;
  back: string;
}

/**
 * The answer to the native `POST /cart/add`: what the form submitted (every field, in order), whether
 * it was added, and the visitor's cart.
 */
export function cartAddPage({ fields, variant, plan, error, cart, back }: Submitted, language: Language = 'en'): string {
  const w = pageWords(language);
  const value = (name: string) => fields.find(([n]) => n === name)?.[1];
  const id = value('id');
  const summary = [
    `<li>${w.variant}: ${id === undefined ? `<strong>${w.missing}</strong>` : variant ? escapeHtml(variant) : w.notInCatalogue}</li>`,
    `<li>${w.plan}: ${!value('selling_plan') ? w.noPlan : plan ? escapeHtml(plan) : w.notInCatalogue}</li>`,
    `<li>${w.quantity}: ${escapeHtml(value('quantity') ?? w.defaultQuantity)}</li>`,
  ].join('\n');
  const rows = fields.map(([name, v]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n');
  const heading = error === null ? w.added : w.notAdded;
  return page(
    `${heading} ${w.titleSuffix}`,
    `<h1>${heading}</h1>
${error === null ? '' : `<p role="alert">${escapeHtml(error)}</p>\n`}<ul>
${summary}
</ul>
<table id="submitted">
<caption>${w.submitted}</caption>
<thead><tr><th scope="col">${w.name}</th><th scope="col">${w.value}</th></tr></thead>
<tbody>
${rows || `<tr><td colspan="2">${w.noFields}</td></tr>`}
</tbody>
</table>
${cartTable(cart, language, 'cart')}
<p><a href="${escapeHtml(back)}">${w.back}</a></p>`,
    language,
  );
}

/**
 * A product's page, as the fake has no theme to render it: its title and vendor. It is what a
 * request for a view the theme has no template for answers (`?view=…`, 200), as on the platform.
 */
export function productPage(product: Obj, language: Language = 'en'): string {
  return page(String(product.title), `<h1>${escapeHtml(String(product.title))}</h1>\n<p>${escapeHtml(String(product.vendor ?? ''))}</p>`, language);
}

/** A section for the Ajax cart's `sections`: the fake has no theme, so every section shows the cart. */
export function sectionHtml(id: string, cart: Obj, language: Language = 'en'): string {
  return `<div id="shopify-section-${escapeHtml(id)}" class="shopify-section" data-item-count="${String(cart.item_count)}">${cartTable(cart, language)}</div>`;
}
