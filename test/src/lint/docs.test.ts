import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema } from '@sauti/adapters/config/config';

/** The docs travel with the code: they name what it reads, link only inside the repository, and every citation resolves. */
const root = fileURLToPath(new URL('../../..', import.meta.url));

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docs(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );
  return ['README.md', ...docs('docs')];
}

/** The ids a link may point at: explicit `<a id>` anchors and GitHub's heading slugs. */
function anchorsOf(markdown: string): Set<string> {
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!);
  const slugs = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  return new Set([...ids, ...slugs]);
}

describe('docs', () => {
  it('docs/operations.md lists every environment variable the configuration reads', () => {
    const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
    const missing = Object.keys(configSchema.shape).filter((name) => !operations.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('README and docs link only to files and anchors inside the repository', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const absolute = path === '' ? join(root, file) : resolve(root, dirname(file), path);
        if (relative(root, absolute).startsWith('..') || !existsSync(absolute)) {
          broken.push(`${file}: ${target}`);
        } else if (
          anchor &&
          absolute.endsWith('.md') &&
          !anchorsOf(readFileSync(absolute, 'utf8')).has(anchor)
        ) {
          broken.push(`${file}: ${target} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every code citation names a behaviour doc and a section it has', () => {
    const check = () =>
      execFileSync('node', [join(root, 'scripts/rewrite-spec-citations.mjs'), '--check'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  });
});
