# syntax=docker/dockerfile:1
# Production image: the compiled server and CLI, the built SPA, production dependencies only, run as
# a non-root user. It expects an external PostgreSQL in DATABASE_URL (the embedded one is for laptops).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm run build:server

FROM node:24-bookworm-slim AS runtime
# HOST: every interface of the container (the proxy reaches it over the container network); outside
# a container the server listens on 127.0.0.1 unless HOST says otherwise (docs/deploy.md).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001 \
    VMS_DATA_DIR=/var/lib/vms
WORKDIR /app
COPY package.json package-lock.json ./
# No dev dependencies, and no optional ones: the embedded PostgreSQL binaries are not needed here.
RUN npm ci --omit=dev --omit=optional --ignore-scripts && npm cache clean --force
# sharp's libvips for this platform is an optional dependency too: taken from the build stage's install.
COPY --from=build /app/node_modules/@img ./node_modules/@img
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The privacy notices (issue 31): read from their files when the server starts (src/privacy/adapters/file-notice-library.ts).
COPY src/privacy/notices ./src/privacy/notices
COPY cli/vms.mjs ./cli/vms.mjs
RUN mkdir -p /var/lib/vms && chown node:node /var/lib/vms && ln -s /app/cli/vms.mjs /usr/local/bin/vms
USER node
# No VOLUME: photos, sessions and mail live in PostgreSQL. /var/lib/vms (VMS_DATA_DIR) holds nothing
# that must survive the container (production refuses a generated secret and the .eml mail folder);
# deploy/compose.yaml mounts a tmpfs there.
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3001) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/src/server.js"]
