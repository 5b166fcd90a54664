import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'packages/api-client/src/schema.d.ts',
      '**/.data/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Boundaries between the parts (docs/architecture.md). Each rule names what to do instead.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@aurum/api-client',
                '@aurum/api-client/*',
                '@aurum/server',
                '@aurum/server/*',
                '**/apps/**',
              ],
              message: '@aurum/ui is a product of its own: it imports no app, no API client and no server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/member/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aurum/server', '@aurum/server/*', '**/server/src/**', '**/apps/server/**'],
              message:
                'The member app reaches the server only through @aurum/api-client (generated from the OpenAPI document).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**/routes.js', '../**/admin.routes.js'],
              message:
                "An area imports no other area's routes: take what you need from its schemas.ts, queries.ts or service.ts (only a module's index composes routes).",
            },
          ],
        },
      ],
    },
  },
  {
    // Only ledger/ writes the ledger tables: every other module moves money through its API.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/ledger/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/][arguments.0.value=/^ledger_/]',
          message:
            'Only ledger/ writes ledger tables: post through ledger/ (transfer, transferAll, the posting composer).',
        },
        {
          selector:
            'TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+ledger_/i]',
          message:
            'Only ledger/ writes ledger tables: post through ledger/ (transfer, transferAll, the posting composer).',
        },
        {
          selector: 'Literal[value=/(insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+ledger_/i]',
          message:
            'Only ledger/ writes ledger tables: post through ledger/ (transfer, transferAll, the posting composer).',
        },
      ],
    },
  },
);
