// Shared flat ESLint config. Usage in a package's eslint.config.js:
//   import config from '@badminton/eslint-config';
//   export default config;
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './rules/boundaries.js';
import cycles from './rules/cycles.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries, cycles },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Apps never import other apps, packages never import apps, features never import other features.
      // The one crossing allowed: the shell reads each remote's data-only route manifest (decision 0018). The service
      // imports no app at all (issue 23).
      'boundaries/imports': [
        'error',
        {
          allow: [
            { from: 'apps/shell', specifier: '^@badminton/[^/]+/routes$' },
          ],
        },
      ],
      // No import circles, types included (decision 0054): a local rule, rules/cycles.js.
      'cycles/imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      // Configuration is validated once in apps/api/src/config.ts; nothing else reads process.env.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the validated config module.' },
      ],
      // Routing comes from the shared facade, so the build keeps only what is used (decision 0029).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: "Import routing from '@badminton/router' (the shared facade)." }] },
      ],
    },
  },

  {
    files: ['**/config.ts', '**/*.config.{js,ts,mjs}', '**/scripts/**', '**/e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
