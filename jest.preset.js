/** Shared Jest setup: SWC compiles TypeScript with decorator metadata (type-graphql and TypeORM need it). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@academy/validation$': '<rootDir>/../../libs/validation/src/index.ts',
    '^@academy/content$': '<rootDir>/../../libs/content/src/index.ts',
    // The Arabic content (issue 30): the server's mails to an Arabic registration read it.
    '^@academy/content/ar$': '<rootDir>/../../libs/content/src/ar/site.ts',
  },
};
