import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; exits the script with its status on failure. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`Falló: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}
