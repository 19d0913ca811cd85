# One image for the API, the worker and the migration step; the built storefront and back-office ride along.
FROM node:20.19.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20.19.0-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/storefront/dist-server storefront/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
