/**
 * What the specs that put Debian's nginx (installed by the test bootstrap) in front of the built
 * site share: the nginx.conf around the generated server blocks, nginx started in the foreground
 * under a prefix of the spec's own, and the wait for a child server's first answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Writes `prefix`/nginx.conf holding the server blocks (scripts/deploy/config.ts writes them),
 * with every temporary path under the prefix, and starts nginx on it.
 */
export function startNginx(
  prefix: string,
  serverBlocks: string[],
  errorLevel: 'crit' | 'warn' = 'crit',
): { nginx: ChildProcess; stderr: () => string } {
  const temp = (name: string) => `${name} ${path.join(prefix, name)};`;
  const temps = [
    'client_body_temp_path',
    'proxy_temp_path',
    'fastcgi_temp_path',
    'uwsgi_temp_path',
    'scgi_temp_path',
  ];
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} ${errorLevel};
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${temps.map(temp).join('\n    ')}
${serverBlocks.join('\n')}
}
`,
  );
  const nginx = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { nginx, stderr: () => stderr };
}

/** Waits (20 s at most) until `url` answers 200, failing at once if the child exits. */
export async function waitForOk(
  url: string,
  child: ChildProcess,
  stderr: () => string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${url}: exited: ${stderr()}`);
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(200);
}
