import { describe, expect, it } from 'vitest';
import { describeFileSystem, hasJournal, mountOf } from './bench-fs.ts';

const MOUNTINFO = [
  '22 27 0:21 / /proc rw,relatime - proc proc rw',
  '27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard',
  '25 24 0:23 / /dev/shm rw,relatime - tmpfs tmpfs rw,size=24684096k',
  '36 27 7:0 / /mnt/journaled rw,relatime shared:1 - ext4 /dev/loop0 rw',
  '',
].join('\n');

describe('mountOf', () => {
  it('finds the mount of a device number', () => {
    expect(mountOf(MOUNTINFO, 254, 0)).toEqual({
      type: 'ext4',
      source: '/dev/vda',
      mountPoint: '/',
    });
    expect(mountOf(MOUNTINFO, 7, 0)?.mountPoint).toBe('/mnt/journaled');
  });

  it('returns undefined for a device not mounted, and ignores malformed lines', () => {
    expect(mountOf(`${MOUNTINFO}garbage line\n- -\n`, 8, 1)).toBeUndefined();
  });
});

describe('hasJournal', () => {
  it('matches the device name of a jbd2 entry, not a prefix of another device', () => {
    expect(hasJournal(['loop0-8'], '/dev/loop0')).toBe(true);
    expect(hasJournal(['loop0-8'], '/dev/vda')).toBe(false);
    expect(hasJournal(['vda1-8'], '/dev/vda')).toBe(false);
  });
});

describe('describeFileSystem', () => {
  it('warns about ext4 without a journal, and says how to choose another place', () => {
    const text = describeFileSystem({
      type: 'ext4',
      source: '/dev/vda',
      mountPoint: '/',
      journal: false,
    });
    expect(text).toContain('without a journal');
    expect(text).toContain('TMPDIR');
  });

  it('names a journaled or other file system without a warning', () => {
    expect(
      describeFileSystem({ type: 'ext4', source: '/dev/loop0', mountPoint: '/mnt', journal: true }),
    ).toBe('ext4 on /dev/loop0 (/mnt), with a journal');
    expect(describeFileSystem({ type: 'tmpfs', source: 'tmpfs', mountPoint: '/tmp' })).toBe(
      'tmpfs on tmpfs (/tmp)',
    );
    expect(describeFileSystem(undefined)).toBe('file system not known');
  });
});
