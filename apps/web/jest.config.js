module.exports = {
  ...require('../../jest.preset'),
  displayName: 'web',
  moduleNameMapper: {
    ...require('../../jest.preset').moduleNameMapper,
    // A module apart from the English index, so that a spec can mock it with the Arabic site's content.
    '^@academy/content$': '<rootDir>/jest.site-content.ts',
    '^@academy/content/en$': '<rootDir>/../../libs/content/src/index.ts',
    '^chakra-theme/(.*)$': '<rootDir>/../../node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
  globals: { __PUBLISHED_ON__: '2026-11-23', __SITE_LOCALE__: 'en' },
  testMatch: ['<rootDir>/app/**/*.spec.ts?(x)'],
};
