// The three browser engines the suite runs in, from the system's packages: test tools never download a
// browser of their own (not possible on our machines).
//
//   chromium  Debian's `chromium` (CHROME_PATH overrides), driven by puppeteer-core over CDP.
//   firefox   Debian's `firefox-esr` (FIREFOX_PATH overrides), driven by the same puppeteer-core over
//             WebDriver BiDi: no geckodriver.
//   webkit    WebKitGTK (Safari's engine): `WebKitWebDriver` from `webkit2gtk-driver` (WEBKIT_DRIVER_PATH
//             overrides) starts its MiniBrowser, which needs a display: Xvfb, started by startWebKit().
//
// findBrowsers() finds each engine's binaries, else (as root on Debian) installs the missing packages
// with one apt-get update + install, else reports one line per engine saying how to get it.
import { existsSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const SPECS = {
  chromium: {
    name: 'Chromium',
    env: 'CHROME_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'],
    packages: ['chromium'],
  },
  firefox: {
    name: 'Firefox',
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    packages: ['firefox-esr'],
  },
  webkit: {
    name: 'WebKit',
    env: 'WEBKIT_DRIVER_PATH',
    paths: ['/usr/bin/WebKitWebDriver'],
    packages: ['webkit2gtk-driver', 'xvfb'],
    // MiniBrowser has no headless mode here: it draws on Xvfb.
    needs: ['/usr/bin/Xvfb'],
  },
  // Not one of ENGINES: WPE WebKit 2.38 (about Safari 16.0) only shows, in the theme file's test, what
  // an older browser gets (test/build/bundle.node.test.mjs).
  wpe: {
    name: 'WPE WebKit (cog)',
    env: 'COG_PATH',
    paths: ['/usr/bin/cog'],
    packages: ['cog'],
  },
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Test files run in parallel pages: keep background pages' timers and rendering at full speed.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** The engines `BROWSERS` names (comma or space separated, e.g. `BROWSERS=chromium`), else all three. */
export function selectedEngines(value = process.env.BROWSERS) {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((n) => !ENGINES.includes(n));
  if (unknown.length) throw new Error(`BROWSERS: unknown ${unknown.join(', ')} (choose from ${ENGINES.join(', ')})`);
  return names.length ? ENGINES.filter((e) => names.includes(e)) : ENGINES;
}

/** One line saying how to get an engine. */
export function howToGet(engine) {
  const { name, env, packages } = SPECS[engine];
  if (process.env[env]) return `No ${name} at ${env}=${process.env[env]}: fix or unset ${env} (then Debian's ${packages.join(' ')} is used).`;
  return `No ${name} found: install it (Debian: sudo apt-get install ${packages.join(' ')}) or set ${env}.`;
}

function locate(engine) {
  const { env, paths, needs = [] } = SPECS[engine];
  const given = process.env[env];
  if (given) return existsSync(given) ? given : null;
  if (!needs.every((p) => existsSync(p))) return null;
  return paths.find((p) => existsSync(p)) ?? null;
}

/**
 * The binary of each engine asked for (CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, else a known path).
 * Missing ones are installed with apt-get when `install` and running as root on Debian.
 * Returns `{ found: { engine: path }, missing: [engine] }`.
 */
export function findBrowsers(engines = ENGINES, { install = true } = {}) {
  const found = {};
  const look = () => engines.filter((e) => !found[e] && !(found[e] = locate(e)));
  let missing = look();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // An engine whose path variable is set but wrong is not installed over: the variable wins.
  const installable = missing.filter((e) => !process.env[SPECS[e].env]);
  if (installable.length && install && isRoot && existsSync('/usr/bin/apt-get')) {
    const packages = installable.flatMap((e) => SPECS[e].packages);
    console.error(`Installing Debian's ${packages.join(' ')} with apt-get (${installable.map((e) => SPECS[e].name).join(', ')} not found)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`, {
        stdio: 'inherit',
      });
    } catch {
      // Reported below as missing.
    }
    missing = look();
  }
  return { found, missing };
}

/** The Chromium binary, or null (for the scripts that use Chromium only: build check, bench, screenshots). */
export function findChrome({ install = true } = {}) {
  return findBrowsers(['chromium'], { install }).found.chromium ?? null;
}

export const NO_CHROME_MESSAGE = howToGet('chromium');

/** puppeteer-core launch options for Chromium or Firefox (headless). */
export function puppeteerOptions(engine, executablePath) {
  return engine === 'firefox'
    ? { browser: 'firefox', executablePath, headless: true }
    : { executablePath, headless: true, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) };
}

/**
 * WebDriver capabilities for WebKitWebDriver. Classic WebDriver: webdriverio would ask for BiDi, which
 * WebKitWebDriver answers with "Failed to match capabilities".
 */
export const WEBKIT_CAPABILITIES = { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();

/** Tracks a child process so that no Xvfb or driver outlives this process (a failed run, Ctrl-C). */
function track(child) {
  if (!children.size) {
    process.on('exit', () => {
      for (const c of children) c.kill();
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stop(child) {
  if (!children.has(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

/**
 * Starts Xvfb on a free display (it picks the number itself: -displayfd) and WebKitWebDriver on a free
 * port, with LANG=en_US.UTF-8 (else the browser's language is `C` and prices lose their grouping).
 * Returns `{ hostname, port, display, stop() }`; stop() ends both, by their process ids.
 */
export async function startWebKit(driverPath = locate('webkit')) {
  if (!driverPath) throw new Error(howToGet('webkit'));
  const xvfb = track(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  }));
  let log = '';
  xvfb.stderr.on('data', (d) => (log += d));
  const display = await new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code, signal) => reject(new Error(`Xvfb exited (${signal ?? code}) ${log}`)));
  });
  const port = await freePort();
  const driver = track(spawn(driverPath, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: display, LANG: 'en_US.UTF-8' },
  }));
  // The driver and MiniBrowser are chatty on stderr (GTK's locale warning on every launch): kept, and
  // shown only if the driver does not start.
  driver.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const stopAll = () => Promise.all([stop(driver), stop(xvfb)]);
  try {
    await Promise.race([
      ready(`http://127.0.0.1:${port}/status`),
      new Promise((_resolve, reject) => {
        driver.once('error', reject);
        driver.once('exit', (code, signal) => reject(new Error(`WebKitWebDriver exited (${signal ?? code}) ${log}`)));
      }),
    ]);
  } catch (e) {
    await stopAll();
    throw e;
  }
  return { hostname: '127.0.0.1', port, display, stop: stopAll };
}

async function ready(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * One page in a headless browser of the given engine, for node tests: `goto(url)`,
 * `evaluate(fn, ...args)` (fn runs in the page; a returned promise is awaited) and `close()`.
 * Chromium and Firefox through puppeteer-core, WebKit through WebKitWebDriver (webdriverio).
 */
export async function openPage(engine, executablePath) {
  if (engine !== 'webkit') {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch(puppeteerOptions(engine, executablePath));
    const page = await browser.newPage();
    return {
      goto: (url) => page.goto(url),
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      close: () => browser.close(),
    };
  }
  const webkit = await startWebKit(executablePath);
  try {
    const { remote } = await import('webdriverio');
    const browser = await remote({ hostname: webkit.hostname, port: webkit.port, logLevel: 'error', capabilities: WEBKIT_CAPABILITIES });
    return {
      goto: (url) => browser.url(url),
      evaluate: (fn, ...args) => browser.execute(fn, ...args),
      close: async () => {
        await browser.deleteSession().catch(() => {});
        await webkit.stop();
      },
    };
  } catch (e) {
    await webkit.stop();
    throw e;
  }
}

// `node scripts/browsers.mjs`: finds (as root on Debian, installs) every engine and WPE WebKit, prints
// where each is, and exits 1 if an engine of BROWSERS (default all three) is missing. Used by .ci/run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const engines = selectedEngines();
  const { found, missing } = findBrowsers([...engines, 'wpe']);
  for (const [engine, path] of Object.entries(found)) if (path) console.log(`${SPECS[engine].name}: ${path}`);
  for (const engine of missing) console.error(howToGet(engine));
  process.exit(missing.some((e) => engines.includes(e)) ? 1 : 0);
}
