import { describe, expect, it } from 'vitest';
import { brandLabel, isSameOrSubdomain, registrableDomain } from './domains.ts';
import { domainCandidates } from './cookies.ts';

describe('registrableDomain', () => {
  it.each([
    ['www.google.com', 'google.com'],
    ['www.google.co.uk', 'google.co.uk'],
    ['news.bbc.co.uk', 'bbc.co.uk'],
    ['search.yahoo.co.jp', 'yahoo.co.jp'],
    ['t.co', 't.co'],
    ['lnkd.in', 'lnkd.in'],
    ['foo.github.io', 'foo.github.io'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['WWW.Example.COM.', 'example.com'],
  ])('given %s, should give %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it('given a host with a country suffix, should give the brand label', () => {
    expect(brandLabel('www.pinterest.com.au')).toBe('pinterest');
  });

  it('given hosts, should tell subdomains apart from look-alikes', () => {
    expect(isSameOrSubdomain('eu.app.harbor.example', 'app.harbor.example')).toBe(true);
    expect(isSameOrSubdomain('evilapp.harbor.example', 'app.harbor.example')).toBe(false);
  });
});

describe('domainCandidates', () => {
  it('given a deep host, should try each parent domain shortest first', () => {
    expect(domainCandidates('www.harbor.co.uk')).toEqual([
      'co.uk',
      'harbor.co.uk',
      'www.harbor.co.uk',
    ]);
  });

  it('given localhost or an IP, should give none (host-only cookies)', () => {
    expect(domainCandidates('localhost')).toEqual([]);
    expect(domainCandidates('127.0.0.1')).toEqual([]);
  });
});
