import config from '@badminton/eslint-config';
export default config;
