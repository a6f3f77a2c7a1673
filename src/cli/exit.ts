/// <reference types="node" />
/**
 * What every command shares around its run: where it prints, the interrupt (Ctrl-C) as an
 * AbortSignal, and how an error becomes an exit code with one line.
 * Exit codes: 0 ok, 1 failures found, 2 usage or configuration error, 130 interrupted.
 */
import { UsageError } from './args.js';
import { ConfigError } from './env.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Progress lines are shown only on a terminal. */
  isTTY: boolean;
  /** Resolves when the user stops a command (Ctrl-C: fake-shop ends, anything else is interrupted). Default: SIGINT/SIGTERM. */
  stopped?: Promise<void>;
}

/** What a command is given: where to print, and the signal that aborts when the user stops it. */
export interface Context {
  io: Io;
  signal: AbortSignal;
}

export const INTERRUPTED = 130;

/** The line an interrupt prints, from start-up (bin/shop-elements.mjs) to the end. */
export const INTERRUPT_MESSAGE = 'shop-elements: interrupted';

export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    isTTY: Boolean(process.stderr.isTTY),
  };
}

/** A signal that aborts when the user stops the command (Ctrl-C, SIGTERM, or `io.stopped`). */
export function interruption(io: Io): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('interrupted'));
  if (io.stopped) {
    void io.stopped.then(stop);
    return { signal: controller.signal, dispose: () => {} };
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    },
  };
}

/** Says what went wrong in one line and gives the exit code. */
export function exitWith(error: unknown, { io, signal }: Context): number {
  if (signal.aborted) {
    io.stderr(`${INTERRUPT_MESSAGE}\n`);
    return INTERRUPTED;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`shop-elements: ${message}\n`);
  // Usage and configuration: what to change, not the whole help.
  return error instanceof UsageError || error instanceof ConfigError ? 2 : 1;
}

/** Shows `text` in place on a terminal (`\r`, then clears the rest of the line); nothing when piped. */
export function progress(io: Io): (text: string) => void {
  return io.isTTY ? (text) => io.stderr(`\r${text}\u001b[K`) : () => {};
}
