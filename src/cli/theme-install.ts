/// <reference types="node" />
/**
 * `shop-elements theme install <theme dir>`: puts the package's theme folder and its built files into
 * a Shopify theme, and merges the package's locale keys into the theme's locale files as text.
 *
 * - Everything is read and checked before anything is written: a directory that is not a theme, a
 *   locale file that is not JSON, an unbuilt dist/ is exit 2 with one line, and the theme is as it was.
 * - The files it wrote are listed, with their SHA-256, in the theme's MANIFEST. A later install
 *   removes those this one no longer has (the build's hashed `shop-elements-*.js` names change with
 *   every rebuild), and never replaces or removes a file it did not write or that was changed since
 *   (that is exit 1, nothing written, unless `--force`).
 * - Locale keys are inserted into the theme's own text: its lines, order and indentation stay as they
 *   are (new lines only are added), a key already there is kept, and new keys follow the file's own
 *   indentation. Each theme locale
 *   file gets the package's file for its language, and the English (default) file's keys for whatever
 *   that lacks, so every locale file of the theme has every key (Shopify's MatchingTranslations check).
 * - A second run changes nothing and says so; `--dry-run` says what a run would do and writes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Jsonc from 'jsonc-parser';
import { parseOptions, UsageError } from './args.js';
import type { Context } from './exit.js';

export const usage = `  theme install <theme dir> [--dry-run] [--force] [--from DIR]
                     copies the package's theme folder (snippets, sections, templates, assets)
                     and the built dist/shop-elements*.js into a Shopify theme's folders, and adds
                     the package's locale keys to the theme's locale files, keeping the theme's
                     own keys, lines and indentation. Files an earlier install wrote and this one
                     no longer has (an older build's) are removed; the list of what it wrote is
                     assets/shop-elements.manifest.json. Run twice, the second run changes nothing.
                     --dry-run: says what it would do, writes nothing;
                     --force: also replaces installed files changed in the theme since;
                     --from DIR: the shop-elements package to install (default: this one)`;

/** Where the list of installed files lives in the theme (an asset: it travels with the theme). */
export const MANIFEST = 'assets/shop-elements.manifest.json';

/** jsonc-parser (positions of a JSON text's keys), loaded when a theme is installed: the other commands start without it. */
let jsonc: typeof Jsonc;

/** The theme folder whose files are merged into the theme's, not copied. */
const LOCALES = 'locales';

type JsonNode = Jsonc.Node;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** One file the install writes, and why. */
interface FileStep {
  path: string;
  bytes: Buffer;
  /** new: not in the theme; update: the theme has an older copy it installed; same: already this. */
  kind: 'new' | 'update' | 'same';
}

/** One theme locale file and what it gets. */
interface LocaleStep {
  path: string;
  text: string;
  added: number;
  kept: number;
  /** Keys the package has where the theme has a value of another shape (a text for a group, or the reverse): kept. */
  clashes: string[];
}

export async function themeInstall(args: string[], { io }: Context): Promise<number | 'help'> {
  const parsed = parseOptions('theme install', args, {
    'dry-run': { type: 'boolean' }, force: { type: 'boolean' }, from: { type: 'string' },
  }, ['theme dir']);
  if (parsed.help) return 'help';
  jsonc = await import('jsonc-parser');
  const dryRun = parsed.values['dry-run'] === true;
  const force = parsed.values.force === true;
  const theme = themeDirectory(parsed.positionals[0]!);
  const pkg = typeof parsed.values.from === 'string' ? packageDirectory(parsed.values.from) : ownPackage();

  // 1. Read and check everything.
  const previous = readManifest(theme);
  const files = packageFiles(pkg);
  const steps: FileStep[] = [];
  const refused: string[] = [];
  for (const [path, bytes] of files) {
    const target = join(theme, path);
    const stat = statSync(target, { throwIfNoEntry: false });
    if (stat?.isDirectory()) throw new UsageError(`${path} in the theme is a directory: shop-elements installs a file there`);
    if (!stat) {
      steps.push({ path, bytes, kind: 'new' });
      continue;
    }
    const current = readFileSync(target);
    if (current.equals(bytes)) steps.push({ path, bytes, kind: 'same' });
    else if (previous.files[path] === hash(current) || force) steps.push({ path, bytes, kind: 'update' });
    else refused.push(`${path}: ${previous.files[path] ? 'changed in the theme since shop-elements installed it' : 'the theme\'s own file, not one shop-elements installed'}`);
  }
  const locales = localeSteps(theme, pkg);
  const installed = new Set(files.keys());
  const removals: string[] = [];
  const keptOld: string[] = [];
  for (const [path, sum] of Object.entries(previous.files)) {
    if (installed.has(path)) continue;
    const target = join(theme, path);
    if (!existsSync(target)) continue;
    if (hash(readFileSync(target)) === sum || force) removals.push(path);
    else keptOld.push(path);
  }
  if (refused.length) {
    for (const line of refused) io.stderr(`✗ ${line}\n`);
    io.stderr(`theme install: nothing written to ${theme}: ${refused.length} file(s) above would be replaced; keep a copy of your changes, then run again with --force to replace them\n`);
    return 1;
  }

  // 2. Say what changes (and, unless this is a dry run, change it).
  const manifest = manifestText(pkg, files);
  const manifestPath = join(theme, MANIFEST);
  const manifestChanges = !existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifest;
  const writes = steps.filter((s) => s.kind !== 'same');
  const merges = locales.filter((l) => l.added > 0);
  if (!writes.length && !merges.length && !removals.length && !manifestChanges) {
    for (const l of locales) for (const key of l.clashes) io.stderr(`! ${l.path}: kept the theme's ${key} (the package has another shape there)\n`);
    io.stdout(`theme install: nothing to change, ${theme} already has ${packageName(pkg)}'s files and locale keys\n`);
    return 0;
  }
  const would = dryRun ? 'would ' : '';
  const line = (what: string, path: string, detail = '') => io.stdout(`  ${(would + what).padEnd(dryRun ? 15 : 9)}${path}${detail}\n`);
  io.stdout(`theme install${dryRun ? ' --dry-run (nothing is written)' : ''}: ${packageName(pkg)} into ${theme}\n`);
  for (const s of writes) {
    line(s.kind === 'new' ? 'add' : 'update', s.path);
    if (!dryRun) {
      mkdirSync(dirname(join(theme, s.path)), { recursive: true });
      writeFileSync(join(theme, s.path), s.bytes);
    }
  }
  for (const l of merges) {
    line('merge', l.path, `: ${l.added} key(s) added${l.kept ? `, ${l.kept} already there kept` : ''}`);
    if (!dryRun) writeFileSync(join(theme, l.path), l.text);
  }
  for (const l of locales) for (const key of l.clashes) io.stderr(`! ${l.path}: kept the theme's ${key} (the package has another shape there)\n`);
  for (const path of removals) {
    line('remove', path, ' (an earlier install\'s, not in this one)');
    if (!dryRun) rmSync(join(theme, path));
  }
  for (const path of keptOld) io.stderr(`! kept ${path}: an earlier install wrote it and it was changed since (no longer listed; delete it yourself if it is unused)\n`);
  if (manifestChanges) {
    line(existsSync(manifestPath) ? 'update' : 'add', MANIFEST, ' (the list of installed files)');
    if (!dryRun) {
      mkdirSync(dirname(manifestPath), { recursive: true });
      writeFileSync(manifestPath, manifest);
    }
  }
  const counts = [
    `${writes.length} file(s) ${dryRun ? 'to write' : 'written'}`,
    `${merges.length} locale file(s) ${dryRun ? 'to merge' : 'merged'} (${merges.reduce((n, l) => n + l.added, 0)} keys)`,
    `${removals.length} ${dryRun ? 'to remove' : 'removed'}`,
  ];
  io.stdout(`theme install: ${dryRun ? 'dry run, nothing written: ' : ''}${counts.join(', ')}\n`);
  return 0;
}

// ——— The theme and the package ———

/** The theme's directory, checked: it exists, is a directory, and has layout/theme.liquid and locales/. */
function themeDirectory(given: string): string {
  const dir = resolve(given);
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (!stat) throw new UsageError(`no such directory: ${given}`);
  if (!stat.isDirectory()) throw new UsageError(`${given} is a file: name the theme's directory (the one holding layout/ and locales/)`);
  if (!statSync(join(dir, 'layout', 'theme.liquid'), { throwIfNoEntry: false })?.isFile()) {
    throw new UsageError(`${given} is not a Shopify theme: it has no layout/theme.liquid`);
  }
  if (!statSync(join(dir, LOCALES), { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`${given} is not a Shopify theme: it has no locales/ folder`);
  }
  return dir;
}

/** A shop-elements package directory (its package.json names it, and it has theme/). */
function packageDirectory(given: string): string {
  const dir = resolve(given);
  let name: unknown;
  try {
    name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
  } catch {
    name = undefined;
  }
  if (name !== 'shop-elements' || !existsSync(join(dir, 'theme'))) {
    throw new UsageError(`--from ${given} is not the shop-elements package (a package.json named shop-elements and a theme/ folder)`);
  }
  return dir;
}

/** The package this command belongs to: two folders up from src/cli/, three from dist/esm/cli/. */
function ownPackage(): string {
  for (const up of ['../../', '../../../']) {
    const dir = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(join(dir, 'theme')) && existsSync(join(dir, 'package.json'))) return packageDirectory(dir);
  }
  throw new Error('cannot find the shop-elements package this command belongs to (its theme/ folder): name it with --from DIR');
}

function packageName(pkg: string): string {
  const { name, version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { name: string; version: string };
  return `${name} ${version}`;
}

/**
 * The files the package puts into a theme, by their path in the theme (`/`-separated): every file in
 * theme/'s folders but locales/ and dot-files, and the built dist/shop-elements*.js in assets/.
 */
function packageFiles(pkg: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const themeDir = join(pkg, 'theme');
  for (const entry of readdirSync(themeDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(themeDir.length + 1).split(sep).join('/');
    if (!path.includes('/') || path.startsWith(`${LOCALES}/`) || path.split('/').some((part) => part.startsWith('.'))) continue;
    files.set(path, readFileSync(join(themeDir, path)));
  }
  const dist = join(pkg, 'dist');
  if (!existsSync(join(dist, 'shop-elements.js'))) {
    throw new UsageError(`${join(dist, 'shop-elements.js')} is not built: run npm run build in ${pkg} first`);
  }
  for (const name of readdirSync(dist).filter((f) => /^shop-elements.*\.js$/.test(f)).sort()) files.set(`assets/${name}`, readFileSync(join(dist, name)));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const hash = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** The manifest's text: the package and each installed file's hash, in a stable order (a second run writes the same bytes). */
function manifestText(pkg: string, files: Map<string, Buffer>): string {
  const manifest = {
    about: 'Written by `shop-elements theme install`: the files it installed and their SHA-256. A later install removes the files listed here that it no longer has, and never replaces or removes one changed since. Keep this file with the theme.',
    package: packageName(pkg),
    files: Object.fromEntries([...files].map(([path, bytes]) => [path, hash(bytes)])),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The earlier install's manifest (none: no files), checked: only files inside the theme's folders. */
function readManifest(theme: string): { files: Record<string, string> } {
  const file = join(theme, MANIFEST);
  if (!existsSync(file)) return { files: {} };
  let files: unknown;
  try {
    files = (JSON.parse(readFileSync(file, 'utf8')) as { files?: unknown }).files;
  } catch (error) {
    throw new UsageError(`${MANIFEST} is not JSON (${(error as Error).message}): restore it from the theme's history, or delete it (then installed files count as the theme's own)`);
  }
  const ok = files !== null && typeof files === 'object' && !Array.isArray(files)
    && Object.entries(files).every(([path, sum]) => typeof sum === 'string' && /^[a-z]+\/[^\\]+$/.test(path) && posix.normalize(path) === path && !path.split('/').includes('..'));
  if (!ok) throw new UsageError(`${MANIFEST} is not one shop-elements wrote (its "files" must map paths inside the theme to hashes)`);
  return { files: files as Record<string, string> };
}

// ——— Locales ———

/** `fr`, `pt-BR`; `schema` for `*.schema.json`; `default` for `*.default.json`. */
function localeName(file: string): { code: string; schema: boolean; isDefault: boolean } | null {
  const m = /^(.+?)(\.default)?(\.schema)?\.json$/.exec(file);
  return m ? { code: m[1]!.toLowerCase(), schema: Boolean(m[3]), isDefault: Boolean(m[2]) } : null;
}

/** Reads a locale file as JSON text (comments allowed, as Shopify's own files may carry them); exit 2 naming the place when it is not. */
function readLocale(file: string, shown: string): { bom: string; text: string; root: JsonNode } {
  // A byte order mark (some Windows editors write one) is kept, and the JSON read after it.
  const whole = readFileSync(file, 'utf8');
  const bom = whole.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = whole.slice(bom.length);
  const errors: Jsonc.ParseError[] = [];
  const root = jsonc.parseTree(text, errors, { allowTrailingComma: false, disallowComments: false });
  if (errors.length || !root) {
    const at = errors[0]?.offset ?? 0;
    const lineNo = text.slice(0, at).split('\n').length;
    const column = at - text.lastIndexOf('\n', at - 1);
    throw new UsageError(`${shown} is not JSON: ${errors[0] ? jsonc.printParseErrorCode(errors[0].error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'empty'} at line ${lineNo}, column ${column}`);
  }
  if (root.type !== 'object') throw new UsageError(`${shown} is not a JSON object: a locale file holds {"key": …}`);
  return { bom, text, root };
}

/**
 * What each of the theme's locale files gets: the package's file for its language (`pt-BR`, else
 * `pt`), then the package's default (English) file for what that lacks.
 */
function localeSteps(theme: string, pkg: string): LocaleStep[] {
  const packageLocales = new Map<string, { schema: boolean; isDefault: boolean; code: string; data: JsonObject }>();
  const pkgDir = join(pkg, 'theme', LOCALES);
  for (const file of existsSync(pkgDir) ? readdirSync(pkgDir).sort() : []) {
    const name = localeName(file);
    if (!name) continue;
    let data: JsonObject;
    try {
      data = JSON.parse(readFileSync(join(pkgDir, file), 'utf8')) as JsonObject;
    } catch (error) {
      throw new Error(`the package's ${join(pkgDir, file)} is not JSON: ${(error as Error).message}`, { cause: error });
    }
    packageLocales.set(file, { ...name, data });
  }
  const find = (schema: boolean, test: (l: { code: string; isDefault: boolean }) => boolean) =>
    [...packageLocales.values()].find((l) => l.schema === schema && test(l))?.data;
  const steps: LocaleStep[] = [];
  for (const file of readdirSync(join(theme, LOCALES)).sort()) {
    const name = localeName(file);
    const path = `${LOCALES}/${file}`;
    if (!name || !statSync(join(theme, path)).isFile()) continue;
    const { bom, text, root } = readLocale(join(theme, path), path);
    const fallback = find(name.schema, (l) => l.isDefault);
    const own = find(name.schema, (l) => l.code === name.code) ?? find(name.schema, (l) => l.code === name.code.split('-')[0]);
    const sources = [own, fallback].filter((d): d is JsonObject => d !== undefined);
    if (!sources.length) continue;
    const merged = mergeLocaleText(text, root, sources);
    steps.push({ path, ...merged, text: bom + merged.text });
  }
  return steps;
}

/** How a file writes itself: its line end, one level of indentation, what follows a key. */
interface Style {
  eol: string;
  /** One level of indentation; '' for a file on one line. */
  unit: string;
  colon: string;
}

function styleOf(text: string, root: JsonNode): Style {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const first = root.children?.[0];
  let unit = '  ';
  let colon = ': ';
  if (first) {
    const before = text.slice(root.offset + 1, first.offset);
    unit = before.includes('\n') ? before.slice(before.lastIndexOf('\n') + 1) : '';
    const [key, value] = first.children!;
    colon = text.slice(key!.offset + key!.length, value!.offset).replace(/[\r\n]/g, '');
  }
  return { eol, unit, colon };
}

/** `value` as JSON text in the file's style, its first line where it stands and the others at `indent`. */
function serialize(value: Json, indent: string, style: Style): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = indent + style.unit;
  const nl = style.unit ? style.eol : '';
  const items = Array.isArray(value)
    ? value.map((v) => serialize(v, inner, style))
    : Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}${style.colon}${serialize(v, inner, style)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (!items.length) return open + close;
  return `${open}${nl}${items.map((item) => (style.unit ? inner : '') + item).join(`,${nl}`)}${nl}${style.unit ? indent : ''}${close}`;
}

const isObject = (v: Json | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The whitespace that starts the line `offset` is on. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/**
 * The theme's locale text with the keys of `sources` (first wins) it lacks inserted into the object
 * they belong in, in the file's own style; every byte of the theme's text as it was.
 */
export function mergeLocaleText(text: string, root: JsonNode, sources: JsonObject[]): { text: string; added: number; kept: number; clashes: string[] } {
  const style = styleOf(text, root);
  const edits: { start: number; end: number; text: string }[] = [];
  let added = 0;
  let kept = 0;
  const clashes: string[] = [];
  const leaves = (v: Json): number => (isObject(v) ? Object.values(v).reduce<number>((n, c) => n + leaves(c), 0) : 1);

  const merge = (node: JsonNode, wanted: JsonObject, path: string[]) => {
    const have = new Map((node.children ?? []).map((p) => [p.children![0]!.value as string, p.children![1]!]));
    const missing: [string, Json][] = [];
    for (const [key, value] of Object.entries(wanted)) {
      const there = have.get(key);
      const where = [...path, key].join('.');
      if (!there) {
        missing.push([key, value]);
        added += leaves(value);
      } else if (isObject(value) && there.type === 'object') merge(there, value, [...path, key]);
      else if (isObject(value) || there.type === 'object') clashes.push(where);
      else kept++;
    }
    if (missing.length) edits.push(insertion(text, node, missing, style));
  };
  // The language's own file first; the default file then adds only what that did not.
  const wanted: JsonObject = {};
  const fill = (into: JsonObject, from: JsonObject) => {
    for (const [key, value] of Object.entries(from)) {
      if (!(key in into)) into[key] = structuredClone(value);
      else if (isObject(into[key]) && isObject(value)) fill(into[key] as JsonObject, value);
    }
  };
  for (const source of sources) fill(wanted, source);
  merge(root, wanted, []);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { text: out, added, kept, clashes };
}

/**
 * The edit that adds `members` to the object `node`: before its first member, each on a line of its
 * own at that member's indentation, so that every line the theme had stays as it was (adding after
 * the last member would put a comma on the theme's last line).
 */
function insertion(text: string, node: JsonNode, members: [string, Json][], style: Style): { start: number; end: number; text: string } {
  const children = node.children ?? [];
  const close = node.offset + node.length - 1;
  if (children.length) {
    const first = children[0]!;
    const before = text.slice(node.offset + 1, first.offset);
    const multiline = before.includes('\n');
    const indent = multiline ? before.slice(before.lastIndexOf('\n') + 1) : '';
    const after = multiline ? `${style.eol}${indent}` : before;
    const memberStyle = multiline ? style : { ...style, unit: '' };
    return { start: first.offset, end: first.offset, text: members.map(([k, v]) => `${JSON.stringify(k)}${style.colon}${serialize(v, indent, memberStyle)},${after}`).join('') };
  }
  // An empty object: its members on lines of their own, one level in from the line it starts on.
  const outer = style.unit ? lineIndent(text, node.offset) : '';
  const indent = outer + style.unit;
  const nl = style.unit ? style.eol : '';
  const body = members.map(([k, v]) => `${indent}${JSON.stringify(k)}${style.colon}${serialize(v, indent, style)}`).join(`,${nl}`);
  return { start: node.offset + 1, end: close, text: `${nl}${body}${nl}${outer}` };
}
