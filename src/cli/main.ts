/// <reference types="node" />
/**
 * The `shop-elements` command line: `check`, `snapshot`, `products list`, `fake-shop`, `theme install`,
 * one module each; args.ts, env.ts and exit.ts are what they share. Node only. Configuration from
 * SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD and SHOP_URL, or `--env-file`.
 * Exit codes: 0 ok, 1 failures found, 2 usage or configuration error, 130 interrupted.
 */
import { COMMON, UsageError } from './args.js';
import { check, usage as checkUsage } from './check.js';
import { exitWith, interruption, processIo, type Context, type Io } from './exit.js';
import { fakeShop, usage as fakeShopUsage } from './fake-shop.js';
import { productsList, usage as productsListUsage } from './products-list.js';
import { snapshot, usage as snapshotUsage } from './snapshot.js';
import { themeInstall, usage as themeInstallUsage } from './theme-install.js';

export type { Io } from './exit.js';

/** Options every command takes, as the help says them. */
const COMMON_HELP = `Options for every command:
  --env-file FILE    read environment variables from FILE (lines of NAME=value)
  --help             this text`;

const ENVIRONMENT_HELP = `Environment (or --env-file):
  SHOP_ADMIN_URL     the shop's admin address, e.g. https://shop.example
  SHOP_API_KEY       the admin API key
  SHOP_API_PASSWORD  the admin API password
  SHOP_URL           the storefront, e.g. https://shop.example`;

const EXIT_HELP = `Exit codes: 0 ok, 1 something failed, 2 a mistake in the command or its configuration (one line
says what to change), 130 interrupted.`;

type Run = (args: string[], context: Context) => Promise<number | 'help'>;

/** Each command: what runs it, its help entry, and whether it reaches a shop (then its help lists the variables). */
const COMMANDS: Record<string, { run: Run; usage: string; shop: boolean }> = {
  check: { run: check, usage: checkUsage, shop: true },
  snapshot: { run: snapshot, usage: snapshotUsage, shop: true },
  'products list': { run: productsList, usage: productsListUsage, shop: true },
  'fake-shop': { run: fakeShop, usage: fakeShopUsage, shop: false },
  'theme install': { run: themeInstall, usage: themeInstallUsage, shop: false },
};

/** Commands that are a group and a word (`products list`, `theme install`). */
const GROUPS = ['products', 'theme'];

export const USAGE = `Usage: shop-elements <command> [options]

Tools for theme developers working with shop-elements and a shop: check the connection to a shop,
save its products for offline work, list them, run a fake shop on this machine, or install the
elements into a theme.

Commands:
${Object.values(COMMANDS).map((c) => c.usage).join('\n')}

${COMMON_HELP}

${ENVIRONMENT_HELP}

${EXIT_HELP}
`;

/**
 * A command's help entry (as the general help lists it: its usage, then what it does from column 21)
 * as the lines of its own help: `Usage: shop-elements <usage>` and what it does.
 */
function ownHelp(entry: string): string {
  const usage: string[] = [];
  const about: string[] = [];
  entry.split('\n').forEach((line, i) => {
    if (i === 0) {
      const [, command, rest] = /^ {2}(.*?\S)(?: {2,}(\S.*))?$/.exec(line)!;
      usage.push(command!);
      if (rest) about.push(rest);
    } else if (!about.length && /^ *$/.test(line.slice(0, 12)) && line.length - line.trimStart().length < 21) usage.push(line.trim());
    else about.push(line.slice(21));
  });
  // The usage filled to 100 columns, a bracketed option never cut; "Usage: shop-elements " is 21
  // characters, so a second line starts under the first.
  const lines = [''];
  for (const part of usage.join(' ').match(/\[[^\]]*\]|\S+/g)!) {
    const line = lines.at(-1)!;
    if (line && 21 + line.length + 1 + part.length > 100) lines.push(part);
    else lines[lines.length - 1] = line ? `${line} ${part}` : part;
  }
  return `Usage: shop-elements ${lines.join(`\n${' '.repeat(21)}`)}\n\n${about.map((line) => `  ${line}`).join('\n')}`;
}

/** `shop-elements <command> --help`: that command's usage and options (`name` is a command or a group). */
export function commandHelp(name: string): string {
  const entries = Object.entries(COMMANDS).filter(([c]) => c === name || c.startsWith(`${name} `)).map(([, e]) => e);
  const head = entries.length === 1 ? ownHelp(entries[0]!.usage) : `Usage: shop-elements ${name} <command> [options]\n\nCommands:\n${entries.map((e) => e.usage).join('\n')}`;
  return `${head}\n\n${COMMON_HELP}\n\n${entries.some((e) => e.shop) ? `${ENVIRONMENT_HELP}\n\n` : ''}${EXIT_HELP}\n`;
}

/**
 * The command and its arguments. Options every command takes may come before the command
 * (`shop-elements --env-file .env check`): they are the command's.
 */
function commandLine(argv: string[]): { name: string | undefined; args: string[] } {
  const leading: string[] = [];
  let i = 0;
  for (; i < argv.length; i++) {
    const arg = argv[i]!;
    const option = arg.startsWith('--') ? COMMON[arg.slice(2).split('=')[0]!] : undefined;
    if (!option) break;
    leading.push(arg);
    if (option.type === 'string' && !arg.includes('=') && i + 1 < argv.length) leading.push(argv[++i]!);
  }
  const [first, second, ...rest] = argv.slice(i);
  if (first !== undefined && GROUPS.includes(first)) {
    // `products --help`, `theme` alone: the group's help; otherwise its word.
    if (second === undefined || second === '--help') return { name: first, args: [...leading, ...(second ? [second] : []), ...rest] };
    return { name: `${first} ${second}`, args: [...leading, ...rest] };
  }
  return { name: first, args: [...leading, ...(second === undefined ? [] : [second]), ...rest] };
}

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  const interrupt = interruption(io);
  const context: Context = { io, signal: interrupt.signal };
  try {
    const { name, args } = commandLine(argv);
    if (name === undefined || name === 'help') {
      const asked = name === 'help' || args.includes('--help');
      (asked ? io.stdout : io.stderr)(USAGE);
      return asked ? 0 : 2;
    }
    if (GROUPS.includes(name)) {
      if (args.includes('--help')) {
        io.stdout(commandHelp(name));
        return 0;
      }
      const words = Object.keys(COMMANDS).filter((c) => c.startsWith(`${name} `)).join(', ');
      throw new UsageError(`${name} needs a command: ${words}`);
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : null;
    if (!command) {
      const group = GROUPS.find((g) => name.startsWith(`${g} `));
      if (group) throw new UsageError(`unknown ${group} command ${JSON.stringify(name.slice(group.length + 1))}; try: ${Object.keys(COMMANDS).filter((c) => c.startsWith(`${group} `)).join(', ')}`);
      throw new UsageError(`unknown command ${JSON.stringify(name)}; the commands are ${Object.keys(COMMANDS).join(', ').replace(/, ([^,]*)$/, ' and $1')}`);
    }
    const code = await command.run(args, context);
    if (code === 'help') {
      io.stdout(commandHelp(name));
      return 0;
    }
    return code;
  } catch (error) {
    return exitWith(error, context);
  } finally {
    interrupt.dispose();
  }
}
