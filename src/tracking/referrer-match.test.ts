import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileReferrerLists,
  readListTexts,
  ReferrerListError,
  renderTableModule,
  type ListTexts,
} from '../../scripts/content/referrers/compile.ts';
import { classifyReferrer } from './attribution.ts';
import { lossyHost, matchReferrer } from './referrer-match.ts';
import { formatScore, scoreSuite, TARGETS } from './referrer-suite.ts';

const PAGE = 'https://www.harbor.example/pricing/';
const ROOT = path.resolve(import.meta.dirname, '../..');
const classify = (referrer: string) => classifyReferrer(referrer, PAGE);
const match = (referrer: string) => {
  const url = new URL(referrer);
  return matchReferrer(url.hostname, url);
};

describe('the compiled referrer table', () => {
  it('given the lists in data/referrers, should be what the committed module holds', async () => {
    const compiled = compileReferrerLists(await readListTexts(path.join(ROOT, 'data/referrers')));
    const committed = await readFile(
      path.join(ROOT, 'src/tracking/referrer-table.generated.ts'),
      'utf8',
    );
    expect(committed).toBe(renderTableModule(compiled.text));
  });

  it.each([
    // Search engines from Matomo's list, with the term in each engine's own parameter.
    ['https://www.google.com/search?q=help+desk', 'google', 'help desk'],
    ['https://www.bing.com/search?q=inbox', 'bing', 'inbox'],
    ['https://www.bing.com/search?Q=upper', 'bing', 'upper'],
    ['https://yandex.com.tr/search/?text=destek', 'yandex', 'destek'],
    ['https://www.baidu.com/s?word=%E5%AE%A2%E6%9C%8D', 'baidu', '客服'],
    ['https://search.naver.com/search.naver?query=desk', 'naver', 'desk'],
    ['https://search.seznam.cz/?q=podpora', 'seznam', 'podpora'],
    ['https://www.sogou.com/web?query=kefu', 'sogou', 'kefu'],
    ['https://go.mail.ru/search?q=helpdesk', 'mailru', 'helpdesk'],
    ['https://search.brave.com/search?q=chat', 'brave', 'chat'],
    // Country domains through `{}`: google.{}, {}.search.yahoo.com, images.{}.ask.com.
    ['https://www.google.co.jp/search?q=%E3%83%98%E3%83%AB%E3%83%97', 'google', 'ヘルプ'],
    ['https://www.google.com.au/search?q=desk', 'google', 'desk'],
    ['https://de.search.yahoo.com/search?p=hilfe', 'yahoo', 'hilfe'],
    ['https://search.yahoo.co.jp/search?p=%E3%83%98%E3%83%AB%E3%83%97', 'yahoo', 'ヘルプ'],
    // A term in the path, read by one of the list's patterns.
    ['https://search.babylon.com/web/shared+inbox', 'babylon', 'shared inbox'],
    // Portals powered by a bigger engine.
    ['https://www.google.com/cse?cx=partner-pub-1:2&q=crm', 'google custom search', 'crm'],
    [
      'https://portal.example/pemonitorhosted/ws/results/Web/help%20desk/1/417/TopNavigation/Relevance/',
      'infospace',
      'help desk',
    ],
  ])(
    'given the search referrer %s, should give organic %s with the term',
    (referrer, source, term) => {
      expect(classify(referrer)).toEqual({ source, medium: 'organic', term });
    },
  );

  it.each([
    ['https://www.google.de/', 'google'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://m.baidu.com/', 'baidu'],
    ['https://www.ecosia.org/', 'ecosia'],
  ])('given the search referrer %s without a term, should give organic %s', (referrer, source) => {
    expect(classify(referrer)).toEqual({ source, medium: 'organic' });
  });

  it.each([
    ['https://m.facebook.com/story.php', 'facebook'],
    ['https://www.facebook.com/search/top?q=harbor', 'facebook'],
    ['https://l.workplace.com/l.php?u=x', 'workplace'],
    ['https://odnoklassniki.ru/', 'odnoklassniki'],
    ['https://ok.ru/group/1', 'odnoklassniki'],
    ['https://lnk.bio/harbor', 'lnk.bio'],
    ['https://t.co/abc', 'x'],
    ['https://x.com/harbor', 'x'],
    ['https://old.reddit.com/r/sysadmin/', 'reddit'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://bsky.app/profile/harbor', 'bluesky'],
  ])('given the social referrer %s, should give social %s', (referrer, source) => {
    expect(classify(referrer)).toEqual({ source, medium: 'social' });
  });

  it.each([
    // AI assistants, even on a search engine's or social network's domain.
    'https://gemini.google.com/app',
    'https://chatgpt.com/c/1',
    'https://www.perplexity.ai/search/x',
    'https://x.com/i/grok?conversation=1',
    // Webmail and ads, even under a search engine's domain.
    'https://mail.yahoo.com/d/folders/1',
    'https://fr.mail.yahoo.com/',
    'https://mail.yahoo.co.uk/',
    'https://mail.google.com/mail/u/0/',
    'https://outlook.live.com/mail/0/',
    'https://googleads.g.doubleclick.net/pagead/ads',
    // Other Google properties are not a search.
    'https://docs.google.com/document/d/1',
    'https://support.google.com/mail/answer/1',
    // Look-alike hosts.
    'https://google.com.evil.example/search?q=x',
    'https://www.google.evil.example/search?q=x',
    'https://evilgoogle.com/search?q=x',
    'https://facebook.com.phish.example/',
    'https://notfacebook.com/',
    'https://xbing.com/search?q=x',
  ])('given %s, should give a referral from its host', (referrer) => {
    const url = new URL(referrer);
    expect(classify(referrer)).toEqual({
      source: url.hostname,
      medium: 'referral',
      content: url.pathname,
    });
  });

  it('given a path-prefixed entry, should match that path only', () => {
    expect(match('https://x.com/i/grok')?.kind).toBe('a');
    expect(match('https://x.com/i/grokking')?.kind).toBe('o');
    expect(match('https://x.com/harbor')?.kind).toBe('o');
  });

  it('given hosts, should give the lossy form Matomo matches country domains with', () => {
    expect(lossyHost('www.google.co.uk')).toBe('google.{}');
    expect(lossyHost('uk.search.yahoo.com')).toBe('{}.search.yahoo.com');
    expect(lossyHost('m.facebook.com')).toBe('facebook.com');
    expect(lossyHost('images.de.ask.com')).toBe('images.{}.ask.com');
  });

  it('given a broken escape in a path pattern, should give organic without a term', () => {
    expect(classify('https://search.babylon.com/web/%E0%A4%A')).toEqual({
      source: 'babylon',
      medium: 'organic',
    });
  });
});

describe('compileReferrerLists', () => {
  const lists = (overrides: Partial<ListTexts> = {}): ListTexts => ({
    search: `Engine:\n  - urls: [engine.example, "engine.{}"]\n    params: [q, '/s\\/([^\\/]+)/']\n`,
    social: 'Net:\n  - net.example\n  - engine.example\n',
    ai: 'Bot:\n  - bot.net.example\n',
    overrides: 'referral:\n  Mail: [mail.engine.example]\nrename:\n  Net: network\n',
    ...overrides,
  });

  it('given overlapping lists, should give each host to the list of highest precedence', () => {
    const { entries, shadowed } = compileReferrerLists(lists());
    expect(entries).toEqual([
      { kind: 'r', source: 'mail', params: [], keys: ['mail.engine.example'] },
      { kind: 'a', source: 'bot', params: [], keys: ['bot.net.example'] },
      { kind: 'o', source: 'network', params: [], keys: ['net.example', 'engine.example'] },
      { kind: 's', source: 'engine', params: ['q', '/s\\/([^\\/]+)/'], keys: ['engine.{}'] },
    ]);
    expect(shadowed).toBe(1);
  });

  it('given broken YAML, should throw an error naming the file', () => {
    expect(() => compileReferrerLists(lists({ social: 'Net: [unclosed' }))).toThrow(
      ReferrerListError,
    );
    expect(() => compileReferrerLists(lists({ social: 'Net: [unclosed' }))).toThrow(/Socials\.yml/);
  });

  it('given a malformed host or parameter, should leave it out and say so', () => {
    const { entries, skipped } = compileReferrerLists(
      lists({ search: 'Bad:\n  - urls: ["bad host", ok.example]\n    params: ["a b", q]\n' }),
    );
    expect(entries.at(-1)).toEqual({
      kind: 's',
      source: 'bad',
      params: ['q'],
      keys: ['ok.example'],
    });
    expect(skipped).toEqual(['Bad: key "bad host"', 'Bad: param "a b"']);
  });
});

describe('the referrer suite', () => {
  it('given the project suite, should meet the targets in every group', () => {
    const score = scoreSuite(classify);
    console.info(formatScore(score));
    const ratios = (['search', 'social', 'other'] as const).map((group) => ({
      group,
      met: score[group].passed / score[group].total >= TARGETS[group],
    }));
    expect(ratios.filter(({ met }) => !met)).toEqual([]);
    expect(score.search.total).toBeGreaterThanOrEqual(23);
    expect(score.social.total).toBeGreaterThanOrEqual(14);
    expect(score.other.total).toBeGreaterThanOrEqual(81);
  });
});

describe('matchReferrer on hostile input', () => {
  it('given a very long search URL, should answer without backtracking through it', () => {
    // Google's cache pattern backtracks quadratically; patterns see only the URL's start.
    const referrer = `https://www.google.com/search?x=cache:a:${'b'.repeat(4000)}`;
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) classify(referrer);
    const perCall = (performance.now() - started) / 20;
    console.info(`long Google referrer: ${perCall.toFixed(2)} ms per classification`);
    expect(classify(referrer).medium).toBe('organic');
  });
});
