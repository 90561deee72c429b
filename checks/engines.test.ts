import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The Nodes the README names must satisfy every installed package's `engines`, or `npm install` warns on them.
const NAMED_NODES = ['20.19.0', '22.13.0'];

interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

function nodeRange(entry: LockEntry): string | undefined {
  return Array.isArray(entry.engines) ? undefined : entry.engines?.node;
}

describe('the Node versions we name', () => {
  it('are the ones the README and package.json name', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('Node 20.19 or later (on Node 22, 22.13 or later)');
    const range = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;
    for (const node of NAMED_NODES) expect(semver.satisfies(node, range), `${node} in ${range}`).toBe(true);
    expect(semver.satisfies('20.18.0', range)).toBe(false);
  });

  it('satisfy every installed package, so npm install prints no engine warning', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = nodeRange(entry);
      if (!range || entry.optional) continue;
      for (const node of NAMED_NODES) {
        if (!semver.satisfies(node, range))
          refused.push(`${path.replace(/^.*node_modules\//, '')} wants ${range}, not ${node}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
