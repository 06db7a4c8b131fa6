/* global process */
// `node src/server.mjs`: the web tier alone (decision 0053). React's production build unless NODE_ENV says otherwise;
// TypeScript through tsx, as the service runs.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
const { loadWebConfig } = await import('./config.ts');
const { buildWebApp } = await import('./app.ts');

const config = loadWebConfig();
const app = await buildWebApp(config);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
await app.warmUp();
await app.listen({ port: config.port, host: config.host });
