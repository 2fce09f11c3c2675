import { describe, expect, it } from 'vitest';
import { videoSource } from './video.ts';

describe('videoSource', () => {
  const embed = { kind: 'iframe', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' };

  it.each([
    [{ videoId: 'abc123' }, { kind: 'host', id: 'abc123' }],
    [{ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3' }, embed],
    [{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, embed],
    [{ videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }, embed],
    // Every YouTube host plays from www.youtube.com, the one the Content-Security-Policy frames.
    [{ videoUrl: 'https://youtube.com/watch?v=dQw4w9WgXcQ' }, embed],
    [{ videoUrl: 'https://m.youtube.com/watch?v=dQw4w9WgXcQ' }, embed],
    [{ videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }, embed],
    [{ videoUrl: 'https://youtube.com/embed/dQw4w9WgXcQ?start=30' }, embed],
  ])('given %j, should play %j', (block, expected) => {
    expect(videoSource(block)).toEqual(expected);
  });

  it.each([
    {},
    { videoId: '' },
    { videoUrl: '' },
    { videoId: 'a"b<script>' },
    { videoUrl: 'https://www.youtube.com/watch' },
    { videoUrl: 'https://www.youtube.com/watch?v=' },
    { videoUrl: 'https://www.youtube.com/watch?v=a"b' },
    { videoUrl: 'https://evil.example/watch?v=abc' },
    // An embed path elsewhere is not a YouTube video, and the page's policy would block it.
    { videoUrl: 'https://evil.example/embed/abc' },
    { videoUrl: 'https://www.youtube.com.evil.example/watch?v=abc' },
    { videoUrl: 'https://www.youtube.com/embed/a/b' },
    { videoUrl: 'http://www.youtube.com/watch?v=abc' },
    { videoUrl: 'not a url' },
  ])('given %j, should find no video', (block) => {
    expect(videoSource(block)).toBeNull();
  });
});
