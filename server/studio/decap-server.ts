/**
 * The studio's local backend (issue 32, point 1): the real `decap-server` proxy, which reads and writes
 * content/ for the studio, started with the site and stopped with it. Bound to 127.0.0.1 only, on
 * a free port (STUDIO_PROXY_PORT to fix one), in its file-system mode: it writes files, it does
 * not commit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../free-port.ts';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'node_modules/decap-server/dist/index.js');

export interface LocalProxy {
  /** The API the studio posts to, e.g. http://127.0.0.1:43121/api/v1. */
  url: string;
  origin: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts decap-server over `repoDir` (the folder that holds content/) and resolves once it
 * answers; rejects with its output when it exits or is not up within 15 s.
 */
export async function startLocalProxy(repoDir: string = ROOT, port?: number): Promise<LocalProxy> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const url = `${origin}/api/v1`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [ENTRY], {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(chosen),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: process.env.STUDIO_PROXY_LOG ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Stopped with the site, however the site's process ends.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(url)) return { url, origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(
    `The studio's local backend (decap-server) did not start on ${origin}: ${output.trim() || 'no output'}`,
  );
}
