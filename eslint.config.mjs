import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'libs/graphql-client/src/generated/**',
      'var/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Source code of the projects; tool configs beside them may reach the shared root presets.
    files: ['apps/*/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'libs/*/src/**/*.ts', 'e2e/**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      // Dependencies point downward only: apps use libs, libs use no app, web and server never meet.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    // The server's infrastructure knows no module: the composition root (modules/index.ts, app.ts) hands
    // it the entities, migrations, seeds and resolvers, so dependencies point one way (modules → here).
    files: ['apps/server/src/{common,database,graphql,http}/**/*.ts', 'apps/server/src/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'Server infrastructure (common, config, database, graphql, http) must not import a module: let the composition root pass it what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
