// Lint rules carry the boundaries between the four source folders (see docs/architecture.md).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import i18next from 'eslint-plugin-i18next'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'

// A leading # starts a comment in these gitignore-style patterns, so our # imports are escaped.
const ourFolders = ['\\#engine/*', '\\#contract/*', '\\#server/*', '\\#web/*']
// From outside the engine only its public API, src/engine/index.ts, is imported.
const enginePublicApi = [
  { regex: '^#engine/(?!index\\.ts$)', message: 'Import the engine through #engine/index.ts.' },
  { regex: '(^|/)engine/(?!index\\.ts$)', message: 'Import the engine through its index.ts.' },
]

// The web app's layers (docs/architecture.md, "The web app's layers"): domain is pure logic over the engine;
// state holds server data, the browser's storage and the working system; ui holds shared components; each
// feature owns one task's screens and imports domain, state and ui but never another feature. The app shell
// (entry, routes, layouts, the flows that combine features) sits on top and may import everything.
// The web app never reaches the server's code or Node.
const webNeverImports = {
  group: ['\\#server/*', '../server/*', '../../server/*', 'node:*', 'fastify*', 'drizzle-orm*', 'pg'],
}
// A number input follows the interface language's decimal separator (docs/product-rules.md, "Text of numbers
// and dates"); Mantine's own NumberInput shows '.' in every language.
const numberInputThroughField = {
  name: '@mantine/core',
  importNames: ['NumberInput'],
  message: 'Use NumberField (src/web/ui/forms/NumberField.tsx), which follows the interface language.',
}
const webShell = [
  'app.tsx',
  'main.tsx',
  'routes.tsx',
  'providers.tsx',
  'lazy-screens.ts',
  'layout',
  'flows',
].map((part) => `./src/web/${part}`)
const webFeatures = [
  'workspace',
  'selection',
  'rect-wizard',
  'reports',
  'auth',
  'integrations/webshop',
  'integrations/plugin',
]
const above = (layer, ...higher) => ({
  target: `./src/web/${layer}`,
  from: [...higher.map((part) => `./src/web/${part}`), ...webShell],
  message: `The ${layer} layer does not import the layers above it (docs/architecture.md).`,
})
const webLayerZones = [
  // Domain uses i18n's pure formatting (format.ts, languages.ts), not the i18next instance.
  above('domain', 'state', 'ui', 'features', 'i18n/index.ts'),
  above('state', 'ui', 'features'),
  above('i18n', 'ui', 'features'),
  above('ui', 'features'),
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: ['./src/web/features', ...webShell],
    except: [`./${feature}`],
    message:
      'A feature imports domain, state and ui, never another feature or the app shell (docs/architecture.md).',
  })),
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    // The engine is pure: none of our code, no Node, no DOM, no frameworks.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts', 'src/engine/**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ourFolders,
            '**/contract/**',
            '**/server/**',
            '**/web/**',
            'node:*',
            'react*',
            'fastify*',
            'drizzle-orm*',
            'zod',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch', 'localStorage', 'Buffer'],
    },
  },
  {
    // The contract holds schemas and types: engine types and zod only.
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...enginePublicApi,
            {
              group: [
                '\\#server/*',
                '\\#web/*',
                '**/server/**',
                '**/web/**',
                'node:*',
                'react*',
                'fastify*',
                'drizzle-orm*',
              ],
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch'],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // The catalogue's texts are held to the interface's glossary: a test may read the glossary checker.
    ignores: ['src/server/catalogue/demo/catalogue-glossary.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...enginePublicApi, { group: ['\\#web/*', '../web/*', '../../web/*', 'react*'] }] },
      ],
    },
  },
  {
    // Scripts, benchmarks and browser tests use the engine's public API too; the silencer table generator
    // is the engine's own build tool and reads the physics model's parts.
    files: ['scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['scripts/generate-silencer-tables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: enginePublicApi }] },
  },
  {
    // Only env.ts reads the environment.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config/env.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/config/env.ts',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [numberInputThroughField],
          patterns: [...enginePublicApi, webNeverImports],
        },
      ],
    },
  },
  {
    files: ['src/web/ui/forms/NumberField.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...enginePublicApi, webNeverImports] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/test-*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    // Domain is pure: no React, no browser storage, no network.
    files: ['src/web/domain/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...enginePublicApi,
            webNeverImports,
            { group: ['react', 'react-*', '@tanstack/*', '@mantine/*'], message: 'Domain is pure logic.' },
          ],
        },
      ],
    },
  },
  {
    // Only the API client talks to the network.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/state/api/client.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through src/web/state/api/client.ts' },
      ],
    },
  },
  {
    // What the web app keeps in the browser goes through one persisted store, parsed by a schema.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/state/persisted-store.ts', 'src/web/**/*.test.{ts,tsx}', 'src/web/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]',
          message: 'Keep browser data through createPersistedStore (src/web/state/persisted-store.ts)',
        },
      ],
    },
  },
  {
    // Every visible text comes from the translation files.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['title', 'aria-label', 'alt', 'placeholder', 'label'] },
        },
      ],
    },
  },
)
