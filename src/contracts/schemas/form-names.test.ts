import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsSchema, resolveForm } from './forms.ts';

const registry = formsSchema.parse(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../content/forms.json'), 'utf8'),
  ),
);

describe('form resolution', () => {
  it('given a form name, should resolve to that name, also where two names share an id', () => {
    expect(resolveForm(registry, 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF')?.name).toBe(
      'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF',
    );
    expect(resolveForm(registry, 'TRIAL')?.name).toBe('TRIAL');
    expect(resolveForm(registry, 'TRIAL')?.id).toBe(registry.forms.TRIAL_SIGNUP);
  });

  it('given a form id, should resolve to a form of that id', () => {
    const download = resolveForm(registry, registry.forms.GUIDE_DOWNLOAD);
    expect(download?.id).toBe(registry.forms.GUIDE_DOWNLOAD);
    expect(['GUIDE_DOWNLOAD', 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF']).toContain(download?.name);
    expect(resolveForm(registry, registry.forms.GET_A_DEMO)?.name).toBe('GET_A_DEMO');
    expect(resolveForm(registry, registry.forms.GET_A_DEMO)?.portalId).toBe(registry.portalId);
  });

  it('given neither a name nor an id of the registry, should resolve to nothing', () => {
    expect(resolveForm(registry, 'NOT_A_FORM')).toBeUndefined();
    expect(resolveForm(registry, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
