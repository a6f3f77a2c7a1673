/// <reference types="node" />
/**
 * The configuration every command reads: SHOP_ADMIN_URL, SHOP_API_KEY, SHOP_API_PASSWORD and
 * SHOP_URL from the environment, with `--env-file` read over it.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { createAdminClient, type AdminClient } from '../admin/client.js';
import type { Parsed } from './args.js';

/** A configuration mistake (a variable not set, a file not there): exit 2 with this one line. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** The environment, with `--env-file` read over it. */
export function config(parsed: Parsed, env: Env): Env {
  const file = parsed.values['env-file'];
  if (typeof file !== 'string') return env;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new ConfigError(code === 'ENOENT' ? `--env-file ${file}: no such file` : code === 'EISDIR' ? `--env-file ${file} is a directory: name a file` : `cannot read --env-file ${file}: ${(error as Error).message}`);
  }
  return { ...env, ...parseEnv(text) };
}

export const ADMIN_VARIABLES = ['SHOP_ADMIN_URL', 'SHOP_API_KEY', 'SHOP_API_PASSWORD'];

/** `A, B are not set (…)`, or '' when every variable is set. */
export function unset(env: Env, names: string[]): string {
  const missing = names.filter((name) => !env[name]);
  return missing.length ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (in the environment or --env-file)` : '';
}

export function adminClient(env: Env, log?: (line: string) => void): AdminClient {
  const missing = unset(env, ADMIN_VARIABLES);
  if (missing) throw new ConfigError(missing);
  try {
    return createAdminClient({ baseUrl: env.SHOP_ADMIN_URL!, apiKey: env.SHOP_API_KEY!, apiPassword: env.SHOP_API_PASSWORD!, log });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** SHOP_URL, checked, ending in `/`. */
export function storefrontRoot(env: Env): string {
  const url = env.SHOP_URL;
  if (!url) throw new ConfigError('SHOP_URL is not set: the storefront, e.g. https://shop.example (in the environment or --env-file)');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`SHOP_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigError(`SHOP_URL must be http(s): ${url}`);
  return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
}
