import { writeFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { CHROME_FLAGS } from './scripts/find-chrome.mjs';

/** Counts every test of the run and prints the closing `N passed, N failed` line CI reads. */
function countReporter() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const walk = (suite) => {
    for (const t of suite.tests) {
      if (t.skipped) skipped += 1;
      else if (t.passed) passed += 1;
      else failed += 1;
    }
    for (const s of suite.suites) walk(s);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load has no results: count it as one failure.
        else if (!session.passed) failed += 1;
        if (session.testResults && session.errors?.length) failed += session.errors.length;
      }
      writeFileSync('.test-summary.json', JSON.stringify({ passed, failed, skipped }));
    },
    onEnd() {
      console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // One page at a time: a second page is a background tab whose animation frames never come.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS },
    }),
  ],
  reporters: [defaultReporter(), countReporter()],
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
};
