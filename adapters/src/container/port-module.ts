import type { ContainerModule } from 'inversify';

/** Which adapter serves a port, for the start-up report. */
export interface PortLine {
  port: string;
  adapter: string;
}

/** One adapter family's bindings plus the lines it reports at start-up. */
export interface PortModule {
  module: ContainerModule;
  ports: PortLine[];
  /** Releases what the family opened (connections, servers), in reverse order of start. */
  close?: () => Promise<void>;
  /** Prepares, once the server is up, what a first request would otherwise wait for. */
  warmUp?: () => Promise<void>;
}
