// The import boundaries of docs/architecture.md ("Workspaces") and docs/style.md (§1, §5), as `no-restricted-imports`
// settings per folder. Plain patterns on the import text, no resolver: lint stays fast on two cores
// (decision 068). ESLint keeps only the last matching setting of a rule, so every block below repeats
// its workspace's patterns.

const WORKSPACES = ['contract', 'cms', 'community-api', 'gateway', 'frontend', 'seed', 'e2e', 'bench'];
const CATALOGUE_MODULE = 'cms/catalogue(/[a-z-]+)?';

/** The `@starshelf/*` entry points each workspace may import; null means any package export. */
const ALLOWED_PACKAGES = {
  contract: [],
  cms: ['contract'],
  // The community API sends its mail through the cms's SMTP transport, so mail is configured once (decision 070).
  // It counts its rate limits with the counter the admin's sign-in limits use: one key layout in Redis.
  // Its process tops boot Payload (cms/payload) for the catalogue's Local-API writes (decision 117).
  'community-api': ['contract', CATALOGUE_MODULE, 'cms/payload', 'cms/mail', 'cms/rate-limit'],
  // The gateway looks service names up as the database pools do (decision 093) and answers requests
  // Node refuses before routing as the API does (decision 071).
  gateway: ['contract', 'cms/patient-lookup', 'community-api/client-error'],
  frontend: ['contract'],
  // The seeder writes the catalogue through its module and community rows through the API's seeding entry;
  // its tests check that every seeded text survives the admin's rich-text editor (cms/rich-text, decision 124).
  seed: ['contract', CATALOGUE_MODULE, 'cms/payload', 'cms/rich-text', 'community-api/seeding'],
  e2e: null,
  bench: null,
  // The orchestrator (npm start, npm test) starts the gateway in its own process.
  scripts: ['contract', 'gateway'],
};

const pattern = (regex, message) => ({ regex, message });

const CROSSING_PATH = pattern(
  `^(\\.\\./)+(${WORKSPACES.join('|')})/`,
  'Another workspace is reached through its package exports (@starshelf/...), never by a relative path (docs/style.md §1).',
);
const PACKAGE_INTERNALS = pattern(
  '^@starshelf/[^/]+/(src|dist)(/|$)',
  "A package is imported through its exports, not its source or build folders (docs/style.md §1).",
);
const PAYLOAD = pattern(
  '^(payload(/|$)|@payloadcms/)',
  'Only cms/ talks to Payload; other workspaces use the catalogue module (@starshelf/cms/catalogue).',
);

function workspacePatterns(workspace) {
  const allowed = ALLOWED_PACKAGES[workspace];
  const patterns = [CROSSING_PATH, PACKAGE_INTERNALS];
  if (allowed) {
    const exceptions = allowed.map((entry) => `${entry}$`).join('|');
    const regex = exceptions ? `^@starshelf/(?!(${exceptions}))` : '^@starshelf/';
    const list = allowed.length ? allowed.map((entry) => `@starshelf/${entry.replace('(/[a-z-]+)?', '[/...]')}`).join(', ') : 'no workspace';
    patterns.push(pattern(regex, `${workspace}/ may import ${list} (docs/architecture.md "Workspaces").`));
  }
  if (workspace !== 'cms') patterns.push(PAYLOAD);
  return patterns;
}

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// The cms's catalogue library (docs/architecture.md, decision 117): other workspaces load it without
// booting Payload, so it reaches nothing above it: not the collections and their hooks, not the
// migrations, not the config and not the boot entry (cms/src/payload/) that loads them.
const CATALOGUE_LIBRARY = pattern(
  '^(\\.\\./)+(hooks|migrations|collections|payload|scripts|app)(/|$)|^(\\.\\./)+(build-config|catalogue-config|payload\\.config)(\\.js)?$',
  'The catalogue library takes its database from the process (configureCatalogue) and imports only what lies below it: cms/src/database, fields, errors, payload-types (decision 117).',
);

// The front end's layers (docs/style.md §5, bulletproof-react): shared code → features → app.
const FRONTEND = workspacePatterns('frontend');
const NO_APP = pattern('^(@/|(\\.\\./)+)app(/|$)', 'Only src/app/ composes the routes; nothing imports from it (docs/style.md §5).');
const NO_FEATURES = pattern('^(@/|(\\.\\./)+)features(/|$)', 'Shared code does not import features; move the shared part to components/ or lib/ (docs/style.md §5).');
const OTHER_FEATURE = pattern('^@/features(/|$)', "Features do not import each other (docs/style.md §5); a feature's own files import each other relatively.");
const LEAVES_FEATURE_FROM_ROOT = pattern('^\\.\\./', "This import leaves the feature's folder: features do not import each other; shared code goes through @/.");
const LEAVES_FEATURE_FROM_SUBFOLDER = pattern('^\\.\\./\\.\\./', "This import leaves the feature's folder: features do not import each other; shared code goes through @/.");

const SOURCES = '**/*.{ts,tsx,js,mjs,cjs,mts,cts}';

// The community API's layers (docs/architecture.md), from the ground up: config.ts; lib/ and db/;
// http/ and queue/; mail/; modules/ (a module may use another, never in a loop); at the top app.ts,
// server.ts, worker.ts, background-jobs.ts and harness/, which compose the rest. Each folder names
// the folders above it that it must not reach.
const API = 'community-api/src';
const API_WORKSPACE = workspacePatterns('community-api');
const API_TOP = pattern(
  '^(\\.\\./)+((app|server|worker|worker-health|background-jobs)\\.js|harness(/.*)?)$',
  'app.ts, server.ts, worker.ts, background-jobs.ts and harness/ compose the API; nothing below them imports them (docs/architecture.md).',
);
const API_CONFIG = pattern('^\\.\\.?/', 'config.ts is the ground of the API: it imports nothing of src/ (docs/architecture.md).');
const API_LOWER_LAYERS = {
  lib: { above: ['db', 'http', 'queue', 'mail', 'modules', 'seeding', 'dev'], advice: 'lib/ holds plain tools that know only config.ts' },
  db: { above: ['http', 'queue', 'mail', 'modules', 'seeding', 'dev'], advice: 'db/ knows only its schema, lib/ and config.ts' },
  http: { above: ['queue', 'mail', 'modules', 'seeding'], advice: 'what http/ needs of a module moves down, or http/ declares the shape it needs' },
  queue: { above: ['http', 'mail', 'modules', 'seeding'], advice: 'modules hand their consumers and periodic jobs to queue/, which knows none of them' },
  mail: { above: ['http', 'modules', 'seeding'], advice: 'modules send mail through mail/, which holds the copy of every mail' },
};
const apiLayer = (folder, { above, advice }) => ({
  files: [`${API}/${folder}/${SOURCES}`],
  rules: restrict(
    ...API_WORKSPACE,
    API_TOP,
    pattern(`^(\\.\\./)+(${above.join('|')})(/|$)`, `${folder}/ does not import ${above.map((name) => `${name}/`).join(', ')}: ${advice} (docs/architecture.md).`),
  ),
});

export const boundaryConfigs = [
  ...WORKSPACES.map((workspace) => ({ files: [`${workspace}/${SOURCES}`], rules: restrict(...workspacePatterns(workspace)) })),
  { files: [`scripts/${SOURCES}`], rules: restrict(...workspacePatterns('scripts')) },
  { files: ['cms/src/catalogue/' + SOURCES], rules: restrict(...workspacePatterns('cms'), CATALOGUE_LIBRARY) },
  {
    files: ['frontend/src/{components,lib,config,i18n}/' + SOURCES],
    rules: restrict(...FRONTEND, NO_APP, NO_FEATURES),
  },
  { files: ['frontend/src/features/*/*.{ts,tsx}'], rules: restrict(...FRONTEND, NO_APP, OTHER_FEATURE, LEAVES_FEATURE_FROM_ROOT) },
  { files: ['frontend/src/features/*/*/' + SOURCES], rules: restrict(...FRONTEND, NO_APP, OTHER_FEATURE, LEAVES_FEATURE_FROM_SUBFOLDER) },
  { files: [`${API}/config.ts`], rules: restrict(...API_WORKSPACE, API_CONFIG) },
  ...Object.entries(API_LOWER_LAYERS).map(([folder, layer]) => apiLayer(folder, layer)),
  { files: [`${API}/modules/${SOURCES}`], rules: restrict(...API_WORKSPACE, API_TOP) },
];

// `no-restricted-imports` does not look at dynamic import(), and the server renderer is loaded by
// one: the same crossings are refused there, and outside the contract (which declares
// PAGE_RENDERER_DIR and PAGE_RENDERER_FILE) and the front end (which builds it) no file names the
// renderer's build folder or the front end's folders, so the API reaches the renderer only through
// the contract's constants (decision 115). esquery's regular expressions may not hold a slash: \x2F.
const SLASH = '\\x2F';
const DYNAMIC_CROSSING = `^(\\.\\.${SLASH})+(${WORKSPACES.join('|')})${SLASH}|^@starshelf${SLASH}[^${SLASH}]+${SLASH}(src|dist)(${SLASH}|$)`;
const RENDERER_BUILD = `(^|${SLASH})dist-ssr(${SLASH}|$)|(^|${SLASH})frontend${SLASH}(src|dist|dist-ssr)(${SLASH}|$)`;
const DYNAMIC_IMPORT_RULES = [
  {
    selector: `ImportExpression > Literal.source[value=/${DYNAMIC_CROSSING}/]`,
    message: 'A dynamic import() reaches another workspace through its package exports too, never by a relative path or its src/dist (docs/style.md §1).',
  },
  {
    selector: `ImportExpression > TemplateLiteral.source > TemplateElement[value.raw=/${DYNAMIC_CROSSING}/]`,
    message: 'A dynamic import() reaches another workspace through its package exports too, never by a relative path or its src/dist (docs/style.md §1).',
  },
];
const RENDERER_PATH_RULES = [
  {
    selector: `Literal[value=/${RENDERER_BUILD}/]`,
    message: "The server renderer is found through the contract's PAGE_RENDERER_DIR and PAGE_RENDERER_FILE (or PAGE_RENDERER_PATH), never a path into frontend/.",
  },
  {
    selector: `TemplateElement[value.raw=/${RENDERER_BUILD}/]`,
    message: "The server renderer is found through the contract's PAGE_RENDERER_DIR and PAGE_RENDERER_FILE (or PAGE_RENDERER_PATH), never a path into frontend/.",
  },
];

/** Its own rule (`no-restricted-syntax`), so it stands beside the blocks above instead of replacing them. */
export const dynamicImportConfigs = WORKSPACES.map((workspace) => ({
  files: [`${workspace}/${SOURCES}`],
  rules: {
    'no-restricted-syntax': ['error', ...DYNAMIC_IMPORT_RULES, ...(workspace === 'contract' || workspace === 'frontend' ? [] : RENDERER_PATH_RULES)],
  },
}));
