/**
 * The project's referrer test suite: real-world referrer URLs in three groups, scored by
 * `npm run referrers:score` and checked by referrer-suite.test.ts. Written for this project (the
 * URLs follow the shapes each site sends; search terms are made up).
 *
 * - search: a search engine's results page with a term → organic, that source and term;
 * - social: a social network's link → social, that source;
 * - other: webmail, ads, AI assistants, look-alikes and ordinary sites → referral.
 *
 * Where Matomo's lists make a deliberate choice (GitHub and Stack Overflow are social networks
 * there, Google's cache is Google search), the suite follows the lists rather than test them.
 */

export interface SearchCase {
  url: string;
  source: string;
  term: string;
}

export const SEARCH_CASES: readonly SearchCase[] = [
  {
    url: 'https://www.google.com/search?q=help+desk+software',
    source: 'google',
    term: 'help desk software',
  },
  {
    url: 'https://www.google.co.uk/search?hl=en&q=shared+inbox',
    source: 'google',
    term: 'shared inbox',
  },
  {
    url: 'https://www.google.com.br/search?q=suporte+ao+cliente',
    source: 'google',
    term: 'suporte ao cliente',
  },
  {
    url: 'https://www.google.de/url?sa=t&source=web#q=ticketsystem',
    source: 'google',
    term: 'ticketsystem',
  },
  {
    url: 'https://www.bing.com/search?q=customer+support+tool&form=QBLH',
    source: 'bing',
    term: 'customer support tool',
  },
  {
    url: 'https://search.yahoo.com/search?p=help+desk&fr=yfp-t',
    source: 'yahoo',
    term: 'help desk',
  },
  {
    url: 'https://uk.search.yahoo.com/search?p=live+chat+widget',
    source: 'yahoo',
    term: 'live chat widget',
  },
  {
    url: 'https://yandex.ru/search/?text=%D1%85%D0%B5%D0%BB%D0%BF%D0%B4%D0%B5%D1%81%D0%BA&lr=213',
    source: 'yandex',
    term: 'хелпдеск',
  },
  {
    url: 'https://www.baidu.com/s?wd=%E5%AE%A2%E6%9C%8D%E7%B3%BB%E7%BB%9F',
    source: 'baidu',
    term: '客服系统',
  },
  {
    url: 'https://duckduckgo.com/?q=harbor+help+desk&t=h_',
    source: 'duckduckgo',
    term: 'harbor help desk',
  },
  {
    url: 'https://www.ecosia.org/search?method=index&q=email+ticketing',
    source: 'ecosia',
    term: 'email ticketing',
  },
  {
    url: 'https://www.qwant.com/?q=logiciel+support+client&t=web',
    source: 'qwant',
    term: 'logiciel support client',
  },
  {
    url: 'https://search.aol.com/aol/search?q=best+help+desk&s_it=sb-top',
    source: 'aol',
    term: 'best help desk',
  },
  {
    url: 'https://www.ask.com/web?q=knowledge+base+software&qsrc=0',
    source: 'ask',
    term: 'knowledge base software',
  },
  {
    url: 'https://www.startpage.com/do/search?query=help+desk+privacy',
    source: 'startpage',
    term: 'help desk privacy',
  },
  {
    url: 'https://s6-eu5.ixquick.com/do/search?query=helpdesk+tool',
    source: 'startpage',
    term: 'helpdesk tool',
  },
  {
    url: 'http://search.ke.voila.fr/S/voila?rdata=service+client',
    source: 'voila',
    term: 'service client',
  },
  {
    url: 'https://meta.ua/search.asp?q=%D1%81%D0%BB%D1%83%D0%B6%D0%B1%D0%B0+%D0%BF%D1%96%D0%B4%D1%82%D1%80%D0%B8%D0%BC%D0%BA%D0%B8',
    source: 'meta.ua',
    term: 'служба підтримки',
  },
  {
    url: 'https://www.google.com/cse?cx=partner-pub-1234567890:abcdef&q=inbox+app',
    source: 'google custom search',
    term: 'inbox app',
  },
  {
    url: 'https://search.babylon.com/web/customer+service+software',
    source: 'babylon',
    term: 'customer service software',
  },
  {
    url: 'http://search.mywebsearch.com/mywebsearch/GGmain.jhtml?searchfor=ticket+system',
    source: 'mywebsearch',
    term: 'ticket system',
  },
  {
    url: 'https://search.naver.com/search.naver?where=nexearch&query=%ED%97%AC%ED%94%84%EB%8D%B0%EC%8A%A4%ED%81%AC',
    source: 'naver',
    term: '헬프데스크',
  },
  {
    url: 'https://search.seznam.cz/?q=z%C3%A1kaznick%C3%A1+podpora',
    source: 'seznam',
    term: 'zákaznická podpora',
  },
  {
    url: 'https://suche.web.de/web?su=kundenservice+software',
    source: 'web.de',
    term: 'kundenservice software',
  },
  {
    url: 'https://search.lycos.com/web/?q=shared+mailbox',
    source: 'lycos',
    term: 'shared mailbox',
  },
];

export interface SocialCase {
  url: string;
  source: string;
}

export const SOCIAL_CASES: readonly SocialCase[] = [
  { url: 'https://www.facebook.com/', source: 'facebook' },
  { url: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.harbor.example%2F', source: 'facebook' },
  { url: 'https://lm.facebook.com/', source: 'facebook' },
  { url: 'https://t.co/AbCdEf123', source: 'x' },
  { url: 'https://x.com/harbor/status/1', source: 'x' },
  { url: 'https://www.linkedin.com/feed/', source: 'linkedin' },
  { url: 'https://lnkd.in/eXyZ', source: 'linkedin' },
  { url: 'https://www.reddit.com/r/sysadmin/comments/abc/', source: 'reddit' },
  {
    url: 'https://out.reddit.com/t3_abc?url=https%3A%2F%2Fwww.harbor.example%2F',
    source: 'reddit',
  },
  { url: 'https://odnoklassniki.ru/group/123', source: 'odnoklassniki' },
  { url: 'https://ok.ru/harbor', source: 'odnoklassniki' },
  {
    url: 'https://l.workplace.com/l.php?u=https%3A%2F%2Fwww.harbor.example%2F',
    source: 'workplace',
  },
  { url: 'https://lnk.bio/harbor', source: 'lnk.bio' },
  { url: 'https://www.youtube.com/watch?v=abc', source: 'youtube' },
  { url: 'https://l.instagram.com/?u=https%3A%2F%2Fwww.harbor.example%2F', source: 'instagram' },
  { url: 'https://vk.com/away.php?to=https%3A%2F%2Fwww.harbor.example%2F', source: 'vk' },
];

/** Referrers that must stay a plain referral (host as source). */
export const OTHER_CASES: readonly string[] = [
  // Webmail
  'https://mail.google.com/mail/u/0/',
  'https://mail.yahoo.com/d/folders/1',
  'https://mail.yahoo.co.jp/',
  'https://uk.mail.yahoo.com/',
  'https://outlook.live.com/mail/0/inbox',
  'https://outlook.office.com/mail/',
  'https://outlook.office365.com/owa/',
  'https://mail.aol.com/webmail-std/en-us/suite',
  'https://mail.yandex.ru/?uid=1',
  'https://e.mail.ru/inbox/',
  'https://mail.proton.me/u/0/inbox',
  'https://mail.zoho.com/zm/',
  'https://navigator.gmx.net/mail',
  'https://web.de/email/',
  'https://app.fastmail.com/mail/Inbox/',
  'https://www.icloud.com/mail/',
  // Ads and ad servers
  'https://googleads.g.doubleclick.net/pagead/ads?client=ca-pub-1',
  'https://ad.doubleclick.net/ddm/clk/123',
  'https://adservice.google.com/ddm/fls/',
  'https://syndicatedsearch.goog/afs/ads?q=help',
  'https://tpc.googlesyndication.com/simgad/1',
  'https://www.googleadservices.com/pagead/aclk?sa=L',
  'https://ads.linkedin-ads.example/click',
  'https://cdn.taboola.com/libtrc/static/',
  'https://paid.outbrain.com/network/redir?p=1',
  'https://bat.bing.net/action/0',
  // AI assistants
  'https://gemini.google.com/app',
  'https://bard.google.com/chat',
  'https://chatgpt.com/',
  'https://chat.openai.com/c/abc',
  'https://www.perplexity.ai/search/help-desk',
  'https://perplexity.ai/',
  'https://claude.ai/chat/abc',
  'https://copilot.microsoft.com/',
  'https://chat.deepseek.com/a/chat/s/1',
  'https://x.com/i/grok?conversation=1',
  'https://grok.com/chat/1',
  'https://duck.ai/',
  'https://you.com/search?q=help+desk',
  'https://chat.mistral.ai/chat/1',
  'https://poe.com/chat/1',
  'https://www.meta.ai/',
  // Google and Yahoo properties that are not a search
  'https://docs.google.com/document/d/1/edit',
  'https://sites.google.com/view/harbor',
  'https://drive.google.com/drive/',
  'https://news.yahoo.com/article',
  'https://finance.yahoo.com/quote/HRB',
  'https://login.yahoo.com/',
  'https://translate.googleusercontent.com/translate_c?u=1',
  'https://lh3.googleusercontent.com/a/photo',
  // Look-alikes
  'https://google.com.evil.example/search?q=help',
  'https://www.google.evil.example/search?q=help',
  'https://googlesearch.example/?q=help',
  'https://evilgoogle.com/search?q=help',
  'https://bing.com.attacker.example/search?q=x',
  'https://facebook.com.phish.example/',
  'https://notfacebook.com/',
  'https://t.co.evil.example/x',
  'https://yandex.evil.example/?text=x',
  'https://duckduckgo.example/?q=x',
  'https://evil.example/www.google.com/search?q=x',
  // Ordinary sites
  'https://blog.partner.example/reviews/help-desks',
  'https://www.g2.com/products/harbor/reviews',
  'https://www.capterra.com/p/1/harbor/',
  'https://en.wikipedia.org/wiki/Help_desk',
  'https://www.atlassian.com/software/jira',
  'https://forum.example.net/t/which-help-desk/42',
  'https://news.example.com/tech/2026/help-desks',
  'https://www.producthunt.example/posts/harbor',
  'https://support.shopify.com/apps',
  'https://zapier.com/apps/harbor/integrations',
  'https://www.trustpilot.com/review/harbor.example',
  'https://techcrunch.com/2026/01/01/harbor/',
  'https://www.nytimes.com/2026/01/01/business/help.html',
  'https://medium.example/@writer/help-desks',
  'https://dev.to/someone/help-desks',
  'https://www.bbc.co.uk/news/technology-1',
  'https://www.lemonde.fr/pixels/article/2026/',
  'https://www.spiegel.de/netzwelt/',
  'https://www.amazon.com/dp/B000',
  'https://apps.apple.com/app/harbor/id1',
  'https://play.google.com/store/apps/details?id=example',
  'http://192.168.1.10/intranet/',
];
