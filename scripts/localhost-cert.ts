/**
 * A throwaway TLS certificate for 127.0.0.1, self-signed with the machine's `openssl`, for a
 * server that must speak HTTPS on this machine only: a stand-in of a service that only takes
 * https:// (scripts/content/contentful/setup.test.ts) or the site served as a CDN serves it
 * (scripts/bench/bench-tls.ts). Valid for a day; its files are deleted once read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LocalhostCertificate {
  key: string;
  cert: string;
}

/** Makes the certificate; throws, with openssl's own words, when it cannot. */
export function makeLocalhostCertificate(): LocalhostCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'localhost-cert-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(
        `openssl could not make a certificate for 127.0.0.1: ${made.error?.message ?? made.stderr.trim()}`,
      );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
