// The README's element reference must match the code: every attribute, event, CSS part and custom
// property that custom-elements.json (generated from the JSDoc and the classes) lists is documented.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Writes ./custom-elements.json (a build output, ignored by git), as `npm run build` does.
execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--litelement'], { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');

const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

test('the manifest describes the six elements', () => {
  assert.deepEqual(elements.map((d) => d.tagName).sort(), ['selling-plan-selector', 'shop-buy-button', 'shop-price', 'shop-product', 'shop-quantity', 'variant-picker']);
});

for (const el of elements) {
  const names = [
    ...(el.attributes ?? []).map((a) => a.name),
    ...(el.events ?? []).map((e) => e.name),
    ...(el.cssParts ?? []).map((p) => p.name),
    ...(el.cssProperties ?? []).map((p) => p.name),
  ];
  test(`README documents every attribute, event, part and custom property of <${el.tagName}>`, () => {
    const missing = names.filter((n) => !readme.includes(`\`${n}\``));
    assert.deepEqual(missing, []);
  });
}
