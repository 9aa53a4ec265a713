# The Khela server: one Node process serving the API, the web app and the operator console.
# Built and run by compose.yaml (several instances behind nginx); see docs/operations.md.
FROM node:20-bookworm-slim

# better-sqlite3 compiles when no prebuilt binary fits; .npmrc points node-gyp at the system
# Node's headers (/usr), which in this image live under /usr/local.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local

WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# Uploads (STORAGE_DIR, PRIVATE_DIR) go to /data: mount one volume there shared by every instance.
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  STORAGE_DIR=/data/storage \
  PRIVATE_DIR=/data/private
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
