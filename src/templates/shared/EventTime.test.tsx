import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sessionTime } from '../../contracts/event-time.ts';
import type { PageEvent } from '../../contracts/schemas/pages.ts';
import { EventList } from './EventList.tsx';
import { EventTime } from './EventTime.tsx';

const event: PageEvent = {
  name: 'Getting started',
  startDate: '2026-12-02T17:00:00Z',
  endDate: '2026-12-02T17:45:00Z',
  // A zone no test machine runs in, so the two texts differ.
  timeZone: 'Pacific/Chatham',
  description: 'First steps.',
  url: '/classes/#getting-started',
  state: 'upcoming',
  when: sessionTime(
    { startDate: '2026-12-02T17:00:00Z', endDate: '2026-12-02T17:45:00Z' },
    'Pacific/Chatham',
  ),
};

describe('EventTime', () => {
  it('given a prerendered time, should hydrate without a mismatch, then show the visitor’s zone', async () => {
    const html = renderToString(<EventTime event={event} />);
    expect(html).toContain('data-zone="event"');
    expect(html).toContain(event.when);
    expect(event.when).toMatch(/GMT\+13:45/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <EventTime event={event} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('data-zone', 'visitor');
    expect(time.textContent).toBe(sessionTime(event, undefined));
    expect(time.textContent).not.toBe(event.when);
    container.remove();
  });
});

describe('EventList', () => {
  const past: PageEvent = {
    ...event,
    name: 'Over',
    startDate: '2026-11-01T17:00:00Z',
    endDate: undefined,
    state: 'past',
  };
  const later: PageEvent = {
    ...event,
    name: 'Later',
    startDate: '2026-12-20T17:00:00Z',
    endDate: undefined,
  };

  it('should list only sessions not over, earliest first', () => {
    const html = renderToString(<EventList events={[later, past, event]} />);
    expect(html).not.toContain('Over');
    expect(html.indexOf('Getting started')).toBeLessThan(html.indexOf('Later'));
  });

  it('given no upcoming session, should say so when asked to, and render nothing otherwise', () => {
    expect(renderToString(<EventList events={[past]} />)).toBe('');
    const html = renderToString(
      <EventList events={[past]} empty="No class is scheduled right now." />,
    );
    expect(html).toContain('No class is scheduled right now.');
    expect(html).not.toContain('Over');
  });
});
