// Runs before `npm start` and `npm test` on whatever Node the machine has (plain JavaScript,
// no dependencies): installs the project's packages when they are missing or out of date, and
// for the tests makes sure a Chromium is available.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wantBrowser = process.argv.includes('--browser');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(command, args, echo = true) {
  if (echo) console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/** Runs a command without showing its output (kept for a later failure message). */
function runQuietly(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0;
}

function mtime(file) {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const installedAt = mtime('node_modules/.package-lock.json');
if (
  installedAt === 0 ||
  installedAt < mtime('package-lock.json') ||
  !existsSync(path.join(root, 'node_modules/.bin/node'))
) {
  // `npm ci` is exact; where it trips over another platform's optional packages, `npm install`
  // still follows the lockfile. npm runs on the system's Node and would warn about every package
  // that wants Node 24 (the project runs on the Node 24 it installs): only errors are shown.
  const started = Date.now();
  console.log('Installing npm packages from package-lock.json…');
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  if (!runQuietly('npm', ['ci', ...quiet]) && !run('npm', ['install', ...quiet], false)) {
    console.error('Installing the npm packages failed.');
    process.exit(1);
  }
  console.log(`Installed npm packages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// The end-to-end tests need Chromium, and nginx for the deployment test (e2e/nginx.spec.ts); the
// Contentful setup test makes its stand-in's TLS certificate with openssl; the audit's HTML check
// needs Java for the Nu HTML Checker (vnu-jar), which it skips without one.
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const hasOpenssl = () => spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
const missing = wantBrowser
  ? [
      ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-dejavu-core']),
      ...(existsSync(NGINX) ? [] : ['nginx']),
      ...(hasOpenssl() ? [] : ['openssl']),
    ]
  : [];
const javaMissing = wantBrowser && !hasJava();

/** Installs Debian packages with apt-get, as root or through `sudo -n`; false when it could not. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) =>
    sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args]) : run('apt-get', args);
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`);
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...packages]);
}

if (missing.length > 0 && !aptInstall(missing)) {
  console.error(
    `Could not install ${missing.join(', ')}. Install them (apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH and NGINX_PATH.`,
  );
  process.exit(1);
}
if (javaMissing && !(aptInstall(['default-jre-headless']) && hasJava())) {
  console.warn(
    'No Java, and default-jre-headless could not be installed: the audit skips its HTML validity check.',
  );
}
