import { parseArgs } from 'node:util';
import { findBrokenReferences } from './data/check-references.js';
import { loadDataset } from './data/load-dataset.js';

// `npm run seed [-- --reset]`. For now it loads and checks the shipped data set and prints the
// counts; the import into Payload follows once the cms catalogue module exists.
const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  strict: true,
});

if (values.help) {
  console.log('Usage: npm run seed [-- --reset]\n  --reset  wipe the imported catalogue and load it again');
  process.exit(0);
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const dataset = await loadDataset();
const cpu = process.cpuUsage(cpuBefore);
const elapsed = performance.now() - started;

const problems = findBrokenReferences(dataset);
if (problems.length > 0) {
  console.error(`The data set has ${problems.length} broken reference(s):\n${problems.slice(0, 20).join('\n')}`);
  process.exit(1);
}

console.table(Object.fromEntries(Object.entries(dataset.tables).map(([name, rows]) => [name, { rows: rows.length }])));
console.log(
  `Loaded in ${Math.round(elapsed)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms); all references hold.` +
    (values.reset ? ' --reset given: nothing to reset until the importer is wired to the CMS.' : ''),
);
