// The README's element reference must match the code: every attribute, event and CSS part that
// custom-elements.json (generated from the JSDoc and the classes) lists for an element is named in
// that element's own section (`### \`<tag>\``), and every custom property has a row of the Styling
// table. A name found elsewhere in the file (another element's section, an example) does not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Writes ./custom-elements.json (a build output, ignored by git), as `npm run build` does.
execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--litelement'], { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');

const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

/** The text under a heading, up to the next heading of the same or a higher level; '' when there is no such heading. */
function section(heading) {
  const lines = readme.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return '';
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The custom properties with a row of their own in the Styling table. */
const styled = new Set([...section('## Styling').matchAll(/^\| `(--[\w-]+)` \|/gm)].map((m) => m[1]));

test('the manifest describes every element', () => {
  assert.deepEqual(elements.map((d) => d.tagName).sort(), ['selling-plan-selector', 'shop-buy-button', 'shop-cart', 'shop-cart-count', 'shop-media', 'shop-price', 'shop-product', 'shop-quantity', 'variant-picker']);
});

for (const el of elements) {
  test(`README's <${el.tagName}> section names every attribute, event and part; the Styling table has every custom property`, () => {
    const own = section(`### \`<${el.tagName}>\``);
    assert.notEqual(own, '', `no section "### \`<${el.tagName}>\`"`);
    const names = [...(el.attributes ?? []), ...(el.events ?? []), ...(el.cssParts ?? [])].map((d) => d.name);
    assert.deepEqual(names.filter((n) => !own.includes(`\`${n}\``)), [], 'missing from the element\'s section');
    assert.deepEqual((el.cssProperties ?? []).map((p) => p.name).filter((n) => !styled.has(n)), [], 'missing from the Styling table');
  });
}

test('every example with an add-to-cart form keeps the fallback id (<input type="hidden" name="id" value="…">)', () => {
  const blocks = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => /<form\b/.test(b));
  assert.ok(blocks.length >= 2, 'the README has examples with a form');
  assert.deepEqual(blocks.filter((b) => !/<input type="hidden" name="id" value="[^"]+">/.test(b)), []);
});
