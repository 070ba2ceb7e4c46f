module.exports = {
  ...require('../../jest.preset'),
  displayName: 'web',
  testMatch: ['<rootDir>/app/**/*.spec.ts?(x)'],
};
