import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
    {
        ignores: [
            'dist',
            'dist-*',
            'node_modules',
            'src/mocks/worker/mockServiceWorker.js',
            'test-results',
            'playwright-report',
            '.bench',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.{ts,tsx,js,mjs}'],
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
            '@typescript-eslint/no-explicit-any': 'off',
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
            ],
        },
    },
    {
        // The mock backend is an API server: it may share the domain, validation and provider
        // modules, never the console's screens (it also runs as a Node HTTP server, scripts/api-server.ts).
        files: ['src/mocks/**/*.{ts,tsx}'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    patterns: [
                        {
                            group: ['**/custom', '**/custom/**', '**/resources', '**/resources/**'],
                            message:
                                'The mock backend imports nothing from src/custom or src/resources: share through src/domain.',
                        },
                    ],
                },
            ],
        },
    },
);
