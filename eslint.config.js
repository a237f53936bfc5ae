import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency rule of docs/architecture: a domain imports only its own domain and src/shared;
 * an application layer imports its domain, its ports, src/shared, the platform's ports and other
 * modules' application layers. Only adapters, the platform and the composition root know Hono,
 * MikroORM, nodemailer or the file system.
 */
const DOMAIN_FORBIDDEN = String.raw`^(?!\./|\.\./\.\./shared/)`;
const APPLICATION_FORBIDDEN = String.raw`^(?!\./|\.\./domain/|\.\./\.\./shared/|\.\./\.\./platform/ports/|\.\./\.\./[a-z-]+/application/)`;

export default tseslint.config(
  { ignores: ['dist/**', 'web/dist/**', 'node_modules/**', 'coverage/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/**', 'cli/**', 'test/**', 'bench/**', 'migrations/**', '*.config.{js,ts}', 'web/*.{mjs,ts}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: DOMAIN_FORBIDDEN, message: 'A domain imports only its own domain and src/shared.' }] }],
    },
  },
  {
    files: ['src/*/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: APPLICATION_FORBIDDEN,
              message: 'An application layer imports its domain, its ports, src/shared, platform/ports and other modules\' application layers only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code runs in the browser too: no Node built-ins, except the server half of the envelope.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/envelope/node-envelope.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'src/shared runs in the browser too.' }] }] },
  },
);
