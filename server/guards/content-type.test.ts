import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  acceptedType,
  FORM_TYPE,
  JSON_TYPE,
  parseContentType,
  requireContentType,
} from './content-type.ts';

const BOTH = [JSON_TYPE, FORM_TYPE];

describe('content-type parser', () => {
  it.each([
    ['application/json', JSON_TYPE],
    ['Application/JSON', JSON_TYPE],
    ['application/json; charset=utf-8', JSON_TYPE],
    ['application/json;charset="utf-8"', JSON_TYPE],
    ['application/json ; charset=UTF-8 ; x="a;b"', JSON_TYPE],
    ['application/x-www-form-urlencoded', FORM_TYPE],
    ['application/x-www-form-urlencoded;charset=UTF-8', FORM_TYPE],
  ])('given %s, should accept it as %s', (header, expected) => {
    expect(acceptedType(header, BOTH)).toBe(expected);
  });

  it.each([
    'text/plain; charset=application/json',
    'text/html; x=application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/json-patch+json',
    'application/jsonx',
    'application/json, text/plain',
    'application/json; charset',
    'application/json; charset=utf 8',
    'application/json; x="unterminated',
    'application/ json',
    'json',
    '',
    `application/json; ${'a=b; '.repeat(200)}`,
  ])('given %j, should refuse it', (header) => {
    expect(acceptedType(header, BOTH)).toBeNull();
  });

  it('given no header, should refuse it', () => {
    expect(acceptedType(undefined, BOTH)).toBeNull();
  });

  it('given quoted parameters, should unquote them and lower-case names', () => {
    const parsed = parseContentType('application/json; Charset="utf\\"8"');
    expect(parsed?.essence).toBe(JSON_TYPE);
    expect(parsed?.params.get('charset')).toBe('utf"8');
  });
});

describe('content-type guard', () => {
  const app = new Hono();
  app.post('/', requireContentType([JSON_TYPE]), (c) => c.text('stored'));

  it('given a JSON-looking text/plain body, should answer 415 naming the accepted type', async () => {
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-post')).toBe(JSON_TYPE);
  });

  it('given JSON, should pass the request on', async () => {
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(await response.text()).toBe('stored');
  });
});
