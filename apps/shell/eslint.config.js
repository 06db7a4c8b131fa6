import { REMOTE_NAMES } from '@badminton/contracts/remotes';
import config from '@badminton/eslint-config';

export default [
  ...config,
  {
    // Decision 0053: the shell learns each remote's routes, menus and screens at run time, from what the remote
    // publishes; it imports nothing of a remote, not even in a test.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@badminton/(${REMOTE_NAMES.join('|')})(/.*)?$`,
              message: 'The shell imports nothing of a remote: it reads their route documents at run time (decision 0053).',
            },
          ],
        },
      ],
    },
  },
];
