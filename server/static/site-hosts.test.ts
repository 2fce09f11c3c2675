import { describe, expect, it } from 'vitest';
import { hostsFromHtml } from './site-hosts.ts';

describe('hostsFromHtml', () => {
  it('given a page embedding the site settings, should give the marketing, secure and app hosts', () => {
    const html =
      '<script type="application/json" id="__HARBOR_DATA__">{"settings":{"hosts":{"marketing":"www.a.example","secure":"secure.a.example","app":"app.a.example","docs":"docs.a.example"}}}</script>';
    expect(hostsFromHtml(html)).toEqual({
      marketing: 'www.a.example',
      secure: 'secure.a.example',
      app: 'app.a.example',
    });
  });

  it.each([
    ['no settings', '<!doctype html><title>x</title>'],
    ['broken JSON', '"hosts":{"marketing":"www.a.example",}'],
    ['hosts of the wrong type', '"hosts":{"marketing":1,"secure":"s","app":"a"}'],
  ])('given %s, should give undefined (only the page host is internal)', (_, html) => {
    expect(hostsFromHtml(html)).toBeUndefined();
  });
});
