import { describe, expect, test } from 'vitest';
import { templateSource } from '../../src/contracts/templates.ts';
import { CLIENT_ENTRY, documentAssets, moduleFiles, type Manifest } from './manifest.ts';

const manifest: Manifest = {
  [CLIENT_ENTRY]: {
    file: 'assets/client-e.js',
    isEntry: true,
    imports: ['_rolldown-runtime-r.js', '_framework-f.js'],
    css: ['assets/client-e.css'],
  },
  '_rolldown-runtime-r.js': { file: 'assets/rolldown-runtime-r.js' },
  '_framework-f.js': { file: 'assets/framework-f.js', imports: ['_rolldown-runtime-r.js'] },
  [templateSource('templates/home')]: {
    file: 'assets/home-h.js',
    imports: ['_framework-f.js', '_sections-s.js'],
    css: ['assets/home-h.css'],
  },
  '_sections-s.js': { file: 'assets/sections-s.js', css: ['assets/sections-s.css'] },
  '_tracker-t.js': { file: 'assets/tracker-t.js', imports: ['_framework-f.js'] },
  'src/runtime/boot.ts': { file: 'assets/boot-b.js', imports: ['_framework-f.js'] },
};

describe('documentAssets', () => {
  test('given a template, should preload every chunk it hydrates with, React’s included, then boot and the tracker, but not the entry', () => {
    expect(documentAssets(manifest, 'templates/home')).toEqual({
      entry: '/assets/client-e.js',
      template: '/assets/home-h.js',
      css: ['/assets/client-e.css', '/assets/sections-s.css', '/assets/home-h.css'],
      modulePreload: [
        '/assets/rolldown-runtime-r.js',
        '/assets/framework-f.js',
        '/assets/sections-s.js',
        '/assets/home-h.js',
        '/assets/boot-b.js',
        '/assets/tracker-t.js',
      ],
    });
  });
});

describe('moduleFiles', () => {
  test('given a module that vite.config.ts puts in a named chunk, should find that chunk', () => {
    expect(moduleFiles(manifest, 'src/tracking/tracker.ts')).toEqual({
      js: ['/assets/tracker-t.js'],
      css: [],
    });
  });

  test('given a module the build has no chunk for, should say so', () => {
    expect(() => moduleFiles(manifest, 'src/nowhere.ts')).toThrow(/no chunk for src\/nowhere\.ts/);
  });
});
