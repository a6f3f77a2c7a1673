/// <reference types="node" />
/**
 * The `shop-elements` command line: `check`, `snapshot`, `products list`, `fake-shop`, one module
 * each; args.ts, env.ts and exit.ts are what they share. Node only. Configuration from
 * SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD and SHOP_URL, or `--env-file`.
 * Exit codes: 0 ok, 1 failures found, 2 usage or configuration error, 130 interrupted.
 */
import { UsageError } from './args.js';
import { check, usage as checkUsage } from './check.js';
import { exitWith, interruption, processIo, type Context, type Io } from './exit.js';
import { fakeShop, usage as fakeShopUsage } from './fake-shop.js';
import { productsList, usage as productsListUsage } from './products-list.js';
import { snapshot, usage as snapshotUsage } from './snapshot.js';

export type { Io } from './exit.js';

export const USAGE = `Usage: shop-elements <command> [options]

Tools for theme developers working with shop-elements and a shop: check the connection to a shop,
save its products for offline work, list them, or run a fake shop on this machine.

Commands:
${checkUsage}
${snapshotUsage}
${productsListUsage}
${fakeShopUsage}

Options for every command:
  --env-file FILE    read the variables below from FILE (lines of NAME=value)
  --help             this text

Environment (or --env-file):
  SHOP_ADMIN_URL     the shop's admin address, e.g. https://shop.example
  SHOP_API_KEY       the admin API key
  SHOP_API_PASSWORD  the admin API password
  SHOP_URL           the storefront, e.g. https://shop.example

Exit codes: 0 ok, 1 something failed, 2 a mistake in the command or its configuration (one line
says what to change), 130 interrupted.
`;

const COMMANDS: Record<string, (args: string[], context: Context) => Promise<number | 'help'>> = {
  check,
  snapshot,
  'fake-shop': fakeShop,
};

function productsCommand(sub: string | undefined): typeof productsList {
  if (sub !== 'list') throw new UsageError(`unknown products command ${JSON.stringify(sub ?? '')}; try: products list`);
  return productsList;
}

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  const interrupt = interruption(io);
  const context: Context = { io, signal: interrupt.signal };
  try {
    const [command, ...rest] = argv;
    if (!command || command === '--help' || command === 'help') {
      (command ? io.stdout : io.stderr)(USAGE);
      return command ? 0 : 2;
    }
    const [run, args] = command === 'products' ? [productsCommand(rest[0]), rest.slice(1)] : [Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : null, rest];
    if (!run) throw new UsageError(`unknown command ${JSON.stringify(command)}; the commands are check, snapshot, products list and fake-shop`);
    const code = await run(args, context);
    if (code === 'help') {
      io.stdout(USAGE);
      return 0;
    }
    return code;
  } catch (error) {
    return exitWith(error, context);
  } finally {
    interrupt.dispose();
  }
}
