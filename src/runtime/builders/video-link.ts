type VideoProvider = 'youtube' | 'vimeo';

interface VideoLink {
  provider: VideoProvider;
  id: string;
  embedUrl: string;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Owners paste links without a scheme (`youtu.be/abc`); https:// is added then (docs/widgets.md#card-content). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (HAS_SCHEME.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
}

// Ids are checked against their exact alphabet: they are put into an iframe src.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_PRIVATE_HASH = /^[0-9a-f]+$/i;

/** Recognises YouTube and Vimeo links (docs/widgets.md#card-content) and builds the embed URL; anything else gives null. */
export function parseVideoLink(link: unknown): VideoLink | null {
  if (typeof link !== 'string' || !link.trim()) return null;
  let url: URL;
  try {
    url = new URL(withScheme(link));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    return youtube(host, url, segments);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeo(host, url, segments);
  return null;
}

const YOUTUBE_PATH_PREFIXES = ['embed', 'shorts', 'live', 'v'];

function youtube(host: string, url: URL, segments: string[]): VideoLink | null {
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments[0] && YOUTUBE_PATH_PREFIXES.includes(segments[0])) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // An owner who chose the no-cookie domain keeps it in the embed.
  const embedHost = host === 'youtube-nocookie.com' ? 'www.youtube-nocookie.com' : 'www.youtube.com';
  // Browsers autoplay only muted video; `playlist` set to the same id is what makes a single video
  // loop; rel=0 limits "related videos" to the same channel.
  const embedUrl = `https://${embedHost}/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&playsinline=1&rel=0`;
  return { provider: 'youtube', id, embedUrl };
}

function vimeo(host: string, url: URL, segments: string[]): VideoLink | null {
  let id: string | undefined;
  let privateHash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video') return null;
    id = segments[1];
    privateHash = url.searchParams.get('h');
  } else {
    // vimeo.com/{id}, /{id}/{hash} for unlisted videos, /channels/{name}/{id}, /showcase/{x}/video/{id}.
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
    id = segments[index];
    privateHash = index >= 0 ? segments[index + 1] : undefined;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const hashParam = privateHash && VIMEO_PRIVATE_HASH.test(privateHash) ? `&h=${privateHash}` : '';
  const embedUrl = `https://player.vimeo.com/video/${id}?autoplay=1&loop=1&muted=1&playsinline=1${hashParam}`;
  return { provider: 'vimeo', id, embedUrl };
}
