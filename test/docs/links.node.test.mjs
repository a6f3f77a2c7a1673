// Every relative link and image of README.md and docs/*.md points at a file or folder the repository has,
// and a `#anchor` at a heading of the page it names (GitHub's anchors: lower case, punctuation dropped,
// spaces to hyphens, a repeated heading numbered -1, -2…). Links inside code blocks and spans do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const pages = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The page's text without fenced code blocks and code spans (what GitHub renders as links). */
const prose = (text) => text.replace(/^( *)```[\s\S]*?^\1```$/gm, '').replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));

/** GitHub's anchors of a page's headings. */
function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const [, heading] of text.replace(/^( *)```[\s\S]*?^\1```$/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading.toLowerCase().replace(/<[^>]*>/g, (tag) => tag.replace(/[<>]/g, '')).replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}

for (const page of pages) {
  test(`${page}: every relative link resolves`, () => {
    const text = readFileSync(page, 'utf8');
    const targets = [...prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^[a-z][a-z+.-]*:/i.test(t));
    const broken = [];
    for (const target of targets) {
      const [path, anchor] = target.split('#');
      const file = path ? normalize(join(dirname(page), decodeURIComponent(path))) : page;
      if (!existsSync(file)) { broken.push(`${target}: no file ${file}`); continue; }
      if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${target}: no heading #${anchor} in ${file}`);
    }
    assert.deepEqual(broken, []);
  });
}
