import type { Config } from '@sauti/adapters/config/config';
import { readLiveServerRecord } from '@sauti/adapters/system/server-record';

/** Where the demo's links point, and why there. */
export interface LinkBase {
  url: string;
  /** 'environment': PUBLIC_URL or PORT was given; 'running server': the data dir's live server; 'default': neither. */
  from: 'environment' | 'running server' | 'default';
}

/**
 * The address the demo's review links start with: PUBLIC_URL or PORT when this command was given
 * one; otherwise that of the server running on the same data dir (it records its address at
 * start-up), so `sauti demo seed` in another terminal prints links to where `npm start` answers;
 * otherwise the configured default (http://localhost:3000).
 */
export async function demoLinkBase(
  env: Record<string, string | undefined>,
  config: Pick<Config, 'publicUrl' | 'dataDir'>,
): Promise<LinkBase> {
  if (env.PUBLIC_URL || env.PORT) return { url: config.publicUrl, from: 'environment' };
  const server = await readLiveServerRecord(config.dataDir);
  if (server) return { url: server.publicUrl.replace(/\/+$/, ''), from: 'running server' };
  return { url: config.publicUrl, from: 'default' };
}
