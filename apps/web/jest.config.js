module.exports = {
  ...require('../../jest.preset'),
  displayName: 'web',
  moduleNameMapper: {
    ...require('../../jest.preset').moduleNameMapper,
    '^@academy/content/en$': '<rootDir>/../../libs/content/src/index.ts',
    '^chakra-theme/(.*)$': '<rootDir>/../../node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
  globals: { __PUBLISHED_ON__: '2026-11-23' },
  testMatch: ['<rootDir>/app/**/*.spec.ts?(x)'],
};
