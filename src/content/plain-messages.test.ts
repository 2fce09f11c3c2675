import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainMessage } from './plain-messages.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries(
    (schema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.') || '(root)',
      plainMessage(issue),
    ]),
  );

describe('plainMessage', () => {
  const schema = z.strictObject({
    title: z.string().min(1).max(70),
    description: z.string(),
    layout: z.enum(['SINGLE', 'TWO_UP']),
    date: z.iso.date(),
    startDate: z.iso.datetime({ offset: true }),
    tags: z.array(z.string()).min(1),
    count: z.number(),
    path: z.string().regex(/^\//, 'a site path such as /pricing/'),
  });
  const found = messages(schema, {
    title: 'x'.repeat(71),
    layout: 'THREE_UP',
    date: '14/03/2026',
    startDate: '2026-12-08 17:00',
    tags: [],
    count: 'twelve',
    path: 'pricing',
    colour: 'red',
  });

  it('given a missing field, should say it is required and what it takes', () => {
    expect(found.description).toBe('is missing: it is required (text)');
  });

  it('given text too long and an empty list, should give the limit in plain words', () => {
    expect(found.title).toBe('is too long: at most 70 characters; shorten it');
    expect(found.tags).toBe('needs at least 1 item');
  });

  it('given a value outside a list of choices, should list the valid choices', () => {
    expect(found.layout).toBe('must be one of: "SINGLE", "TWO_UP"');
  });

  it('given a date or a date-time in another format, should show a valid example', () => {
    expect(found.date).toBe('must be a date, e.g. 2026-03-14');
    expect(found.startDate).toBe(
      'must be a date and time with its time zone, e.g. 2026-12-08T17:00:00Z',
    );
  });

  it('given a wrong kind of value and an unknown field, should name both', () => {
    expect(found.count).toBe('must be a number, e.g. 12, not string');
    expect(found['(root)']).toBe(
      'has a field the site does not know: colour (check the spelling, or remove it)',
    );
  });

  it("given the schema's own message, should keep it", () => {
    expect(found.path).toBe('a site path such as /pricing/');
  });
});
