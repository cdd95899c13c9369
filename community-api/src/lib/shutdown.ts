import type { Logger } from './logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** Stops the process once on a signal or a fatal error: close resources, then exit; never hang. */
export function installShutdown(logger: Logger, closeResources: () => Promise<void>): void {
  let isStopping = false;
  const stop = async (reason: string, exitCode: number): Promise<void> => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ reason }, 'shutting down');
    // Whatever hangs (a stuck socket, a dead database), the process must still go away.
    setTimeout(() => {
      logger.error('shutdown grace period exceeded; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await closeResources();
    logger.info('stopped');
    process.exit(exitCode);
  };

  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.on('unhandledRejection', (error) => {
    logger.fatal({ err: error }, 'unhandled rejection');
    void stop('unhandledRejection', 1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void stop('uncaughtException', 1);
  });
}
