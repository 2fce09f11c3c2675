/**
 * The model as contentful-migration steps, on a fake migration that records them: a fresh space
 * gets every type and field, a space set up before gets its types edited (setup runs again after
 * a schema changes), and the printed scripts make exactly the steps setup makes.
 */
import { describe, expect, it } from 'vitest';
import type { ContentfulType } from './content-model.ts';
import { applyModel, migrationScripts, type MigrationLike } from './migration.ts';

const model: ContentfulType[] = [
  {
    id: 'quote',
    name: 'Quote',
    description: 'A quote.',
    displayField: 'name',
    fields: [
      { id: 'name', name: 'Name', type: 'Symbol', required: true, localized: false },
      {
        id: 'tone',
        name: 'Tone',
        type: 'Symbol',
        required: false,
        localized: false,
        validations: [{ in: ['calm', 'bold'] }],
        helpText: 'How it reads.',
      },
    ],
  },
];

/** A migration that records each call as a line. */
function recorder() {
  const calls: string[] = [];
  const type = (id: string) => ({
    createField: (field: string, init: unknown) =>
      calls.push(`${id}.createField ${field} ${JSON.stringify(init)}`),
    editField: (field: string, init: unknown) =>
      calls.push(`${id}.editField ${field} ${JSON.stringify(init)}`),
    changeFieldControl: (field: string, ns: string, widget: string, settings: unknown) =>
      calls.push(`${id}.changeFieldControl ${field} ${ns} ${widget} ${JSON.stringify(settings)}`),
    displayField: (field: string) => calls.push(`${id}.displayField ${field}`),
  });
  const migration: MigrationLike = {
    createContentType: (id, init) => (
      calls.push(`createContentType ${id} ${JSON.stringify(init)}`),
      type(id)
    ),
    editContentType: (id, init) => (
      calls.push(`editContentType ${id} ${JSON.stringify(init)}`),
      type(id)
    ),
  };
  return { calls, migration };
}

describe('applyModel', () => {
  it('given a fresh space, should create each type, its fields, then its display field and help texts', () => {
    const { calls, migration } = recorder();
    applyModel(migration, model);
    expect(calls).toEqual([
      'createContentType quote {"name":"Quote","description":"A quote."}',
      'quote.createField name {"name":"Name","type":"Symbol","required":true,"localized":false}',
      'quote.createField tone {"name":"Tone","type":"Symbol","required":false,"localized":false,"validations":[{"in":["calm","bold"]}]}',
      'quote.displayField name',
      'quote.changeFieldControl tone builtin dropdown {"helpText":"How it reads."}',
    ]);
  });

  it('given a space that has the type with some of its fields, should edit the type, update known fields and create new ones', () => {
    const { calls, migration } = recorder();
    applyModel(migration, model, new Map([['quote', new Set(['name', 'legacy'])]]));
    expect(calls[0]).toMatch(/^editContentType quote/);
    expect(calls[1]).toMatch(/^quote\.editField name/);
    expect(calls[2]).toMatch(/^quote\.createField tone/);
    // A field the space has beyond the model is left alone.
    expect(calls.join('\n')).not.toContain('legacy');
  });
});

describe('migrationScripts', () => {
  it('given the model, should write one script per type that makes the same steps as setup on a fresh space', () => {
    const scripts = migrationScripts(model);
    expect([...scripts.keys()]).toEqual(['01-quote.cjs']);
    const fromScript = recorder();
    const module: { exports?: (migration: MigrationLike) => void } = {};
    new Function('module', scripts.get('01-quote.cjs') as string)(module);
    module.exports?.(fromScript.migration);
    const fromSetup = recorder();
    applyModel(fromSetup.migration, model);
    expect(fromScript.calls).toEqual(fromSetup.calls);
  });
});
