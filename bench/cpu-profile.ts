// Where a server's time went in a measured window (npm run bench:server --profile): self time by function and by
// file or package, from the .cpuprofile V8 wrote.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  readonly hitCount?: number;
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

export interface ProfileSummary {
  /** Sampled time that was not idle. */
  readonly busyMs: number;
  readonly idleMs: number;
  readonly functions: readonly { readonly name: string; readonly ms: number }[];
  readonly files: readonly { readonly name: string; readonly ms: number }[];
}

function where(url: string): string {
  if (!url) return '(native / V8)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.startsWith('node:')) return path;
  return path.startsWith(ROOT) ? path.slice(ROOT.length + 1) : basename(path);
}

/** Self time per function and per file (or package) from a .cpuprofile, largest first. */
export function summarizeProfile(file: string, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const selfMs = new Map<number, number>();
  if (profile.samples && profile.timeDeltas) {
    for (let i = 0; i < profile.samples.length; i++) {
      const id = profile.samples[i];
      selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
  }
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const f = node.callFrame;
    if (f.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const file = where(f.url);
    const name = `${f.functionName || '(anonymous)'}${f.url ? ` ${file}:${f.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms }));
  return { busyMs: busy, idleMs: idle, functions: rank(byFunction), files: rank(byFile) };
}
