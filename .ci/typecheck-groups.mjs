// The workspaces' TypeScript checks, grouped (decision 040): every workspace's `typecheck` script is `tsc -p <config>`
// once or more, and most configs differ only in what they include. One tsc run per set of identical compiler options
// reads the standard library, @types/node and the shared packages once instead of once per workspace; the files
// checked and the options they are checked with are the same. A workspace whose script is anything else, that has
// several configs, or whose options name paths (resolved from their own folder), keeps its own run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Options that hold paths relative to their config: a group config elsewhere would read them wrongly. */
const PATH_OPTIONS = [
  'baseUrl',
  'paths',
  'rootDir',
  'rootDirs',
  'typeRoots',
  'outDir',
  'declarationDir',
  'tsBuildInfoFile',
];

/** A tsconfig's merged compiler options and its includes as absolute paths, following `extends`. */
function readConfig(file) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const dir = path.dirname(file);
  const base = config.extends
    ? readConfig(path.resolve(dir, config.extends))
    : { options: {}, include: undefined };
  const unsupported = ['files', 'exclude', 'references'].some((key) => key in config);
  return {
    options: { ...base.options, ...(config.compilerOptions ?? {}) },
    include: config.include ? config.include.map((entry) => path.resolve(dir, entry)) : base.include,
    unsupported: unsupported || base.unsupported,
  };
}

const sortedJson = (value) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

/**
 * The type-check jobs for `workspaces` (those with a `typecheck` script): `{ name, args }` for `npm <args>`. Group
 * configs are written under node_modules/.cache, so TypeScript finds node_modules/@types from there as it does from
 * each workspace.
 */
export function typecheckJobs(root, workspaces) {
  const own = [];
  const groups = new Map();
  for (const workspace of workspaces) {
    const script = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts
      ?.typecheck;
    if (!script) continue;
    const projects = /^tsc -p \S+( && tsc -p \S+)*$/.test(script)
      ? [...script.matchAll(/tsc -p (\S+)/g)]
      : null;
    const configs = projects?.map(([, project]) => {
      const file = path.join(root, workspace, project === '.' ? 'tsconfig.json' : project);
      return { ...readConfig(file), label: project === '.' ? workspace : `${workspace}/${project}` };
    });
    // A workspace with several configs (the web app's browser and Node halves) checks them apart on purpose: a
    // config's files can change the globals of a program (vite's types bring the DOM's Blob), so it keeps its runs.
    const groupable =
      configs?.length === 1 &&
      configs.every(
        (c) => !c.unsupported && c.include && !PATH_OPTIONS.some((option) => option in c.options),
      );
    if (!groupable) {
      own.push({ name: `typecheck ${workspace}`, args: ['run', 'typecheck', '-w', workspace] });
      continue;
    }
    for (const config of configs) {
      const key = sortedJson(config.options);
      const group = groups.get(key) ?? { options: config.options, include: [], labels: [] };
      group.include.push(...config.include);
      group.labels.push(config.label);
      groups.set(key, group);
    }
  }
  const dir = path.join(root, 'node_modules', '.cache', 'applypilot-typecheck');
  mkdirSync(dir, { recursive: true });
  const grouped = [...groups.values()].map((group, index) => {
    const file = path.join(dir, `group-${index + 1}.json`);
    writeFileSync(file, JSON.stringify({ compilerOptions: group.options, include: group.include }, null, 2));
    return { name: `typecheck ${group.labels.join(', ')}`, args: ['exec', '--no', '--', 'tsc', '-p', file] };
  });
  return [...grouped, ...own];
}
