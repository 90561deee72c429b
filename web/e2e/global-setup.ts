// Builds the app once for every end-to-end test: the production build, as `npm start` serves it.
import { build } from 'vite';

export default async function setup(): Promise<void> {
  const started = Date.now();
  await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
  console.log(`e2e: built the app in ${Date.now() - started} ms`);
}
