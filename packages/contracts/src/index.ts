export * from './define';
export * from './envelope';
export * from './envelope-schemas';
export * from './enums';
export * from './runtime';
export * from './signing';
export * from './calls';
export * from './files';
