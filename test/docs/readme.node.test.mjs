// The element reference must match the code. docs/elements.md is generated from custom-elements.json
// (the analyzer's reading of the elements' classes and JSDoc) by scripts/element-docs.mjs: the committed
// file must equal what the script writes now (`npm run docs` refreshes it), and each element's section
// names every attribute, event, slot, CSS part, custom state and custom property the manifest lists.
// The hand-written Styling table (docs/styling.md) has a row for every custom property.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { analyze, elementsOf, render, OUTPUT } from '../../scripts/element-docs.mjs';

// Writes ./custom-elements.json (a build output, ignored by git), as `npm run build` does.
const manifest = analyze();
const elements = elementsOf(manifest);
const reference = readFileSync(OUTPUT, 'utf8');
const styling = readFileSync('docs/styling.md', 'utf8');
/** README.md and every docs/*.md, as [name, text]. */
const pages = [['README.md', readFileSync('README.md', 'utf8')], ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => [`docs/${f}`, readFileSync(`docs/${f}`, 'utf8')])];

/** The text under a heading of `text`, up to the next heading of the same or a higher level; '' when there is none. */
function section(text, heading) {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return '';
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

test('the manifest describes every element', () => {
  assert.deepEqual(elements.map((d) => d.tagName).sort(), ['gift-card-recipient', 'selling-plan-selector', 'shop-buy-button', 'shop-cart', 'shop-cart-count', 'shop-media', 'shop-pickup', 'shop-price', 'shop-product', 'shop-quantity', 'shop-stock', 'shop-volume-pricing', 'variant-picker']);
});

test(`${OUTPUT} is what scripts/element-docs.mjs generates from custom-elements.json (run \`npm run docs\`)`, () => {
  assert.equal(reference, render(manifest));
});

/** The custom properties with a row of their own in the Styling table. */
const styled = new Set([...section(styling, '# Styling').matchAll(/^\| `(--[\w-]+)` \|/gm)].map((m) => m[1]));

for (const el of elements) {
  test(`${OUTPUT}'s <${el.tagName}> section names every attribute, event, slot, part, state and custom property; the Styling table has every custom property`, () => {
    const own = section(reference, `## \`<${el.tagName}>\``);
    assert.notEqual(own, '', `no section "## \`<${el.tagName}>\`"`);
    const names = [
      ...[...(el.attributes ?? []), ...(el.events ?? []), ...(el.cssParts ?? []), ...(el.cssProperties ?? [])].map((d) => d.name),
      ...(el.slots ?? []).filter((s) => s.name).map((s) => s.name),
      ...(el.cssStates ?? []).map((s) => `:state(${s.name})`),
    ];
    assert.deepEqual(names.filter((n) => !own.includes(`\`${n}\``)), [], 'missing from the element\'s section');
    assert.deepEqual((el.cssProperties ?? []).map((p) => p.name).filter((n) => !styled.has(n)), [], 'missing from the Styling table');
  });
}

test('every example with an add-to-cart form keeps the fallback id (<input type="hidden" name="id" value="…">)', () => {
  const blocks = pages.flatMap(([, text]) => [...text.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1])).filter((b) => /<form\b/.test(b));
  assert.ok(blocks.length >= 2, 'the docs have examples with a form');
  assert.deepEqual(blocks.filter((b) => !/<input type="hidden" name="id" value="[^"]+">/.test(b)), []);
});

test('the README keeps the two commands of a fresh machine, and "In a Shopify theme" has at most 6 steps', () => {
  const readme = pages[0][1];
  assert.match(readme, /npm install && npm start/);
  assert.match(readme, /npm install && npm test/);
  const steps = section(readme, '## In a Shopify theme').match(/^\d+\. /gm) ?? [];
  assert.ok(steps.length >= 1 && steps.length <= 6, `${steps.length} steps`);
});
