import { createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeLocalhostCertificate } from './localhost-cert.ts';

describe('makeLocalhostCertificate', () => {
  it('given openssl, should make a key and a certificate for 127.0.0.1 that the key signs, valid now', () => {
    const { key, cert } = makeLocalhostCertificate();
    const certificate = new X509Certificate(cert);
    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkPrivateKey(createPrivateKey(key))).toBe(true);
    const now = Date.now();
    expect(new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(now);
  });
});
