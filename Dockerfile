# One image for every Node service of Starshelf; docker-compose.yml picks the command per service.
# Build: docker build -t starshelf .
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY cms/package.json cms/
COPY community-api/package.json community-api/
COPY frontend/package.json frontend/
COPY seed/package.json seed/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["npx", "tsx", "scripts/gateway-server.ts"]
