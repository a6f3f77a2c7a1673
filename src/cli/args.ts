/// <reference types="node" />
/**
 * The command line's options: Node's `parseArgs`, with its errors said in the user's words on one
 * line, and the checks every number option shares.
 */
import { parseArgs } from 'node:util';

/** A usage mistake: exit 2 with this one line (what to change, not the whole help). */
export class UsageError extends Error {}

export type Spec = Record<string, { type: 'string' | 'boolean' }>;
export type Values = Record<string, string | boolean | undefined>;

export interface Parsed {
  values: Values;
  help: boolean;
  /** The arguments that are not options (only for a command that names them: `theme install <theme dir>`). */
  positionals: string[];
}

/** Options every command takes. */
export const COMMON: Spec = { 'env-file': { type: 'string' }, help: { type: 'boolean' } };

/**
 * The options of `command` (`snapshot`, `products list`, …). `--limit -1` is the value `-1`: Node's
 * parseArgs would call a value that starts with a dash "ambiguous", so a string option takes the
 * next argument as its value unless that is one of the command's own options.
 * `positionals` names the arguments the command takes besides options (`['theme dir']`): exactly
 * those, checked once `--help` is known not to be asked for.
 */
export function parseOptions(command: string, args: string[], spec: Spec, positionals: string[] = []): Parsed {
  const options = { ...COMMON, ...spec };
  const known = (arg: string) => arg === '--' || (arg.startsWith('--') && arg.slice(2).split('=')[0]! in options);
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (arg.startsWith('--') && options[arg.slice(2)]?.type === 'string' && next?.startsWith('-') && !known(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: joined, options, strict: true, allowPositionals: positionals.length > 0 });
  } catch (error) {
    throw new UsageError(parseArgsMessage(command, error as Error & { code?: string }));
  }
  const help = parsed.values.help === true;
  const given = parsed.positionals;
  if (!help && given.length < positionals.length) {
    throw new UsageError(`${command} needs ${positionals.map((name) => `<${name}>`).join(' ')} (shop-elements ${command} --help)`);
  }
  if (!help && given.length > positionals.length) {
    throw new UsageError(`${command} takes ${positionals.map((name) => `one <${name}>`).join(' and ')}, got ${given.length}: ${given.map((arg) => JSON.stringify(arg)).join(' ')}`);
  }
  return { values: parsed.values as Values, help, positionals: given };
}

/** parseArgs's error, said as what to change. */
function parseArgsMessage(command: string, error: Error & { code?: string }): string {
  const name = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `${command} has no option ${name} (shop-elements ${command} --help lists them)`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `${command} takes no argument ${/'([^']*)'/.exec(error.message)?.[1] ?? ''} (options start with --; shop-elements ${command} --help lists them)`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(error.message) ? `${name} needs a value` : `${name} takes no value`;
    default:
      throw error;
  }
}

/** `--name`'s value as a whole number from `min` on, or `fallback` when it is not given. */
export function wholeNumber(values: Values, name: string, min: number, fallback: number): number {
  const text = values[name];
  if (text === undefined) return fallback;
  const n = typeof text === 'string' && /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!(Number.isSafeInteger(n) && n >= min)) {
    throw new UsageError(`--${name} must be a whole number${min === 1 ? ' from 1 on' : min === 0 ? ' (0 or more)' : ` from ${min} on`}, got ${JSON.stringify(String(text))}`);
  }
  return n;
}
