/**
 * Reads a systemd unit as systemd would, for the few settings that decide how an instance starts, so the test runs the
 * rendered api@.service itself rather than a command line of its own.
 */
export type Unit = Map<string, [key: string, value: string][]>;

export function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section: [string, string][] | undefined;
  // A line ending in a backslash continues on the next one.
  for (const raw of text.replace(/\\\n/g, ' ').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = [];
      unit.set(header[1] ?? '', section);
      continue;
    }
    const eq = line.indexOf('=');
    if (!section || eq === -1) throw new Error(`not a unit file line: ${line}`);
    section.push([line.slice(0, eq).trim(), line.slice(eq + 1).trim()]);
  }
  return unit;
}

/** Every value of `key` in `section`, in order. */
export function values(unit: Unit, section: string, key: string): string[] {
  return (unit.get(section) ?? []).filter(([name]) => name === key).map(([, value]) => value);
}

/** The one value of `key`, or an error naming it. */
export function single(unit: Unit, section: string, key: string): string {
  const found = values(unit, section, key);
  if (found.length !== 1) throw new Error(`[${section}] ${key}: expected one value, found ${found.length}`);
  return found[0] ?? '';
}

/** An EnvironmentFile: KEY=value lines, # comments, optional surrounding quotes. */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const eq = line.indexOf('=');
    if (eq === -1) throw new Error(`not an environment file line: ${line}`);
    const value = line.slice(eq + 1).trim();
    env[line.slice(0, eq).trim()] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** %i (the instance), %S (the state directory root) and %%; any other specifier is refused here. */
function expand(value: string, specifiers: { instance: string; stateRoot: string }): string {
  return value.replace(/%(.)/g, (whole, letter: string) => {
    if (letter === 'i') return specifiers.instance;
    if (letter === 'S') return specifiers.stateRoot;
    if (letter === '%') return '%';
    throw new Error(`unit specifier ${whole} is not handled by the test`);
  });
}

export interface InstanceLaunch {
  command: string;
  args: string[];
  cwd: string;
  /** Environment= lines, then the EnvironmentFile on top (systemd's order: the file wins). */
  env: Record<string, string>;
  user: string;
  restart: string;
}

/** How systemd would start `instance` of the template unit, with `environmentFile` read from `readFile`. */
export function instanceLaunch(
  unitText: string,
  options: { instance: string; stateRoot: string; environmentFile: (path: string) => string },
): InstanceLaunch {
  const unit = parseUnit(unitText);
  const specifiers = { instance: options.instance, stateRoot: options.stateRoot };
  const env: Record<string, string> = {};
  for (const line of values(unit, 'Service', 'Environment')) {
    const eq = line.indexOf('=');
    env[line.slice(0, eq)] = expand(line.slice(eq + 1), specifiers);
  }
  for (const file of values(unit, 'Service', 'EnvironmentFile')) {
    Object.assign(
      env,
      parseEnvironmentFile(options.environmentFile(expand(file.replace(/^-/, ''), specifiers))),
    );
  }
  const [command = '', ...args] = expand(single(unit, 'Service', 'ExecStart'), specifiers)
    .split(/\s+/)
    .filter(Boolean);
  return {
    command,
    args,
    cwd: expand(single(unit, 'Service', 'WorkingDirectory'), specifiers),
    env,
    user: single(unit, 'Service', 'User'),
    restart: single(unit, 'Service', 'Restart'),
  };
}
