// Jest runs in ESM mode (Nest 12 is ESM-only): see docs/adr/0001-test-runner.md.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
}];

const here = import.meta.dirname;

const common = {
  rootDir: `${here}/src`,
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/**/*.int-spec.ts'], slowTestThreshold: 30 },
    // The storefront's pure functions (its components are checked in the browser, test/browser).
    { ...common, displayName: 'storefront', rootDir: `${here}/../storefront/src`, testMatch: ['<rootDir>/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', rootDir: `${here}/../test/api`, testMatch: ['<rootDir>/**/*.e2e-spec.ts'], slowTestThreshold: 60 },
  ],
};
