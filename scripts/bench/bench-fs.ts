/**
 * Which file system the benchmark writes to, and whether it keeps a journal: on ext4 without
 * one, the inode allocator passes over inodes freed in the last minutes (the `recently_deleted`
 * check in the kernel's fs/ext4/ialloc.c runs only when there is no journal), so a build that
 * creates 47,000 files and folders right after tens of thousands were deleted spends several
 * more seconds in the kernel. Measured on this VM with a plain loop of mkdir and writeFile, no
 * build involved: 25 µs per file on a fresh or journaled ext4, 270–510 µs on the journal-less
 * root file system after a deletion (README, "Build at scale").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface FileSystem {
  type: string;
  source: string;
  mountPoint: string;
  /** Whether an ext4 file system keeps a journal; undefined for other types, or not known. */
  journal?: boolean;
}

/** The mount holding device `major:minor`, from /proc/self/mountinfo's text (the last one wins). */
export function mountOf(mountinfo: string, major: number, minor: number): FileSystem | undefined {
  let found: FileSystem | undefined;
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ');
    const fields = before?.split(' ') ?? [];
    if (fields[2] !== `${major}:${minor}` || !after) continue;
    const [type = '', source = ''] = after.split(' ');
    found = { type, source, mountPoint: fields[4] ?? '' };
  }
  return found;
}

/** Whether the kernel lists a journal for `source` (/proc/fs/jbd2 holds `{device}-{inode}`). */
export function hasJournal(jbd2Entries: readonly string[], source: string): boolean {
  const device = path.basename(source);
  return jbd2Entries.some((entry) => entry.startsWith(`${device}-`));
}

/** The file system `dir` is on, as this Linux kernel describes it; undefined elsewhere. */
export function fileSystemOf(dir: string): FileSystem | undefined {
  try {
    const { dev } = statSync(dir);
    // glibc's encoding of a device number: the low 8 bits of the minor, then 12 of the major.
    const major = (dev >> 8) & 0xfff;
    const minor = (dev & 0xff) | ((dev >> 12) & 0xfff00);
    const mount = mountOf(readFileSync('/proc/self/mountinfo', 'utf8'), major, minor);
    if (mount?.type !== 'ext4') return mount;
    let entries: string[] = [];
    try {
      entries = readdirSync('/proc/fs/jbd2');
    } catch {
      // No journaled file system mounted at all: the folder is missing.
    }
    return { ...mount, journal: hasJournal(entries, mount.source) };
  } catch {
    return undefined;
  }
}

export function describeFileSystem(fs: FileSystem | undefined): string {
  if (!fs) return 'file system not known';
  const where = `${fs.type} on ${fs.source} (${fs.mountPoint})`;
  if (fs.journal === false)
    return `${where}, without a journal: creating files there right after a large deletion runs several times slower (scripts/bench/bench-fs.ts); TMPDIR chooses where the bench writes`;
  return fs.journal ? `${where}, with a journal` : where;
}
