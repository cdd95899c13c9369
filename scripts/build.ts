// `npm run build`: builds every workspace whose sources changed since its last build.
// `--force` rebuilds everything; names (contract, cms, community-api, gateway, frontend) limit the set.
import { inheritedEnv, loadConfig } from './lib/config.js';
import { buildWorkspaces, workspaceBuilds } from './lib/build.js';
import { setColor } from './lib/log.js';
import { installSignalHandlers, shutdown } from './lib/processes.js';
import { toolsFor } from './lib/tools.js';

async function main(): Promise<void> {
  const config = loadConfig();
  setColor(config.useColor);
  installSignalHandlers();
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith('--'));
  const tools = toolsFor(config.rootDir);
  const results = await buildWorkspaces(workspaceBuilds(config.rootDir, tools.npm, tools.tsc), {
    rootDir: config.rootDir,
    env: inheritedEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
    only: only.length > 0 ? only : undefined,
    force: args.includes('--force'),
  });
  for (const r of results) console.log(`  ${r.name.padEnd(14)} ${r.status}${r.ms > 0 ? ` (${(r.ms / 1000).toFixed(1)} s)` : ''}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  },
);
