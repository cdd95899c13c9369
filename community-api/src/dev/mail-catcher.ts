import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadMailCatcherConfig } from '../config.js';

/**
 * Development only: runs MailDev (an SMTP server with a web inbox and a REST API at /api/email)
 * on loopback, so verification links can be read and clicked. `npm start` spawns this file; the
 * API's SMTP_HOST/SMTP_PORT defaults (127.0.0.1:1025) already point at it.
 */
function main(): void {
  let ports;
  try {
    ports = loadMailCatcherConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? `mail-catcher: ${error.message}` : error);
    process.exit(1);
  }
  // maildev's package exports only its library entry; its CLI sits beside it in dist/bin.
  const cli = fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
  const child = spawn(
    process.execPath,
    [cli, '--smtp', String(ports.smtpPort), '--ip', '127.0.0.1', '--web', String(ports.webPort), '--web-ip', '127.0.0.1', '--silent'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  console.log(`mail-catcher: inbox http://127.0.0.1:${ports.webPort}/ (SMTP 127.0.0.1:${ports.smtpPort}, API http://127.0.0.1:${ports.webPort}/api/email)`);

  const stop = (signal: NodeJS.Signals) => {
    if (!child.killed) child.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main();
