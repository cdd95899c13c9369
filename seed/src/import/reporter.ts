import cliProgress from 'cli-progress';

export interface EntityProgress {
  update(done: number): void;
  stop(): void;
}

/** Shows how far each entity is: a bar on a terminal, one line per entity otherwise. */
export interface Reporter {
  start(entity: string, total: number): EntityProgress;
}

export const silentReporter: Reporter = {
  start: () => ({ update: () => undefined, stop: () => undefined }),
};

export function consoleReporter(stream: NodeJS.WriteStream = process.stdout): Reporter {
  if (!stream.isTTY) {
    return {
      start(entity, total) {
        const started = performance.now();
        return {
          update: () => undefined,
          stop: () => stream.write(`${entity}: ${total} done in ${Math.round(performance.now() - started)} ms\n`),
        };
      },
    };
  }
  return {
    start(entity, total) {
      const bar = new cliProgress.SingleBar(
        { format: `${entity.padEnd(18)} {bar} {value}/{total} {duration_formatted}`, stream, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
      return { update: (done) => bar.update(done), stop: () => bar.stop() };
    },
  };
}
