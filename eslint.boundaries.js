// The import boundaries of DESIGN.md ("Workspaces") and STYLE.md (§1, §5), as `no-restricted-imports`
// settings per folder. Plain patterns on the import text, no resolver: lint stays fast on two cores
// (decision 068). ESLint keeps only the last matching setting of a rule, so every block below repeats
// its workspace's patterns.

const WORKSPACES = ['contract', 'cms', 'community-api', 'frontend', 'seed', 'e2e', 'bench'];
const CATALOGUE_MODULE = 'cms/catalogue(/[a-z-]+)?';

/** The `@starshelf/*` entry points each workspace may import; null means any package export. */
const ALLOWED_PACKAGES = {
  contract: [],
  cms: ['contract'],
  // The community API sends its mail through the cms's SMTP transport, so mail is configured once (decision 070).
  // It counts its rate limits with the counter the admin's sign-in limits use: one key layout in Redis.
  'community-api': ['contract', CATALOGUE_MODULE, 'cms/mail', 'cms/rate-limit'],
  frontend: ['contract'],
  // The seeder writes the catalogue through its module and community rows through the API's seeding entry.
  seed: ['contract', CATALOGUE_MODULE, 'community-api/seeding'],
  e2e: null,
  bench: null,
};

const pattern = (regex, message) => ({ regex, message });

const CROSSING_PATH = pattern(
  `^(\\.\\./)+(${WORKSPACES.join('|')})/`,
  'Another workspace is reached through its package exports (@starshelf/...), never by a relative path (STYLE.md §1).',
);
const PACKAGE_INTERNALS = pattern(
  '^@starshelf/[^/]+/(src|dist)(/|$)',
  "A package is imported through its exports, not its source or build folders (STYLE.md §1).",
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
    patterns.push(pattern(regex, `${workspace}/ may import ${list} (DESIGN.md "Workspaces").`));
  }
  if (workspace !== 'cms') patterns.push(PAYLOAD);
  return patterns;
}

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// The front end's layers (STYLE.md §5, bulletproof-react): shared code → features → app.
const FRONTEND = workspacePatterns('frontend');
const NO_APP = pattern('^(@/|(\\.\\./)+)app(/|$)', 'Only src/app/ composes the routes; nothing imports from it (STYLE.md §5).');
const NO_FEATURES = pattern('^(@/|(\\.\\./)+)features(/|$)', 'Shared code does not import features; move the shared part to components/ or lib/ (STYLE.md §5).');
const OTHER_FEATURE = pattern('^@/features(/|$)', "Features do not import each other (STYLE.md §5); a feature's own files import each other relatively.");
const LEAVES_FEATURE_FROM_ROOT = pattern('^\\.\\./', "This import leaves the feature's folder: features do not import each other; shared code goes through @/.");
const LEAVES_FEATURE_FROM_SUBFOLDER = pattern('^\\.\\./\\.\\./', "This import leaves the feature's folder: features do not import each other; shared code goes through @/.");

const SOURCES = '**/*.{ts,tsx,js,mjs,cjs,mts,cts}';

export const boundaryConfigs = [
  ...WORKSPACES.map((workspace) => ({ files: [`${workspace}/${SOURCES}`], rules: restrict(...workspacePatterns(workspace)) })),
  {
    files: ['frontend/src/{components,lib,config,i18n}/' + SOURCES],
    rules: restrict(...FRONTEND, NO_APP, NO_FEATURES),
  },
  { files: ['frontend/src/features/*/*.{ts,tsx}'], rules: restrict(...FRONTEND, NO_APP, OTHER_FEATURE, LEAVES_FEATURE_FROM_ROOT) },
  { files: ['frontend/src/features/*/*/' + SOURCES], rules: restrict(...FRONTEND, NO_APP, OTHER_FEATURE, LEAVES_FEATURE_FROM_SUBFOLDER) },
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
    message: 'A dynamic import() reaches another workspace through its package exports too, never by a relative path or its src/dist (STYLE.md §1).',
  },
  {
    selector: `ImportExpression > TemplateLiteral.source > TemplateElement[value.raw=/${DYNAMIC_CROSSING}/]`,
    message: 'A dynamic import() reaches another workspace through its package exports too, never by a relative path or its src/dist (STYLE.md §1).',
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
