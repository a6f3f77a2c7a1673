/// <reference types="node" />
/** `shop-elements products list`: the admin product list as a table, JSON or CSV. */
import { MAX_PAGE_SIZE } from '../admin/client.js';
import type { AdminProduct, ProductQuery } from '../admin/types.js';
import { MONEY_KEYS, moneyText, toQuery } from '../admin/wire.js';
import { parseOptions, UsageError, wholeNumber } from './args.js';
import { adminClient, config } from './env.js';
import type { Context } from './exit.js';

export const usage = `  products list [--vendor V] [--price-min X] [--limit N] … [--json | --csv]
                     the shop's products: id, code, price, handle and title (--json: every field;
                     --csv: for a spreadsheet). Any field of the admin list filters as --name:
                     --vendor Acme, --price-min 10.00, --created-on-min 2024-01-01, …
                     --include variants --show-variants lists each variant on its own row, with
                     the id a page's <input name="id"> takes`;

/** The admin list's product filters, as `--kebab-case` options (values are passed on as given). */
const FILTERS: readonly (keyof ProductQuery)[] = [
  'category', 'vendor', 'code', 'title', 'subtitle', 'price', 'compare_at_price', 'extra_price', 'created_on', 'updated_on',
  'id_min', 'id_max', 'price_min', 'price_max', 'compare_at_price_min', 'compare_at_price_max', 'extra_price_min',
  'extra_price_max', 'stock_min', 'stock_max', 'created_on_min', 'created_on_max', 'updated_on_min', 'updated_on_max',
];
const flag = (name: string) => name.replace(/_/g, '-');

const CSV_COLUMNS = ['id', 'code', 'handle', 'title', 'vendor', 'category', 'price', 'compare_at_price', 'stock', 'product_id'] as const;

/**
 * A CSV field. A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return) as a formula, so such a field gets a leading `'` and stays text; plain numbers (`-5`) stay.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(?:\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const TABLE_COLUMNS = ['id', 'code', 'price', 'handle', 'title'] as const;

/** The rows as a table: a header, columns padded to their widest cell (price aligned right), control characters as spaces. */
function table(products: AdminProduct[]): string {
  const rows = [[...TABLE_COLUMNS], ...products.map((p) => TABLE_COLUMNS.map((c) => String(p[c] ?? '').replace(/\p{Cc}/gu, ' ')))];
  const width = (text: string) => [...text].length;
  const widths = TABLE_COLUMNS.map((_, i) => Math.max(...rows.map((row) => width(row[i]!))));
  const pad = (text: string, i: number) => {
    const fill = ' '.repeat(widths[i]! - width(text));
    return TABLE_COLUMNS[i] === 'price' ? fill + text : i === TABLE_COLUMNS.length - 1 ? text : text + fill;
  };
  return rows.map((row) => `${row.map(pad).join('  ')}\n`).join('');
}

export async function productsList(args: string[], { io, signal }: Context): Promise<number | 'help'> {
  const parsed = parseOptions('products list', args, {
    json: { type: 'boolean' }, csv: { type: 'boolean' }, limit: { type: 'string' },
    include: { type: 'string' }, 'show-variants': { type: 'boolean' },
    ...Object.fromEntries(FILTERS.map((f) => [flag(f), { type: 'string' }])),
  });
  if (parsed.help) return 'help';
  const { values } = parsed;
  if (values.json && values.csv) throw new UsageError('--json and --csv exclude each other');
  const limit = wholeNumber(values, 'limit', 1, Infinity);
  // A page of no more than the products asked for.
  const query: Record<string, string | boolean | number> = { limit: Math.min(limit, MAX_PAGE_SIZE) };
  for (const f of FILTERS) {
    const v = values[flag(f)];
    if (typeof v !== 'string') continue;
    try {
      query[f] = MONEY_KEYS.has(f) ? moneyText(v, `--${flag(f)}`) : v;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  if (typeof values.include === 'string') query.include = values.include;
  if (values['show-variants']) query.show_variants = true;
  try {
    toQuery(query);
  } catch (error) {
    // Anything else the client refuses (an id that is not digits), named as the option.
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(error.message.replace(/^(\w+):/, (_, key: string) => `--${flag(key)}:`));
  }
  const admin = adminClient(config(parsed, io.env));
  const products: AdminProduct[] = [];
  for await (const p of admin.products.list(query as ProductQuery, { signal })) {
    products.push(p);
    if (io.isTTY && !values.json && !values.csv && products.length % 250 === 0) io.stderr(`\r${products.length} products…`);
    if (products.length >= limit) break;
  }
  if (values.json) io.stdout(`${JSON.stringify(products, null, 2)}\n`);
  else if (values.csv) {
    io.stdout(`${CSV_COLUMNS.join(',')}\n`);
    for (const p of products) io.stdout(`${CSV_COLUMNS.map((c) => csvField(p[c])).join(',')}\n`);
  } else {
    if (io.isTTY && products.length >= 250) io.stderr('\r\u001b[K');
    io.stdout(table(products));
    io.stdout(`${products.length} product${products.length === 1 ? '' : 's'}\n`);
  }
  return 0;
}
