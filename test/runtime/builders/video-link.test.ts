import '../../setup';
import { expect } from '@open-wc/testing';
import { parseVideoLink, withScheme } from '../../../src/runtime/builders/video-link';

const YT = 'dQw4w9WgXcQ';
const ytEmbed = (id: string, host = 'www.youtube.com') =>
  `https://${host}/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&playsinline=1&rel=0`;
const vimeoEmbed = (id: string, extra = '') => `https://player.vimeo.com/video/${id}?autoplay=1&loop=1&muted=1&playsinline=1${extra}`;

describe('withScheme', () => {
  // docs/widgets.md#card-content: "https:// is added if no scheme is present".
  const cases: Array<[string, string]> = [
    ['youtu.be/x', 'https://youtu.be/x'],
    ['www.youtube.com/watch?v=x', 'https://www.youtube.com/watch?v=x'],
    ['//vimeo.com/1', 'https://vimeo.com/1'],
    ['http://vimeo.com/1', 'http://vimeo.com/1'],
    ['https://vimeo.com/1', 'https://vimeo.com/1'],
    ['  https://vimeo.com/1  ', 'https://vimeo.com/1'],
  ];
  for (const [input, expected] of cases) {
    it(`${input} → ${expected}`, () => expect(withScheme(input)).to.equal(expected));
  }
});

describe('parseVideoLink', () => {
  const youtube: Array<[string, string]> = [
    ['watch page', `https://www.youtube.com/watch?v=${YT}`],
    ['watch page with extra parameters', `https://www.youtube.com/watch?feature=share&v=${YT}&t=42s`],
    ['short link', `https://youtu.be/${YT}`],
    ['short link with a time', `https://youtu.be/${YT}?t=10`],
    ['embed link', `https://www.youtube.com/embed/${YT}`],
    ['shorts link', `https://youtube.com/shorts/${YT}`],
    ['live link', `https://www.youtube.com/live/${YT}`],
    ['mobile site', `https://m.youtube.com/watch?v=${YT}`],
    ['no scheme', `youtube.com/watch?v=${YT}`],
    ['no scheme, short link', `youtu.be/${YT}`],
    ['http scheme', `http://www.youtube.com/watch?v=${YT}`],
    ['upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${YT}`],
  ];
  for (const [name, link] of youtube) {
    it(`YouTube ${name}`, () => expect(parseVideoLink(link)).to.deep.equal({ provider: 'youtube', id: YT, embedUrl: ytEmbed(YT) }));
  }

  it('keeps the privacy-enhanced YouTube domain', () => {
    expect(parseVideoLink(`https://www.youtube-nocookie.com/embed/${YT}`)).to.deep.equal({
      provider: 'youtube',
      id: YT,
      embedUrl: ytEmbed(YT, 'www.youtube-nocookie.com'),
    });
  });

  // docs/widgets.md#card-content: "Video embeds autoplay, loop, play inline ... the YouTube embed shows no related videos."
  it('YouTube embed autoplays muted, loops, plays inline and hides related videos', () => {
    const url = new URL(parseVideoLink(`youtu.be/${YT}`)!.embedUrl);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: YT,
      playsinline: '1',
      rel: '0',
    });
  });

  const vimeo: Array<[string, string, string, string?]> = [
    ['video page', 'https://vimeo.com/76979871', '76979871'],
    ['video page without scheme', 'vimeo.com/76979871', '76979871'],
    ['www host', 'https://www.vimeo.com/76979871', '76979871'],
    ['channel page', 'https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['player link', 'https://player.vimeo.com/video/76979871', '76979871'],
    ['player link with parameters', 'https://player.vimeo.com/video/76979871?title=0', '76979871'],
    ['unlisted video keeps its hash', 'https://vimeo.com/76979871/abc123ef', '76979871', '&h=abc123ef'],
    ['unlisted player link keeps its hash', 'https://player.vimeo.com/video/76979871?h=abc123ef', '76979871', '&h=abc123ef'],
  ];
  for (const [name, link, id, extra] of vimeo) {
    it(`Vimeo ${name}`, () => expect(parseVideoLink(link)).to.deep.equal({ provider: 'vimeo', id, embedUrl: vimeoEmbed(id, extra) }));
  }

  const rejected: Array<[string, unknown]> = [
    ['an unknown host', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${YT}`],
    ['a YouTube page without a video', 'https://www.youtube.com/channel/UC123'],
    ['a YouTube id of the wrong length', 'https://youtu.be/abc'],
    ['a YouTube id with injected characters', `https://www.youtube.com/watch?v=${YT.slice(0, 10)}"`],
    ['a Vimeo page without a numeric id', 'https://vimeo.com/staff'],
    ['a player link without /video/', 'https://player.vimeo.com/76979871'],
    ['a javascript: URL', `javascript:alert("youtu.be/${YT}")`],
    ['an empty string', ''],
    ['not a string', 42],
    ['unparseable', 'https://'],
  ];
  for (const [name, link] of rejected) {
    it(`rejects ${name}`, () => expect(parseVideoLink(link)).to.equal(null));
  }
});
