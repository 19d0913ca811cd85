/**
 * The architecture's dependency rules (shared/docs/architecture.md), checked on every `npm test` over the backend and
 * both front ends (no-cycles holds for all three).
 */
const CONTEXTS = '(identity|catalog|marketplace|newsletter|support|operations|payouts|privacy)';
const SRC = '^backend/src/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      comment: 'A domain imports only its own domain and shared/domain: no Nest, TypeORM, validators, queues or i18n.',
      severity: 'error',
      from: { path: `${SRC}([^/]+)/domain/` },
      to: { pathNot: [`${SRC}$1/domain/`, `${SRC}shared/domain/`], dependencyTypesNot: ['core'] },
    },
    {
      name: 'application-has-no-adapters',
      comment: 'Use cases talk to ports; adapters and infrastructure libraries stay outside.',
      severity: 'error',
      from: { path: `${SRC}.+/application/` },
      to: { path: [`${SRC}.+/adapters/`, 'node_modules/(typeorm|bullmq|@nestjs/bullmq|@nestjs/typeorm|nodemailer|@aws-sdk|ioredis|pg)/'] },
    },
    {
      name: 'contexts-meet-through-application',
      comment: "A context never reaches into another context's domain or adapters.",
      severity: 'error',
      from: { path: `${SRC}${CONTEXTS}/` },
      to: { path: `${SRC}${CONTEXTS}/(domain|adapters)/`, pathNot: `${SRC}$1/` },
    },
    {
      name: 'shared-imports-no-context',
      severity: 'error',
      from: { path: `${SRC}shared/` },
      to: { path: `${SRC}${CONTEXTS}/` },
    },
    {
      name: 'storefront-features-meet-through-their-entry',
      comment: "A storefront feature uses another feature only through that feature's public entry (its index.ts), never its internals.",
      severity: 'error',
      from: { path: '^storefront/src/features/([^/]+)/' },
      to: { path: '^storefront/src/features/[^/]+/', pathNot: ['^storefront/src/features/$1/', '^storefront/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'production-code-imports-no-dev-dependency',
      comment:
        'The image installs runtime dependencies only (npm ci --omit=dev): code it runs must not need a devDependency. ' +
        'The launcher (npm start: embedded PostgreSQL, dev inbox) is not in the production build; tests and their helpers may.',
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}launcher/`, '/testing/', '\\.spec\\.ts$', '\\.int-spec\\.ts$'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.int-spec\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
