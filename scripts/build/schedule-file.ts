/**
 * The build's schedule (issue 33, point 4): when the built site next goes stale (a post's publishAt or
 * unpublishAt, an event's start or end, a job's validThrough). Written beside dist/, in
 * `dist-deploy/schedule.json`, not inside it: it names the files of posts not yet published, which
 * must not be public. The preview server reads it to rebuild on time (server/scheduler.ts); a
 * static host's scheduled job can read `nextDueAt` too (docs/deployment.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scheduleFile, type DueMoment } from '../../src/content/schedule.ts';

export const SCHEDULE_FILE = 'schedule.json';

/** Writes the schedule and returns the line the build prints about it. */
export async function writeSchedule(
  deployDir: string,
  due: readonly DueMoment[],
  now: Date,
): Promise<string> {
  const schedule = scheduleFile(due, now);
  await mkdir(deployDir, { recursive: true });
  await writeFile(path.join(deployDir, SCHEDULE_FILE), `${JSON.stringify(schedule, null, 2)}\n`);
  const next = schedule.due[0];
  return next
    ? `  built for ${schedule.builtFor}; next scheduled change ${next.at} (${next.what}), ${schedule.due.length} in all (${path.basename(deployDir)}/${SCHEDULE_FILE})`
    : `  built for ${schedule.builtFor}; nothing scheduled`;
}
