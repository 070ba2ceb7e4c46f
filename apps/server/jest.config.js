module.exports = {
  ...require('../../jest.preset'),
  displayName: 'server',
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // The integration suites each create a database; one at a time suits a 2-core machine.
  maxWorkers: 1,
  testTimeout: 30000,
};
