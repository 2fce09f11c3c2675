import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectsSchema } from '../contracts/schemas/redirects.ts';
import { studioConfig } from './config.ts';
import {
  REDIRECTS_FILE,
  REDIRECTS_FORMAT,
  redirectsFromFile,
  redirectsToFile,
} from './redirects-format.ts';

const file = readFileSync(path.join(import.meta.dirname, '../..', REDIRECTS_FILE), 'utf8');

describe('content/redirects.json in the studio', () => {
  it('given the file, should offer its list as one field with the statuses as choices', () => {
    const data = redirectsFromFile(file);
    expect(data.redirects.length).toBe(redirectsSchema.parse(JSON.parse(file)).length);
    for (const entry of data.redirects) expect(['301', '302']).toContain(entry.status);
  });

  it('given the form saved unchanged, should write the same redirects back, statuses as numbers', () => {
    const written = redirectsToFile(redirectsFromFile(file));
    expect(redirectsSchema.parse(JSON.parse(written))).toEqual(JSON.parse(file));
  });

  it('given a redirect added in the form, should write a list the build reads', () => {
    const data = redirectsFromFile(file);
    data.redirects.push({ from: '/old-pricing/', to: '/pricing/', status: '302' });
    const list = redirectsSchema.parse(JSON.parse(redirectsToFile(data)));
    expect(list.at(-1)).toEqual({ from: '/old-pricing/', to: '/pricing/', status: 302 });
  });

  it('given an empty file or every redirect removed, should read and write an empty list', () => {
    expect(redirectsFromFile('')).toEqual({ redirects: [] });
    expect(JSON.parse(redirectsToFile({ redirects: null }))).toEqual([]);
  });

  it('given a file that is not a list, should refuse it naming the file', () => {
    expect(() => redirectsFromFile('{"from":"/a/"}')).toThrow(/content\/redirects.json/);
  });

  it('given the studio configuration, should list the collection in its own format', () => {
    const { config } = studioConfig({ kind: 'local', proxyUrl: 'http://127.0.0.1:8081/api/v1' });
    const collection = (config.collections as { name: string; format?: string }[]).find(
      (candidate) => candidate.name === 'redirects',
    );
    expect(collection?.format).toBe(REDIRECTS_FORMAT);
  });
});
