# Lodestar in a container: `docker compose up` (compose.yaml) or
#   docker build -t lodestar . && docker run -p 3000:3000 -e PUBLIC_URL=http://localhost:3000 lodestar
# Two stages: the build stage installs every dependency, builds the native modules and the app
# (npm run build), then drops the development dependencies; the runtime stage gets only what
# `node dist/server/main.mjs` reads (node_modules, dist/, generated/, locales/), runs as the
# unprivileged `node` user and never builds anything.
# Not tested on the machine it was written on (no Docker there).

ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# swagger-ui-dist depends on @scarf/scarf, an install-time analytics ping: off.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
# Install scripts run only for the packages package.json's allowScripts names (npm 10 in this
# image does not read that list): better-sqlite3 fetches or compiles its native module (python3,
# make and g++ are in the bookworm image), esbuild links its binary. @node-rs/argon2 ships
# prebuilt per platform as optional packages, picked by npm ci.
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3 esbuild
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/generated ./generated
COPY --from=build --chown=root:root /app/locales ./locales
# The code stays root-owned (read-only to the app); only the SQLite folder is the app's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness (GET /api/health) with the image's own Node: the slim image has no curl or wget.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs after its build; PUBLIC_URL must be given (HOST is not loopback).
# Node is PID 1 and handles SIGTERM itself (server/src/main.ts drains, then exits).
CMD ["node", "dist/server/main.mjs"]
