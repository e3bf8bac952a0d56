# One image for the API and the worker: builds the schema, server and the four clients.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json lerna.json ./
COPY schema/package.json schema/
COPY server/package.json server/
COPY clients/ui/package.json clients/ui/
COPY clients/organizer/package.json clients/organizer/
COPY clients/portal/package.json clients/portal/
COPY clients/manager/package.json clients/manager/
COPY clients/public/package.json clients/public/
COPY clients/e2e/package.json clients/e2e/
# npm install, not npm ci: see README (registry copy without other platforms' optional binaries)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
EXPOSE 4000
CMD ["node", "server/dist/main.js"]
