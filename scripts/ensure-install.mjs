// Bootstrap for `npm start` and `npm test`: plain JavaScript without dependencies, because it
// runs before anything is installed. It makes sure node_modules matches package-lock.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_MAJOR = 20;
const MIN_MINOR = 19;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const modulesDir = join(root, 'node_modules');
const stampFile = join(modulesDir, '.starshelf-install');
// npm rewrites this hidden lockfile whenever it changes the installed tree.
const npmTreeFile = join(modulesDir, '.package-lock.json');

function checkNodeVersion() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const isTooOld = major < MIN_MAJOR || (major === MIN_MAJOR && minor < MIN_MINOR);
  if (isTooOld) {
    console.error(
      `Starshelf needs Node ${MIN_MAJOR}.${MIN_MINOR} or newer; this is Node ${process.versions.node}.\n` +
        'Install a current Node 20 LTS (or 22) and run the command again.',
    );
    process.exit(1);
  }
}

function lockHash() {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex');
}

function readStamp() {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

// A tree installed by hand (`npm ci`, `npm install <pkg>`) after the lock last changed is
// adopted instead of reinstalled: `npm ci` deletes node_modules, which is slow and would
// pull the floor from under anything else running in this checkout.
function isTreeNewerThanLock() {
  if (!existsSync(npmTreeFile)) return false;
  return statSync(npmTreeFile).mtimeMs >= statSync(lockFile).mtimeMs;
}

function main() {
  checkNodeVersion();
  if (!existsSync(lockFile)) {
    console.error('package-lock.json is missing: run the command from a complete checkout.');
    process.exit(1);
  }
  const hash = lockHash();
  if (existsSync(modulesDir)) {
    if (readStamp() === hash) return;
    if (isTreeNewerThanLock()) {
      writeFileSync(stampFile, `${hash}\n`);
      return;
    }
  }
  console.log('Installing dependencies (npm ci): node_modules is missing or older than package-lock.json');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ci failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${hash}\n`);
}

main();
