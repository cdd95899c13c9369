import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { DEFAULT_LOCALE } from '@starshelf/contract';
import { buildConfig, type CollectionConfig, type Config, type DatabaseAdapterObj, type Payload, type SanitizedConfig } from 'payload';

import { mergeComponents } from './admin/merge/admin-components.js';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { it } from '@payloadcms/translations/languages/it';

import { ADMIN_TRANSLATIONS } from './admin/publishing/admin-translations.js';
import { OVERDUE_SCHEDULES_NOTICE } from './admin/publishing/admin-components.js';
import { translationStatusComponents } from './admin/translation-status/admin-components.js';
import { AwardEntries } from './collections/AwardEntries.js';
import { Authors } from './collections/Authors.js';
import { Awards } from './collections/Awards.js';
import { Books } from './collections/Books.js';
import { withEditorialTrail } from './collections/editorial-trail.js';
import { Editions } from './collections/Editions/index.js';
import { Editors } from './collections/Editors.js';
import { Genres } from './collections/Genres.js';
import { mediaCollection } from './collections/Media.js';
import { Series } from './collections/Series.js';
import { CONNECTION_OPTIONS } from './catalogue/connection-settings.js';
import { pgWithLookupRetries } from './catalogue/lookup-retrying-pool.js';
import { payloadPool } from './database/payload-adapter.js';
import { cmsEnv } from './env.js';
import { withCatalogueChangeNotice } from './hooks/catalogue-change-notice.js';
import { limitAnonymousReads } from './hooks/public-read-limits.js';
import { answerInvalidQueries } from './hooks/query-errors.js';
import { withPublicResetLink } from './mail/editor-reset-mail.js';
import { smtpEmailAdapter } from './mail/smtp-email-adapter.js';
import type { SmtpSettings } from './mail/smtp-transport.js';
import { listMergesEndpoint, undoMergeEndpoint, withMerges } from './rest/merge-endpoints.js';
import { previewLinkEndpoint } from './rest/preview-link-endpoint.js';
import { translationStatusEndpoint } from './rest/translation-status-endpoint.js';
import { csrfOrigins, withEditorSignIn } from './sign-in/editor-sign-in.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export type RichTextOptions = {
  editor: NonNullable<Config['editor']>;
  withRichText: (collection: CollectionConfig) => CollectionConfig;
};

export type CmsConfigOptions = {
  /** Undefined is allowed so `next build` and `generate:importmap` work without a database. */
  databaseUrl: string | undefined;
  secret: string;
  isPushEnabled?: boolean;
  mediaDir?: string;
  /**
   * The admin's rich-text editing of the markdown texts (`markdownRichText` from rich-text/, decision
   * 124): its lexical editor and what it adds to each collection. Optional because the catalogue
   * library reads and writes the markdown itself and so boots Payload without the lexical packages.
   */
  richText?: RichTextOptions;
  /** Where Payload's own mail goes; without it Payload logs mail instead of sending it. */
  smtp?: SmtpSettings;
  /** The site's public address (PUBLIC_URL): the editors' reset links point there. */
  publicUrl?: string | undefined;
  /** Production without a public address keeps the editors' session cookie Secure. */
  isProduction?: boolean;
};

/**
 * pg emits `error` on the pool when an idle connection dies (PostgreSQL restarting: 57P01); with
 * no listener Node treats it as an uncaught exception and the process exits. The pool reconnects
 * on the next query by itself, so a warning is all it takes.
 */
function survivePostgresRestarts(payload: Payload): void {
  payloadPool(payload)?.on('error', (error) => payload.logger.warn(`postgres idle connection lost: ${error.message}`));
}

function withReadLimits(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {};
  return { ...collection, hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), limitAnonymousReads] } };
}

/** Fails on first use with a clear message instead of pg's guess at a local socket. */
function requireDatabaseUrl(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      db.connect = async () => {
        throw new Error('DATABASE_URL is not set: the CMS needs a PostgreSQL connection string at run time');
      };
      return db;
    },
  };
}

/**
 * When the first connection fails, the adapter also rejects its `initializing` promise, which
 * nothing awaits: Node would then end the process with an "UnhandledPromiseRejection" stack after
 * the caller's own message. The same failure reaches the caller through connect(), so it is only
 * observed here.
 */
function observeInitialising(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      (db as { initializing?: Promise<unknown> }).initializing?.catch(() => undefined);
      return db;
    },
  };
}

export function buildCmsConfig(options: CmsConfigOptions): Promise<SanitizedConfig> {
  const adapter = observeInitialising(postgresAdapter({
    pg: pgWithLookupRetries,
    pool: { connectionString: options.databaseUrl, options: CONNECTION_OPTIONS },
    schemaName: 'cms',
    // Push is opt-in: it races between processes and leaves a row that blocks `payload migrate`.
    push: options.isPushEnabled ?? false,
    // Resolves to src/migrations under tsx/Next and to dist/migrations in the lib build.
    migrationDir: path.resolve(dirname, 'migrations'),
  }));

  return buildConfig({
    admin: {
      user: Editors.slug,
      avatar: 'default',
      components: {
        ...translationStatusComponents,
        beforeDashboard: [OVERDUE_SCHEDULES_NOTICE, ...translationStatusComponents.beforeDashboard],
        views: { ...translationStatusComponents.views, ...mergeComponents.views },
        afterNavLinks: [...translationStatusComponents.afterNavLinks, ...mergeComponents.afterNavLinks],
      },
      importMap: { baseDir: dirname },
      meta: { titleSuffix: ' - Starshelf CMS' },
    },
    collections: [
      // What the public pages show: every write notifies the API's page cache (decision 086).
      // Books, authors and series also take the merges of duplicates (decision 122).
      ...[Books, Editions, Authors, Series, Genres, Awards, AwardEntries, mediaCollection(options.mediaDir ?? path.resolve(dirname, '../media'))]
        .map(options.richText?.withRichText ?? ((collection) => collection))
        .map(withEditorialTrail)
        .map((collection) => withMerges(withCatalogueChangeNotice(collection))),
      withEditorSignIn(withPublicResetLink(Editors, options.publicUrl), { publicUrl: options.publicUrl, isProduction: options.isProduction ?? false }),
    ].map(withReadLimits),
    // Cookie-authenticated requests count only from the public origin (serverURL stays unset, see
    // mail/editor-reset-mail.ts); from any other Origin the caller is anonymous.
    csrf: csrfOrigins(options.publicUrl),
    db: options.databaseUrl ? adapter : requireDatabaseUrl(adapter),
    editor: options.richText?.editor,
    endpoints: [translationStatusEndpoint, undoMergeEndpoint, listMergesEndpoint, previewLinkEndpoint],
    ...(options.smtp ? { email: smtpEmailAdapter(options.smtp) } : {}),
    // The admin and the site read over REST only; an open GraphQL endpoint would be a second door
    // past the anonymous read limits (`pagination: false` returned whole collections).
    graphQL: { disable: true },
    hooks: { afterError: [answerInvalidQueries] },
    // The admin in the site's three languages, with the texts of its own components.
    i18n: { supportedLanguages: { en, de, it }, translations: ADMIN_TRANSLATIONS },
    onInit: survivePostgresRestarts,
    localization: {
      locales: [
        { code: 'en', label: 'English' },
        { code: 'de', label: 'Deutsch' },
        { code: 'it', label: 'Italiano' },
      ],
      defaultLocale: DEFAULT_LOCALE,
      fallback: true,
    },
    secret: options.secret,
    telemetry: false,
    // Types are generated on purpose (npm run generate:types) and committed; the automatic run
    // in development spawns a child process in every process that boots Payload.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  });
}

/** The config every entry point builds from the environment; only the admin adds its editor. */
export function buildCmsConfigFromEnv(extra: Pick<CmsConfigOptions, 'richText'> = {}): Promise<SanitizedConfig> {
  const env = cmsEnv();
  return buildCmsConfig({
    databaseUrl: env.databaseUrl,
    secret: env.secret,
    isPushEnabled: env.isPushEnabled,
    mediaDir: env.mediaDir,
    smtp: env.smtp,
    publicUrl: env.publicUrl,
    isProduction: env.isProduction,
    ...extra,
  });
}
