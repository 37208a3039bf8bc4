import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { architectureBoundaries } from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/.scratch/**',
      'e2e/.*.ts',
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/drizzle/**',
      'e2e/.artifacts/**',
      // Test material written by others, kept as they wrote it (decision 045).
      'apps/agent/test/independent-board/**',
      'apps/agent/test/independent-sites/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  architectureBoundaries,
);
