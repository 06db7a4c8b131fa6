import config from '@badminton/eslint-config';

// The facade is the one place that imports react-router itself.
export default [...config, { rules: { 'no-restricted-imports': 'off' } }];
