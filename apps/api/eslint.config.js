import config from '@badminton/eslint-config';

/**
 * One clock (decision 0024): the service reads "now" only from the injected `Clock`. `new Date()` without
 * arguments and `Date.now` read the machine's clock, and SQL `now()` the database's, so they are refused in the
 * service code; the clock itself
 * (`src/lib/clock.ts`), tests and the demo data (`demo/`, which is built from its own start instant) may use them.
 */
const ONE_CLOCK = 'Read the time from the injected Clock (ModuleDeps.clock, src/lib/clock.ts): the service has one clock (decision 0024).';

export default [
  ...config,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/lib/clock.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: ONE_CLOCK },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: ONE_CLOCK },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(now|current_timestamp|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp)\\b/i]",
          message: `${ONE_CLOCK} In SQL pass the instant as a parameter (sqlInstant(clock.now()), src/db/instant.ts) instead of now().`,
        },
      ],
    },
  },
];
