import { REMOTE_NAMES } from '@badminton/contracts/remotes';
import config from '@badminton/eslint-config';

export default [
  ...config,
  {
    // Decision 0018: the shell may import a remote's data-only route manifest (`@badminton/<remote>/routes`) and
    // nothing else of it; a remote's screens reach the shell only through the federation runtime.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@badminton/(${REMOTE_NAMES.join('|')})(/(?!routes$).*)?$`,
              message: 'The shell imports only a remote’s data-only `@badminton/<remote>/routes` (decision 0018).',
            },
          ],
        },
      ],
    },
  },
];
