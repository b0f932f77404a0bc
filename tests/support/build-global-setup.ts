/**
 * For test projects that start their own servers (scale): the production build only, once per
 * run, shared with the e2e projects (tests/support/e2e-global-setup.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './browser.ts';
import { buildOncePerRun } from './e2e-global-setup.ts';

export default async function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install Debian's "chromium-headless-shell" package (apt-get install chromium-headless-shell); .ci/run does.`,
    );
  }
  if (!existsSync('/usr/sbin/haproxy')) {
    throw new Error('HAProxy is missing: install Debian\'s "haproxy" package (apt-get install haproxy); .ci/run does.');
  }
  if (!process.env.TEST_DATABASE_URL || process.env.TEST_DATABASE_URL === 'off') {
    throw new Error('The scale tests need the PostgreSQL server at TEST_DATABASE_URL.');
  }
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
  if (process.env.E2E_SKIP_BUILD !== '1') await buildOncePerRun(process.cwd(), buildDir);
}
