import { agentWindow } from './agent-window';
import { ensureDesktopShortcut } from './desktop-shortcut';
import type { ServeOptions } from './serve-args';

const log = (message: string) => process.stderr.write(`${message}\n`);

/**
 * Starts the local agent (loaded only now, so a usage answer needs none of it); a failure to start exits 1. Started by
 * a download's launcher (APPLYPILOT_LAUNCHER), its first run also puts a shortcut on the desktop.
 */
export function runServe(options: ServeOptions): void {
  const say = agentWindow({ json: options.json, verbose: options.verbose });
  import('../server/serve')
    .then(async ({ dataDir, serve }) => {
      const running = await serve({ unpair: options.unpair, say });
      const launcher = process.env.APPLYPILOT_LAUNCHER?.trim();
      if (!running || !launcher) return;
      try {
        const where = await ensureDesktopShortcut(launcher, dataDir());
        if (where) say({ kind: 'shortcut-made', where });
      } catch (error) {
        // A missing shortcut is an inconvenience, not a reason to stop the agent.
        say({
          kind: 'log',
          message: `No desktop shortcut was made: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    })
    .catch((error: unknown) => {
      log(`The agent could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
