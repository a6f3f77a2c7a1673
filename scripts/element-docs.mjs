// docs/elements.md, the element reference, generated from custom-elements.json (which the analyzer
// builds from the elements' classes and JSDoc): attributes, properties, methods, events, slots, parts,
// custom states and CSS custom properties of every element. Nothing in it is written by hand: change
// the JSDoc in src/elements/, then run `npm run docs`.
//
//   node scripts/element-docs.mjs           analyze, then write docs/elements.md
//   node scripts/element-docs.mjs --check   analyze, then exit 1 when docs/elements.md differs
//
// test/docs/readme.node.test.mjs checks the committed file equals what this writes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const OUTPUT = 'docs/elements.md';

/** The order a reader meets the elements in: the product, its parts, the purchase, the cart. */
const ORDER = ['shop-product', 'variant-picker', 'shop-media', 'selling-plan-selector', 'shop-price', 'shop-quantity', 'gift-card-recipient', 'shop-buy-button', 'shop-pickup', 'shop-cart-count', 'shop-cart'];

/** Writes ./custom-elements.json (a build output, ignored by git), as `npm run build` does. */
export function analyze() {
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--litelement'], { cwd: root, stdio: 'ignore' });
  return JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8'));
}

/** The custom elements a manifest declares, each with its module's path, in reading order. */
export function elementsOf(manifest) {
  const found = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => ({ ...d, path: m.path }))).filter((d) => d.customElement && d.tagName);
  const rank = (tag) => (ORDER.includes(tag) ? ORDER.indexOf(tag) : ORDER.length);
  return found.sort((a, b) => rank(a.tagName) - rank(b.tagName) || a.tagName.localeCompare(b.tagName));
}

/** A table cell: one line, pipes escaped. */
const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text) => (text ? `\`${cell(text).replace(/`/g, '')}\`` : '');
/** A paragraph: the JSDoc's text, its line breaks kept as written. */
const prose = (text) => (text ?? '').trim();

function table(head, rows) {
  if (!rows.length) return [];
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''];
}

/** GitHub's anchor of a `## \`<tag>\`` heading in docs/guide.md. */
const guideAnchor = (tag) => tag;

function section(el, guided) {
  const out = [`## \`<${el.tagName}>\``, ''];
  if (el.summary) out.push(prose(el.summary), '');
  if (el.description) out.push(prose(el.description), '');
  const more = [`Class \`${el.name}\`, [\`${el.path}\`](../${el.path}).`];
  if (guided) more.push(`How to use it, with examples: [the guide](guide.md#${guideAnchor(el.tagName)}).`);
  out.push(more.join(' '), '');

  const members = (el.members ?? []).filter((m) => !m.static && m.privacy !== 'private' && m.privacy !== 'protected');
  const byAttribute = new Map(members.filter((m) => m.attribute).map((m) => [m.attribute, m]));
  const attributes = el.attributes ?? [];
  if (attributes.length) {
    out.push('### Attributes', '');
    out.push(...table(['Attribute', 'Property', 'Type', 'Default', 'Description'], attributes.map((a) => {
      const m = byAttribute.get(a.name) ?? members.find((x) => x.name === a.fieldName);
      return [code(a.name), code(m?.name ?? a.fieldName), code(a.type?.text ?? m?.type?.text), code(a.default ?? m?.default), cell(a.description ?? m?.description)];
    })));
  }
  const attributeFields = new Set(attributes.map((a) => a.fieldName).concat([...byAttribute.values()].map((m) => m.name)));
  const fields = members.filter((m) => m.kind === 'field' && !attributeFields.has(m.name));
  if (fields.length) {
    out.push('### Properties', '');
    out.push(...table(['Property', 'Type', 'Description'], fields.map((m) => [code(m.name), code(m.type?.text), cell(m.description ?? (m.inheritedFrom ? `From \`${m.inheritedFrom.name}\`.` : ''))])));
  }
  const methods = members.filter((m) => m.kind === 'method');
  if (methods.length) {
    out.push('### Methods', '');
    out.push(...table(['Method', 'Returns', 'Description'], methods.map((m) => [
      code(`${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ')})`),
      code(m.return?.type?.text), cell(m.description ?? (m.inheritedFrom ? `From \`${m.inheritedFrom.name}\`.` : '')),
    ])));
  }
  const events = el.events ?? [];
  if (events.length) {
    out.push('### Events', '');
    out.push(...table(['Event', 'Type', 'Description'], events.map((e) => [code(e.name), code(e.type?.text), cell(e.description)])));
  }
  const slots = el.slots ?? [];
  if (slots.length) {
    out.push('### Slots', '');
    out.push(...table(['Slot', 'Description'], slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)])));
  }
  const parts = el.cssParts ?? [];
  if (parts.length) {
    out.push('### CSS parts', '');
    out.push(...table(['Part', 'Description'], parts.map((p) => [code(p.name), cell(p.description)])));
  }
  const states = el.cssStates ?? [];
  if (states.length) {
    out.push('### Custom states', '');
    out.push(...table(['State', 'Description'], states.map((s) => [code(`:state(${s.name})`), cell(s.description)])));
  }
  const properties = el.cssProperties ?? [];
  if (properties.length) {
    out.push('### CSS custom properties', '');
    out.push(...table(['Custom property', 'Default', 'Description'], properties.map((p) => [code(p.name), code(p.default), cell(p.description)])));
  }
  return out;
}

/** The text of docs/elements.md for a manifest. */
export function render(manifest, guide = readFileSync(new URL('../docs/guide.md', import.meta.url), 'utf8')) {
  const elements = elementsOf(manifest);
  const guided = (tag) => guide.split('\n').includes(`## \`<${tag}>\``);
  const lines = [
    '# Element reference',
    '',
    '<!-- Generated by scripts/element-docs.mjs from custom-elements.json (the elements\' JSDoc): do not edit.',
    '     Change the JSDoc in src/elements/ and run `npm run docs`; a test fails when this file is stale. -->',
    '',
    'Every element\'s attributes, properties, methods, events, markup (its classes), custom states and CSS custom',
    'properties, as `custom-elements.json` (in the package, named by `package.json` `customElements`) describes',
    'them. No element has a shadow root: the markup is light DOM, the snippets\' own, styled by `shop-elements.css`.',
    'How to use them together, with examples: [the guide](guide.md). Styling: [styling.md](styling.md).',
    '',
    ...elements.map((el) => `- [\`<${el.tagName}>\`](#${el.tagName})`),
    '',
  ];
  for (const el of elements) lines.push(...section(el, guided(el.tagName)));
  while (lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = render(analyze());
  const path = new URL(`../${OUTPUT}`, import.meta.url);
  if (process.argv.includes('--check')) {
    let committed = '';
    try { committed = readFileSync(path, 'utf8'); } catch { /* missing: stale */ }
    if (committed !== text) {
      console.error(`${OUTPUT} is stale: run \`npm run docs\` and commit it.`);
      process.exit(1);
    }
    console.log(`${OUTPUT} is up to date.`);
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${OUTPUT}`);
  }
}
