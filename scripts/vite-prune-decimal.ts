// Vite/rolldown plugin for the theme file (vite.lib.config.ts): trims decimal.js to the operations
// the library uses. decimal.js is not tree-shakable: every method is assigned onto the prototype
// object `P` (`P.dividedBy = P.div = function …`) and every static function onto the constructor
// inside `clone()` (`Decimal.abs = abs;`), so a bundler keeps all of them, the helpers they call and
// the two 1,025-digit constants LN10 and PI. The transform hook deletes what nothing uses.
//
// What is kept is a fixpoint, computed on every build from decimal.js's own code:
//   - the operations our sources use: every `.name` token that is a Decimal member name in a
//     src/**/*.ts file importing decimal.js (read at build time, so a new call is kept without
//     editing this file; `keep` adds names by hand);
//   - toString, valueOf and toJSON, which JavaScript calls implicitly (templates, `+x`, JSON);
//   - every static constant (ROUND_HALF_UP …), `prototype`, `config`/`set`, `clone`, `isDecimal`,
//     the constructor and parsing, the `Symbol.toStringTag` and inspect assignments;
//   - then, until nothing changes, whatever kept code refers to: `x.name` or `x['name']` on any value
//     (call or read: prototype method and static), `P.name` (prototype), `Ctor.name`, `Decimal.name`
//     and `this.name` in a static function (statics; checked to be constructors), and identifiers
//     naming top-level functions and variables (resolved through function scopes, so a parameter
//     `min` is not the function min).
// Removed: unused `P.x = …` and `Decimal.x = x;` assignments (each name of an alias chain on its own:
// `P.dividedBy = P.div = function` keeps only the names something uses), then the top-level functions
// and variables nothing kept refers to, and `LN10 = new Decimal(LN10);` / `PI = …` when unused.
// References cut by hand, all in parseOther (hex/binary/octal strings, which the library never makes):
// `convertBase(…)`, so such a string throws a DecimalError; `Decimal.pow(2, p)` for strings such as
// '0x1p60' and `divide(…)` for ones such as '0x1.8', with the `intPow(…)` that computed divide's
// divisor (see below; `keepOtherBases` / `keepBinaryExponentPow` / `keepFractionDivide` restore them).
//
// Failing loudly: the output must parse and refer to no name the original did not declare; a shape
// the transform does not recognise (decimal.js updated) fails the build with a message, and so does
// a file of src/ that does not import decimal.js but calls a removed Decimal method (`.plus(`).
// npm users who bundle dist/esm themselves get decimal.js whole: their bundler decides.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** The file that `import Decimal from 'decimal.js'` resolves to (package.json exports.import). */
const DECIMAL_MODULE = /[\\/]node_modules[\\/]decimal\.js[\\/]decimal\.mjs$/;
/** Any file of the decimal.js package: one of these in the bundle must have gone through the transform. */
const DECIMAL_PACKAGE = /[\\/]node_modules[\\/]decimal\.js[\\/]/;
/** Called by JavaScript itself: `${x}`, String(x), +x, x < y, JSON.stringify(x). */
const IMPLICIT_MEMBERS = ['toString', 'valueOf', 'toJSON'];
/** Statics that are kept whatever the sources use (the numeric constants are always kept too). */
const KEPT_STATICS = ['prototype', 'config', 'set', 'clone', 'isDecimal'];
/** Receivers whose `.name` is never a Decimal's, even when the name is (Math.abs, console.log …). */
const GLOBAL_RECEIVERS = new Set([
  'Math', 'Number', 'JSON', 'Object', 'Array', 'String', 'BigInt', 'Symbol', 'Date', 'Intl', 'Promise',
  'Reflect', 'console', 'globalThis', 'window', 'document',
]);
/** The digit strings that only logarithm, exponential and trigonometric code reads. */
const BIG_CONSTANTS = ['LN10', 'PI'];

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Named = Node & { name: string };
interface Chain { stmt: Node; names: string[]; rhs: Node }

export interface PruneResult {
  code: string;
  /** Prototype method names (each alias on its own) kept / removed. */
  members: { kept: string[]; removed: string[] };
  /** Static function names kept / removed (numeric constants are always kept and not listed). */
  statics: { kept: string[]; removed: string[] };
  /** Top-level functions and variables removed, and which of LN10 and PI went. */
  functionsRemoved: string[];
  variablesRemoved: string[];
  constantsRemoved: string[];
  /** For each kept `P.x`, `Decimal.x`, `function f`, `var v`: what referred to it first. */
  why: Map<string, string>;
}

class PruneError extends Error {}
const fail = (message: string): never => {
  throw new PruneError(`prune-decimal: ${message} (decimal.js changed? see scripts/vite-prune-decimal.ts)`);
};

/** The first line of a node's source, for messages. */
const snippet = (code: string, n: Node) => code.slice(n.start, n.end).split(/\r?\n/)[0]!.slice(0, 80);
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const isIdent = (n: unknown, name?: string): n is Named =>
  isNode(n) && n.type === 'Identifier' && (name === undefined || n.name === name);
/** `obj.name` or `obj['name']`: the property name, else null. */
function propertyName(n: Node): string | null {
  const p = n.property as Node;
  if (!n.computed && isIdent(p)) return p.name;
  if (n.computed && p.type === 'Literal' && typeof p.value === 'string') return p.value;
  return null;
}
function children(n: Node): Node[] {
  const out: Node[] = [];
  for (const [key, v] of Object.entries(n)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(v)) {
      for (const c of v) if (isNode(c)) out.push(c);
    } else if (isNode(v)) {
      out.push(v);
    }
  }
  return out;
}
const isFunction = (n: Node) => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression';

/** `Obj.a = Obj.b = … = rhs;`: the names and the final right-hand side, or null. */
function assignmentChain(stmt: Node, obj: string): Omit<Chain, 'stmt'> | null {
  if (stmt.type !== 'ExpressionStatement') return null;
  let e = stmt.expression as Node;
  const names: string[] = [];
  while (e.type === 'AssignmentExpression' && e.operator === '=') {
    const left = e.left as Node;
    if (left.type !== 'MemberExpression' || !isIdent(left.object, obj) || left.computed || !isIdent(left.property)) break;
    names.push((left.property as Named).name);
    e = e.right as Node;
  }
  return names.length ? { names, rhs: e } : null;
}
/** Whether the statement assigns to `Obj.something` at all (catches shapes assignmentChain misses). */
function assignsTo(stmt: Node, obj: string): boolean {
  if (stmt.type !== 'ExpressionStatement') return false;
  const e = stmt.expression as Node;
  return e.type === 'AssignmentExpression' && (e.left as Node).type === 'MemberExpression' && isIdent((e.left as Node).object, obj);
}
/** An initialiser that can go without a trace: literals, names, property reads, arithmetic on them. */
function isPure(n: Node | null): boolean {
  if (!n) return true;
  switch (n.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'MemberExpression':
      return !n.computed && isIdent(n.object);
    case 'UnaryExpression':
      return n.operator !== 'delete' && isPure(n.argument as Node);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return isPure(n.left as Node) && isPure(n.right as Node);
    case 'ObjectExpression':
      return (n.properties as Node[]).every((p) => p.type === 'Property' && !p.computed && isPure(p.value as Node));
    case 'FunctionExpression':
      return true;
    case 'CallExpression':
      return isModuleFactory(n);
    default:
      return false;
  }
}

/**
 * `(function () { function a() {…} var b = …; return function () {…}; })()` with no arguments: it only
 * declares functions and pure vars and returns a function (decimal.js's `divide`), so calling it has
 * no effect beyond its value, and an unused one can go.
 */
function isModuleFactory(call: Node): boolean {
  const callee = call.callee as Node;
  if (callee.type !== 'FunctionExpression' || (call.arguments as Node[]).length || (callee.params as Node[]).length) return false;
  return ((callee.body as Node).body as Node[]).every((stmt) =>
    stmt.type === 'FunctionDeclaration'
    || (stmt.type === 'VariableDeclaration' && (stmt.declarations as Node[]).every((d) => isPure(d.init as Node | null)))
    || (stmt.type === 'ReturnStatement' && (stmt.argument as Node | null)?.type === 'FunctionExpression'));
}

/** The names a function declares: its parameters, `var`s, nested function declarations, its own name. */
function localNames(fn: Node, code: string): Set<string> {
  const names = new Set<string>();
  const add = (id: Node) => {
    if (!isIdent(id)) fail(`unexpected binding pattern ${snippet(code, id)}`);
    names.add((id as Named).name);
  };
  if (fn.type === 'FunctionExpression' && fn.id) add(fn.id as Node);
  for (const p of fn.params as Node[]) add(p);
  const walk = (n: Node) => {
    if (n.type === 'FunctionDeclaration') return add(n.id as Node);
    if (n.type === 'FunctionExpression') return;
    if (n.type === 'VariableDeclaration') for (const d of n.declarations as Node[]) add(d.id as Node);
    children(n).forEach(walk);
  };
  walk(fn.body as Node);
  return names;
}

/**
 * Walks `node` calling `onName` for each identifier that is not declared by an enclosing function
 * (property names and object keys are not identifiers here) and `onMember` for each `x.name`.
 * decimal.js is ES5 (var, parameters, function declarations: function scopes are exact); let/const,
 * classes, arrows and catch clauses fail the build rather than be resolved wrongly.
 */
function walkScoped(
  node: Node,
  code: string,
  visit: {
    skip?: Set<Node>;
    onName: (name: string) => void;
    onMember?: (name: string, object: Node, thisIsCtor: boolean) => void;
    /** `this` is the constructor at the top of `node` (a static function, config, clone). */
    thisIsCtor?: boolean;
  },
): void {
  const scopes = new Map<Node, Set<string>>();
  const scan = (n: Node, thisIsCtor: boolean, top: boolean, locals: Set<string>[]) => {
    if (visit.skip?.has(n)) return;
    if (n.type === 'ArrowFunctionExpression' || n.type === 'ClassDeclaration' || n.type === 'ClassExpression' ||
      n.type === 'CatchClause' || (n.type === 'VariableDeclaration' && n.kind !== 'var')) {
      fail(`unexpected ${n.type} (only ES5 function scopes are analysed) at ${snippet(code, n)}`);
    }
    if (isFunction(n)) {
      if (!top) thisIsCtor = false; // a nested function: `this` is whatever it is called on
      if (!scopes.has(n)) scopes.set(n, localNames(n, code));
      locals = [...locals, scopes.get(n)!];
    }
    if (n.type === 'Identifier') {
      if (!locals.some((scope) => scope.has(n.name as string))) visit.onName(n.name as string);
      return;
    }
    if (n.type === 'MemberExpression') {
      const name = propertyName(n);
      if (name !== null) visit.onMember?.(name, n.object as Node, thisIsCtor);
      scan(n.object as Node, thisIsCtor, false, locals);
      if (n.computed) scan(n.property as Node, thisIsCtor, false, locals);
      return;
    }
    if (n.type === 'Property' && !n.computed) {
      scan(n.value as Node, thisIsCtor, false, locals);
      return;
    }
    // Labels (`out: for …`, `break out`) are not names of anything.
    if (n.type === 'LabeledStatement') return scan(n.body as Node, thisIsCtor, false, locals);
    if (n.type === 'BreakStatement' || n.type === 'ContinueStatement') return;
    for (const c of children(n)) scan(c, thisIsCtor, false, locals);
  };
  scan(node, visit.thisIsCtor ?? false, true, []);
}

/** The identifiers a module uses without declaring them at top level or in a function (its globals). */
function freeNames(program: Node, code: string): Set<string> {
  const declared = new Set<string>();
  for (const stmt of program.body as Node[]) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Node | null) : stmt;
    if (decl?.type === 'FunctionDeclaration') declared.add((decl.id as Named).name);
    if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations as Node[]) declared.add((d.id as Named).name);
  }
  const free = new Set<string>();
  for (const stmt of program.body as Node[]) {
    walkScoped(stmt, code, { onName: (name) => declared.has(name) || free.add(name) });
  }
  return free;
}

/**
 * Removes from decimal.mjs's source what neither `used` nor the code that stays refers to.
 * `used`: what our code uses, `name` for a method on a Decimal, `Decimal.name` for a static
 * (names decimal.js does not define are ignored).
 * Throws when decimal.mjs does not have the expected shape.
 */
export function pruneDecimalSource(code: string, used: Iterable<string>, options: { keepBinaryExponentPow?: boolean; keepFractionDivide?: boolean; keepOtherBases?: boolean } = {}): PruneResult {
  const program = parseAst(code) as unknown as Node;
  const body = program.body as Node[];
  const edits: { start: number; end: number; text: string }[] = [];

  // 1. The pieces, each kept or removed as a whole.
  const members = new Map<string, Chain>(); // by each alias
  const memberStmts: Chain[] = [];
  const functions = new Map<string, Node>();
  const variables = new Map<string, Node>(); // top-level `var` declarators
  const varStmts: Node[] = [];
  const initialisers = new Map<string, Node>(); // `LN10 = new Decimal(LN10);`
  const roots: Node[] = []; // everything else at top level: always kept

  for (const stmt of body) {
    const chain = assignmentChain(stmt, 'P');
    if (chain) {
      if (chain.rhs.type !== 'FunctionExpression') fail(`unexpected prototype assignment ${snippet(code, stmt)}`);
      const entry = { stmt, ...chain };
      memberStmts.push(entry);
      for (const name of chain.names) {
        if (members.has(name)) fail(`P.${name} is assigned twice`);
        members.set(name, entry);
      }
    } else if (stmt.type === 'FunctionDeclaration') {
      functions.set((stmt.id as Named).name, stmt);
    } else if (stmt.type === 'VariableDeclaration' && stmt.kind === 'var') {
      varStmts.push(stmt);
      for (const d of stmt.declarations as Node[]) {
        if (!isIdent(d.id)) fail(`unexpected declaration ${snippet(code, d)}`);
        variables.set((d.id as Named).name, d);
      }
    } else {
      const e = stmt.expression as Node | undefined;
      const right = e?.right as Node | undefined;
      if (e?.type === 'AssignmentExpression' && isIdent(e.left) && BIG_CONSTANTS.includes(e.left.name) &&
        right?.type === 'NewExpression' && isIdent(right.callee, 'Decimal') &&
        (right.arguments as Node[]).length === 1 && isIdent((right.arguments as Node[])[0], e.left.name)) {
        initialisers.set(e.left.name, stmt);
        continue;
      }
      // P[Symbol.toStringTag] = 'Decimal', P[inspect] = P.toString (computed keys) stay.
      if (assignsTo(stmt, 'P') && !(e!.left as Node).computed) fail(`unexpected prototype assignment ${snippet(code, stmt)}`);
      roots.push(stmt);
    }
  }

  // The expected shape: the prototype object, the constants, clone() with its statics.
  if ((variables.get('P')?.init as Node | undefined)?.type !== 'ObjectExpression') fail('no `P = { … }` prototype object');
  if (memberStmts.length < 40) fail(`found only ${memberStmts.length} \`P.x = function\` prototype methods`);
  for (const c of BIG_CONSTANTS) {
    const init = variables.get(c)?.init as Node | undefined;
    if (init?.type !== 'Literal' || typeof init.value !== 'string' || init.value.length < 1000) fail(`no ${c} digit string`);
    if (!initialisers.has(c)) fail(`no \`${c} = new Decimal(${c});\``);
  }
  const clone = functions.get('clone') ?? fail('no function clone()');
  const statics = new Map<string, Chain>();
  const staticStmts: Chain[] = [];
  for (const stmt of (clone.body as Node).body as Node[]) {
    const chain = assignmentChain(stmt, 'Decimal');
    if (!chain) {
      if (assignsTo(stmt, 'Decimal')) fail(`unexpected static assignment ${snippet(code, stmt)}`);
      continue;
    }
    if (chain.rhs.type === 'Literal' && typeof chain.rhs.value === 'number') continue; // ROUND_UP … EUCLID: kept
    if (!isIdent(chain.rhs)) fail(`unexpected static assignment ${snippet(code, stmt)}`);
    const entry = { stmt, ...chain };
    staticStmts.push(entry);
    for (const name of chain.names) {
      if (statics.has(name)) fail(`Decimal.${name} is assigned twice`);
      statics.set(name, entry);
    }
  }
  if (staticStmts.length < 30) fail(`found only ${staticStmts.length} \`Decimal.x = x;\` statics in clone()`);
  for (const name of KEPT_STATICS) if (!statics.has(name)) fail(`no Decimal.${name} in clone()`);
  if (!isIdent(statics.get('prototype')!.rhs, 'P')) fail('no `Decimal.prototype = P;` in clone()');
  checkConstructorNames(program, code, functions);

  // The references cut by hand, both in parseOther (hex/binary/octal strings), which our code never
  // reaches: it makes Decimals from numbers, Decimals and decimal strings only. Such a string with a
  // binary exponent of 54 or more ('0x1p60') calls Decimal.pow, which needs ln, exp and LN10 (about
  // 2.9 KB gz); one with a fraction ('0x1.8') calls divide, decimal.js's long division (about 0.9 KB
  // gz; nothing else we keep divides). Each now throws a DecimalError saying what is left out
  // (options.keepBinaryExponentPow restores the pow call, options.keepFractionDivide the divide call).
  const cuts = new Set<Node>();
  const cut = (matches: (callee: Node) => boolean, text: string, message: string | null) => {
    const calls: Node[] = [];
    const find = (n: Node) => {
      if (n.type === 'CallExpression' && matches(n.callee as Node)) calls.push(n);
      children(n).forEach(find);
    };
    find(functions.get('parseOther') ?? fail('no function parseOther()'));
    const call = calls[0];
    if (calls.length !== 1 || code.slice(call!.start, call!.end) !== text) fail(`no \`${text}\` in parseOther()`);
    cuts.add(call!);
    // null: the call's value is not used (and the call has no effect), so it goes without a trace.
    edits.push({ start: call!.start, end: call!.end, text: message === null ? 'null' : `(function () { throw Error(invalidArgument + ${message}); })()` });
  };
  if (!options.keepBinaryExponentPow) {
    cut((c) => c.type === 'MemberExpression' && isIdent(c.object, 'Decimal') && propertyName(c) === 'pow',
      'Decimal.pow(2, p)', "'binary exponent ' + p + ' (Decimal.pow is left out of this build)'");
  }
  if (!options.keepFractionDivide) {
    cut((c) => isIdent(c, 'divide'), 'divide(x, divisor, len * 4)', "'fraction in a base-' + base + ' number (division is left out of this build)'");
    // The divisor that divide would have taken: with divide gone nothing reads it, so intPow (and
    // truncate, which only intPow calls) go too. intPow only multiplies: dropping it changes no result.
    cut((c) => isIdent(c, 'intPow'), 'intPow(Ctor, new Ctor(base), i, i * 2)', null);
  }
  // The conversion of the digits of such a string: without it, every hex/binary/octal string throws
  // before the two calls above are reached (about 0.1 KB gz).
  if (!options.keepOtherBases) {
    cut((c) => isIdent(c, 'convertBase'), 'convertBase(str, base, BASE)', "'base-' + base + ' number (hex, binary and octal strings are left out of this build)'");
  }

  // 2. The fixpoint. `why` records what first referred to each kept piece (for reports).
  const keptMembers = new Set<string>();
  const keptStatics = new Set<string>(KEPT_STATICS);
  const reachedFunctions = new Set<string>();
  const reachedVariables = new Set<string>();
  const why = new Map<string, string>();
  interface Unit { node: Node; label: string; skip?: Set<Node>; thisIsCtor?: boolean }
  const queue: Unit[] = roots.map((node) => ({ node, label: 'module' }));
  /** Keeps `prefix + name` (a prototype method or a static) and queues its code for the fixpoint. */
  const keeper = (entries: typeof members, kept: Set<string>, prefix: string) => (name: string, from: string) => {
    const entry = entries.get(name);
    if (!entry || kept.has(name)) return;
    kept.add(name);
    why.set(`${prefix}${name}`, from);
    queue.push({ node: entry.rhs, label: `${prefix}${name}` });
  };
  const keepMember = keeper(members, keptMembers, 'P.');
  const keepStatic = keeper(statics, keptStatics, 'Decimal.');
  const reach = (name: string, from: string) => {
    const fn = functions.get(name);
    if (fn && !reachedFunctions.has(name)) {
      reachedFunctions.add(name);
      why.set(`function ${name}`, from);
      // clone's static assignments are pieces of their own; `this` is the constructor in a top-level function.
      const skip = fn === clone ? new Set(staticStmts.map((s) => s.stmt)) : undefined;
      queue.push({ node: fn, label: `function ${name}`, skip, thisIsCtor: true });
    }
    const v = variables.get(name);
    if (v && !reachedVariables.has(name)) {
      reachedVariables.add(name);
      why.set(`var ${name}`, from);
      if (v.init) queue.push({ node: v.init as Node, label: `var ${name}` });
      const init = initialisers.get(name);
      if (init) queue.push({ node: init, label: `var ${name}` });
    }
  };

  for (const name of IMPLICIT_MEMBERS) keepMember(name, 'implicit');
  for (const name of used) {
    if (name.startsWith('Decimal.')) keepStatic(name.slice('Decimal.'.length), 'sources');
    else keepMember(name, 'sources');
  }
  for (const name of KEPT_STATICS) queue.push({ node: statics.get(name)!.rhs, label: `Decimal.${name}` });
  reach('clone', 'module'); // `export var Decimal = P.constructor = clone(DEFAULTS)` (a root) reaches it too
  // A var whose initialiser might do something stays (a function factory such as decimal.js's
  // `divide = (function () { … })()` does nothing else, see isModuleFactory).
  for (const [name, d] of variables) if (!isPure(d.init as Node | null)) reach(name, 'module');

  const onMember = (from: string) => (name: string, object: Node, thisIsCtor: boolean) => {
    if (isIdent(object) && GLOBAL_RECEIVERS.has(object.name)) return;
    if (isIdent(object, 'P')) return keepMember(name, from);
    if (isIdent(object, 'Ctor') || isIdent(object, 'Decimal') || (object.type === 'ThisExpression' && thisIsCtor)) {
      return keepStatic(name, from);
    }
    keepMember(name, from);
    keepStatic(name, from);
  };
  if (cuts.size) reach('invalidArgument', 'function parseOther');
  for (let unit = queue.shift(); unit; unit = queue.shift()) {
    const from = unit.label;
    const skip = unit.skip ? new Set([...unit.skip, ...cuts]) : cuts;
    walkScoped(unit.node, code, { skip, thisIsCtor: unit.thisIsCtor, onName: (name) => reach(name, from), onMember: onMember(from) });
  }

  // 3. Rewrite.
  const rewriteChains = (entries: Chain[], obj: string, kept: Set<string>) => {
    for (const { stmt, names, rhs } of entries) {
      const keep = names.filter((n) => kept.has(n));
      if (keep.length === names.length) continue;
      const text = keep.length ? keep.map((n) => `${obj}.${n} = `).join('') + code.slice(rhs.start, stmt.end) : '';
      edits.push({ start: stmt.start, end: stmt.end, text });
    }
  };
  rewriteChains(memberStmts, 'P', keptMembers);
  rewriteChains(staticStmts, 'Decimal', keptStatics);
  const functionsRemoved = [...functions.keys()].filter((n) => !reachedFunctions.has(n));
  for (const name of functionsRemoved) {
    const fn = functions.get(name)!;
    edits.push({ start: fn.start, end: fn.end, text: '' });
  }
  const variablesRemoved = [...variables.keys()].filter((n) => !reachedVariables.has(n));
  for (const stmt of varStmts) {
    const decls = stmt.declarations as Node[];
    const keep = decls.filter((d) => reachedVariables.has((d.id as Named).name));
    if (keep.length === decls.length) continue;
    const text = keep.length ? `var ${keep.map((d) => code.slice(d.start, d.end)).join(',\n  ')};` : '';
    edits.push({ start: stmt.start, end: stmt.end, text });
  }
  const constantsRemoved = BIG_CONSTANTS.filter((c) => !reachedVariables.has(c));
  for (const c of constantsRemoved) {
    const stmt = initialisers.get(c)!;
    edits.push({ start: stmt.start, end: stmt.end, text: '' });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);

  // 4. The result parses and uses no name the original did not leave free (its globals): whatever
  // was removed is not referred to by what stays.
  let pruned: Node;
  try {
    pruned = parseAst(out) as unknown as Node;
  } catch (err) {
    return fail(`the pruned module does not parse: ${(err as Error).message}`);
  }
  const globals = freeNames(program, code);
  const dangling = [...freeNames(pruned, out)].filter((n) => !globals.has(n));
  if (dangling.length) fail(`the pruned module refers to removed ${dangling.join(', ')}`);

  const split = (all: string[], kept: Set<string>) => ({ kept: all.filter((n) => kept.has(n)), removed: all.filter((n) => !kept.has(n)) });
  return {
    code: out,
    members: split([...members.keys()], keptMembers),
    statics: split([...statics.keys()], keptStatics),
    functionsRemoved,
    variablesRemoved,
    constantsRemoved,
    why,
  };
}

/**
 * `Ctor.x`, `Decimal.x` and `this.x` in a top-level function are read as statics, never as methods:
 * check that these names only ever hold a constructor. Ctor is assigned `x.constructor` or passed as
 * `Ctor`, `Decimal`, `this` (in a static) or `x.constructor`; Decimal and P are never rebound.
 */
function checkConstructorNames(program: Node, code: string, functions: Map<string, Node>): void {
  const ctorParam = new Map<string, number>();
  for (const [name, fn] of functions) {
    const i = (fn.params as Node[]).findIndex((p) => isIdent(p, 'Ctor'));
    if (i >= 0) ctorParam.set(name, i);
  }
  const isCtor = (n: Node | undefined, inTopFunction: boolean) =>
    !!n && ((n.type === 'MemberExpression' && propertyName(n) === 'constructor') || isIdent(n, 'Ctor') ||
      isIdent(n, 'Decimal') || (n.type === 'ThisExpression' && inTopFunction));
  const where = (n: Node) => snippet(code, n);
  const check = (n: Node, inTopFunction: boolean, depth: number) => {
    if (isFunction(n)) {
      inTopFunction = n.type === 'FunctionDeclaration' && depth === 0;
      for (const p of n.params as Node[]) if (isIdent(p, 'Decimal') || isIdent(p, 'P')) fail(`a parameter named ${p.name as string}: ${where(n)}`);
    }
    if (n.type === 'VariableDeclarator' && isIdent(n.id, 'Ctor') && n.init && !isCtor(n.init as Node, inTopFunction)) fail(`Ctor set to something other than a constructor: ${where(n)}`);
    if (n.type === 'AssignmentExpression' && isIdent(n.left, 'Ctor') && !isCtor(n.right as Node, inTopFunction)) fail(`Ctor set to something other than a constructor: ${where(n)}`);
    if (n.type === 'AssignmentExpression' && (isIdent(n.left, 'Decimal') || isIdent(n.left, 'P'))) fail(`Decimal or P reassigned: ${where(n)}`);
    if (n.type === 'VariableDeclarator' && isIdent(n.id, 'Decimal') && depth > 0) fail(`a local var Decimal: ${where(n)}`);
    if (n.type === 'CallExpression' && isIdent(n.callee) && ctorParam.has(n.callee.name)) {
      const arg = (n.arguments as Node[])[ctorParam.get(n.callee.name)!];
      if (!isCtor(arg, inTopFunction)) fail(`${n.callee.name}() called without a constructor at ${where(n)}`);
    }
    for (const c of children(n)) check(c, inTopFunction, depth + (isFunction(n) ? 1 : 0));
  };
  check(program, false, 0);
}

/**
 * What src/**\/*.ts uses of decimal.js. `used`: in the files that import decimal.js, each `.name`
 * token, as `name` (a method on a Decimal) or, on the imported binding itself, `Decimal.name` (a
 * static); comments and strings count too (a stray mention keeps a little more, never less).
 * `calledElsewhere`: the `.name(` calls in the other files, to catch a Decimal used where decimal.js
 * is not imported. Tokens on JavaScript globals (`Math.abs(`) are skipped. Each name maps to its files.
 */
export function decimalUsage(srcDir: string, root = process.cwd()): { used: Map<string, string[]>; calledElsewhere: Map<string, string[]> } {
  const used = new Map<string, string[]>();
  const calledElsewhere = new Map<string, string[]>();
  const note = (map: Map<string, string[]>, name: string, file: string) => {
    const list = map.get(name) ?? [];
    if (!list.includes(file)) list.push(file);
    map.set(name, list);
  };
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    const path = join(srcDir, file);
    const where = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const imports = [...text.matchAll(/\bimport\s+([^'";]*?)\s+from\s*['"]decimal\.js['"]/g)];
    if (!imports.length && !/\bimport\s*\(\s*['"]decimal\.js['"]/.test(text)) {
      for (const m of text.matchAll(/([\w$]*)\s*\??\.\s*([A-Za-z_$][\w$]*)\s*\(/g)) {
        if (!GLOBAL_RECEIVERS.has(m[1]!)) note(calledElsewhere, m[2]!, where);
      }
      continue;
    }
    // `import Decimal from`, `import D, { Decimal as E } from`, `import * as D from`: the local names.
    const bindings = new Set(imports.flatMap((m) => m[1]!.replace(/\b\w+\s+as\b|\btype\b|[{}*,]/g, ' ').split(/\s+/).filter(Boolean)));
    for (const m of text.matchAll(/([\w$]*)\s*\??\.\s*([A-Za-z_$][\w$]*)/g)) {
      if (!GLOBAL_RECEIVERS.has(m[1]!)) note(used, bindings.has(m[1]!) ? `Decimal.${m[2]!}` : m[2]!, where);
    }
  }
  return { used, calledElsewhere };
}

/** Method names of JavaScript's own objects: `.add(` or `.round(` elsewhere in src/ is no sign of a Decimal. */
const BUILT_IN_NAMES = new Set(
  [Object.prototype, Function.prototype, Number.prototype, String.prototype, Array.prototype, Map.prototype, Set.prototype,
    Promise.prototype, RegExp.prototype, Date.prototype, Math, JSON, console, Number, Object, Array, String, Promise, Reflect]
    .flatMap((o) => Object.getOwnPropertyNames(o)),
);

export interface PruneDecimalOptions {
  /** Folder scanned for files importing decimal.js (relative to the Vite root). Default `src`. */
  sources?: string;
  /** Kept in addition to what the sources use: `name` (a method) or `Decimal.name` (a static). */
  keep?: string[];
  /** Keep Decimal.pow for strings such as '0x1p60' (and with it ln, exp and LN10: +2.9 KB gz). */
  keepBinaryExponentPow?: boolean;
  /** Keep divide for strings such as '0x1.8' (decimal.js's long division: +0.9 KB gz). */
  keepFractionDivide?: boolean;
  /** Keep hex, binary and octal strings ('0x1f'; +0.1 KB gz; they also need the two above for exponents and fractions). */
  keepOtherBases?: boolean;
  /** Called with each transform's result (for reports and tests). */
  onPrune?: (result: PruneResult, used: Map<string, string[]>) => void;
}

/** The plugin: register it in vite.lib.config.ts. Without decimal.js in the bundle it does nothing. */
export function pruneDecimal(options: PruneDecimalOptions = {}): Plugin {
  let root = process.cwd();
  const transformed = new Set<string>();
  return {
    name: 'prune-decimal',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: DECIMAL_MODULE },
      handler(code, id) {
        const { used, calledElsewhere } = decimalUsage(resolve(root, options.sources ?? 'src'), root);
        for (const name of options.keep ?? []) used.set(name, [...(used.get(name) ?? []), 'keep option']);
        let result: PruneResult;
        try {
          result = pruneDecimalSource(code, used.keys(), options);
        } catch (err) {
          if (err instanceof PruneError) this.error(err.message);
          throw err;
        }
        // A file that does not import decimal.js but calls a method the prune removed, by a name no
        // built-in object has (`.plus(`, `.comparedTo(`): probably a Decimal handed over by core.
        const removed = new Set(result.members.removed);
        const suspects = [...calledElsewhere].filter(([name]) => removed.has(name) && !BUILT_IN_NAMES.has(name) && !used.has(name));
        if (suspects.length) {
          this.error(`prune-decimal: ${suspects.map(([name, files]) => `.${name}( in ${files.join(', ')}`).join('; ')} is a Decimal method removed from the theme file's decimal.js: only files that import decimal.js are scanned for the methods they use. Import decimal.js in that file, or add the name to pruneDecimal({ keep }) in vite.lib.config.ts.`);
        }
        transformed.add(id);
        options.onPrune?.(result, used);
        return { code: result.code, map: null };
      },
    },
    generateBundle(_options, bundle) {
      // decimal.js reached the bundle through another file (its UMD build, a copy): not pruned.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) {
          if (DECIMAL_PACKAGE.test(id) && !transformed.has(id)) {
            this.error(`prune-decimal: ${id} is in ${chunk.fileName} but was not pruned (only ${DECIMAL_MODULE} is)`);
          }
        }
      }
    },
  };
}
