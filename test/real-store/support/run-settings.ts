// What one Playwright invocation of the real-store suite is about, as run.mjs hands it over in the environment:
// the store, its admin login, the store state and the plugin mode this pass walks, and where records go.
import { join } from 'node:path';

/** Store states a shop owner has (docs/real-store.md says what each sets). */
export type StoreState = 'fresh' | 'configured';
/** The plugin switched off, on with its defaults (React build), or on with the lean build chosen in its settings. */
export type PluginMode = 'off' | 'react' | 'lean';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with npm run test:real-store -- --store URL`);
  return value;
}

export const store = {
  url: required('REAL_STORE_URL').replace(/\/$/, ''),
  user: process.env.REAL_STORE_USER ?? 'admin',
  password: process.env.REAL_STORE_PASSWORD ?? 'admin',
};

export const pass = {
  state: (process.env.REAL_STORE_STATE ?? 'fresh') as StoreState,
  mode: (process.env.REAL_STORE_MODE ?? 'off') as PluginMode,
  /** Upload the zip before switching: the first pass of a run installs the current build. */
  install: process.env.REAL_STORE_INSTALL === '1',
  zip: process.env.REAL_STORE_ZIP ?? '',
};

/** One folder per store and state; a record per journey, mode and viewport. */
export const recordsDir = join(required('REAL_STORE_RECORDS'), pass.state);
