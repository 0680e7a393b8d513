import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { memoryLogger } from '../system/logger.js';
import { buildContainer, type AppContainer } from './container.js';
import type { Token } from './tokens.js';

const folder = dirname(fileURLToPath(import.meta.url));

/** The container's own source files (not tests), with the files of this folder each one imports. */
async function moduleImports(): Promise<Map<string, string[]>> {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = await readFile(join(folder, file), 'utf8');
    const local = [...text.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => `${m[1]}.ts`);
    graph.set(
      file,
      local.filter((f) => files.includes(f)),
    );
  }
  return graph;
}

/** The first import cycle found, as the files in order, or null. */
function firstCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

/** Every token the families export (an object whose values are all tokens), by `GROUP.Name`. */
async function allTokens(): Promise<Map<string, Token<unknown>>> {
  const tokens = new Map<string, Token<unknown>>();
  const isToken = (v: unknown): v is Token<unknown> =>
    typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'symbol';
  for (const file of (await moduleImports()).keys()) {
    const exported = (await import(`./${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    for (const [group, value] of Object.entries(exported)) {
      if (typeof value !== 'object' || value === null) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, v]) => isToken(v))) continue;
      for (const [name, t] of entries) tokens.set(`${group}.${name}`, t as Token<unknown>);
    }
  }
  return tokens;
}

describe('the composition root', () => {
  it('has no import cycle among its modules', async () => {
    expect(firstCycle(await moduleImports())).toBeNull();
  });

  it('finds a cycle when there is one (the check itself can fail)', () => {
    const graph = new Map([
      ['queue-module.ts', ['evaluation-module.ts']],
      ['evaluation-module.ts', ['queue-module.ts']],
    ]);
    expect(firstCycle(graph)).toEqual(['queue-module.ts', 'evaluation-module.ts', 'queue-module.ts']);
  });

  describe('built on an embedded database', () => {
    let dataDir: string;
    let app: AppContainer;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'sauti-container-'));
      app = await buildContainer(loadConfig({ PORT: '3999', DATA_DIR: dataDir }), memoryLogger());
    });
    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('resolves every token every family exports, workers included', async () => {
      const tokens = await allTokens();
      expect(tokens.has('QUEUE.Workers')).toBe(true);
      expect(tokens.has('HOME.LoadHomeData')).toBe(true);
      const unresolved: string[] = [];
      for (const [name, t] of tokens) {
        try {
          // Null is a bound value: the port is not configured (no transcriber, no speech synthesis).
          if (app.get(t) === undefined) unresolved.push(name);
        } catch (error) {
          unresolved.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      expect(unresolved).toEqual([]);
    });
  });
});
