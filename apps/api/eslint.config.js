import config from '@badminton/eslint-config';

export default [
  ...config,
  {
    // The demo data (demo/) is not product code: src/ reaches it only through the server's dynamic
    // import() when DEMO_DATA is true (decision 0016).
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+demo(/|$)', message: 'src/ must not import the demo data (apps/api/demo).' }] },
      ],
    },
  },
];
