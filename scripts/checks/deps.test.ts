import { describe, expect, it } from 'vitest';
import { permissive, productionDependencies } from './deps.ts';

describe('permissive', () => {
  it.each([
    ['MIT', true],
    ['(MIT OR GPL-3.0)', true],
    ['Apache-2.0 AND MIT', true],
    ['Apache-2.0 AND LGPL-3.0-or-later', false],
    ['GPL-3.0', false],
    [undefined, false],
  ])('given %s, should say %s', (expression, expected) => {
    expect(permissive(expression)).toBe(expected);
  });
});

describe('productionDependencies', () => {
  it('given a lockfile, should skip dev and absent packages and judge each licence', () => {
    const deps = productionDependencies(
      {
        packages: {
          '': {},
          'node_modules/hono': { version: '4.0.0', license: 'MIT' },
          'node_modules/vite': { version: '8.0.0', license: 'MIT', dev: true },
          'node_modules/@img/sharp-libvips-linux-x64': {
            version: '1.0.0',
            license: 'LGPL-3.0-or-later',
          },
          'node_modules/copyleft': { version: '1.0.0', license: 'GPL-3.0' },
          'node_modules/@img/sharp-darwin-arm64': { version: '1.0.0', license: 'Apache-2.0' },
        },
      },
      (key) => !key.includes('darwin'),
    );
    expect(deps.map((dep) => [dep.name, dep.verdict])).toEqual([
      ['@img/sharp-libvips-linux-x64', 'exception'],
      ['copyleft', 'refused'],
      ['hono', 'ok'],
    ]);
  });
});
