// Loaded into npm in the image's build (Dockerfile, NODE_OPTIONS=--import …) and nowhere else.
// npm 10 and 11 open a file per package at once, the cache entries it is still fetching and, from a
// full cache, the cache index of every package: 1,000-1,450 files for this lockfile, where a build
// container may have 1,024 (the engine's default here, which cannot be raised). An open that fails
// with EMFILE/ENFILE is tried again a moment later, when other files have closed, instead of failing
// the install (docs/decisions/160-image-build-within-1024-open-files.md).
// The default export of node:fs is the object npm's CommonJS code requires: what is replaced on it
// is what npm calls.
import fs from 'node:fs';

const RETRY_MS = 10;
/** @param {unknown} error */
const isOutOfFiles = (error) => {
  const code = /** @type {{ code?: unknown } | null} */ (error)?.code;
  return code === 'EMFILE' || code === 'ENFILE';
};

/** @typedef {(this: unknown, ...args: any[]) => any} AnyFunction */

/**
 * The callback form: a call whose callback gets EMFILE is made again after RETRY_MS.
 * @param {AnyFunction} original
 * @returns {AnyFunction}
 */
function patientCallback(original) {
  return function patient(...args) {
    const callback = args[args.length - 1];
    if (typeof callback !== 'function') return original.apply(this, args);
    const head = args.slice(0, -1);
    const attempt = () =>
      original.call(this, ...head, (/** @type {unknown} */ error, /** @type {unknown[]} */ ...rest) => {
        if (isOutOfFiles(error)) setTimeout(attempt, RETRY_MS);
        else callback(error, ...rest);
      });
    attempt();
  };
}

/**
 * The promise form, the same way.
 * @param {AnyFunction} original
 * @returns {AnyFunction}
 */
function patientPromise(original) {
  return async function patient(...args) {
    for (;;) {
      try {
        return await original.apply(this, args);
      } catch (error) {
        if (!isOutOfFiles(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
}

// Each opens a file or a directory; the streams open through fs.open.
const OPENING = ['open', 'readFile', 'writeFile', 'appendFile', 'copyFile', 'readdir', 'opendir', 'mkdtemp'];
const callbacks = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs));
const promises = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (fs.promises));
for (const name of OPENING) {
  const callbackForm = callbacks[name];
  const promiseForm = promises[name];
  if (typeof callbackForm === 'function') callbacks[name] = patientCallback(/** @type {AnyFunction} */ (callbackForm));
  if (typeof promiseForm === 'function') promises[name] = patientPromise(/** @type {AnyFunction} */ (promiseForm));
}
