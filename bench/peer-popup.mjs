/**
 * The peers' own "config answer → popup on screen", to sit beside our load answer → visible modal.
 * Two peers have a popup that can be driven offline: the bench server answers their calls as their
 * services would, and each is timed the way ours is: from the end of the response that carries
 * what the popup shows (Resource Timing) to the first frame that paints it (checked in
 * `requestAnimationFrame`, timed in the task right after that frame). Both answers are held
 * LOAD_DELAY_MS, like our load answer, so they reach a page that has painted and run its scripts.
 *
 * - PostHog: its remote config (`/array/<token>/config.js`, the script form it asks for first) says
 *   surveys are on; `/api/surveys/?token=…` answers one popover survey with no conditions, shown at
 *   once. Painted: the survey's form, in the shadow root of `div.PostHogSurvey-<id>`. Its surveys
 *   bundle is on the page from the start (it is fetched before the survey call in any case).
 * - Typebot: `initPopup` with `autoShowDelay: 0` opens the popup at once and posts `startChat`; the
 *   answer is a bot with one text bubble. Painted: that bubble with its text shown. Typing emulation
 *   is off in the bot's settings, or the bubble would wait on purpose (about a second for a
 *   sentence), and the theme names a system font, or Typebot would fetch one from fonts.bunny.net.
 *
 * Their pages, tokens and bot id are their own, so the peers' other rows (bytes, main thread, heap)
 * still run against 404s as before.
 */
import { openPage } from './browser.mjs';
import { ARTICLE, html } from './fixtures.mjs';
import { LOAD_DELAY_MS } from './server.mjs';

const POSTHOG_TOKEN = 'phc_bench_popup';
const SURVEY_ID = 'bench-survey';
const TYPEBOT_ID = 'bench-popup';

const SURVEY = {
  id: SURVEY_ID,
  name: 'Bench survey',
  type: 'popover',
  questions: [{ id: 'q1', type: 'open', question: 'What brought you to the guide today?' }],
  appearance: null,
  conditions: null,
  start_date: '2024-01-01T00:00:00Z',
  end_date: null,
  linked_flag_key: null,
  targeting_flag_key: null,
  internal_targeting_flag_key: null,
  feature_flag_keys: [],
  current_iteration: null,
};

const START_CHAT = {
  sessionId: 'bench-session',
  resultId: 'bench-result',
  typebot: {
    id: TYPEBOT_ID,
    version: '6',
    publishedAt: '2024-01-01T00:00:00.000Z',
    theme: { general: { font: { type: 'Custom', family: 'system-ui' } } },
    settings: { typingEmulation: { enabled: false } },
  },
  messages: [
    {
      id: 'm1',
      type: 'text',
      content: { type: 'richText', richText: [{ type: 'p', children: [{ text: 'Hi! Looking for a new roast?' }] }] },
    },
  ],
};

const json = (value) => ({ type: 'application/json', body: JSON.stringify(value) });

/** The peers' calls the bench server answers (see startBenchServer's `peerCalls`). */
export const PEER_POPUP_CALLS = {
  [`GET /array/${POSTHOG_TOKEN}/config.js`]: {
    type: 'text/javascript; charset=utf-8',
    body: `window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {};
window._POSTHOG_REMOTE_CONFIG[${JSON.stringify(POSTHOG_TOKEN)}] = { config: ${JSON.stringify({ token: POSTHOG_TOKEN, surveys: true, hasFeatureFlags: false })}, siteApps: [] };`,
  },
  'GET /api/surveys/': { ...json({ surveys: [SURVEY] }), delayMs: LOAD_DELAY_MS, query: { token: POSTHOG_TOKEN } },
  [`POST /api/v1/typebots/${TYPEBOT_ID}/startChat`]: { ...json(START_CHAT), delayMs: LOAD_DELAY_MS },
};

export const PEER_POPUP_PAGES = {
  '/peer-posthog-survey': html(
    'PostHog survey',
    `${ARTICLE}<script src="/peers/posthog/array.js"></script><script src="/peers/posthog/surveys.js"></script>
    <script>posthog.init('${POSTHOG_TOKEN}', { api_host: location.origin, autocapture: false, capture_pageview: false, disable_session_recording: true });</script>`,
  ),
  '/peer-typebot-popup': html(
    'Typebot popup',
    `${ARTICLE}<script type="module">
      import Typebot from '/peers/typebot/web.js';
      Typebot.initPopup({ typebot: '${TYPEBOT_ID}', apiHost: location.origin, autoShowDelay: 0 });
    </script>`,
  ),
};

/** Each peer's page, the call whose answer starts the clock, and (as page code) the element that shows it painted. */
export const PEER_POPUPS = {
  typebot: {
    path: '/peer-typebot-popup',
    answerPath: `/api/v1/typebots/${TYPEBOT_ID}/startChat`,
    // The text container loses `opacity-0` for `opacity-100` once the bubble is no longer "typing".
    shown: `() => document.querySelector('typebot-popup')?.shadowRoot?.querySelector('.typebot-host-bubble .text-fade-in.opacity-100')`,
  },
  posthog: {
    path: '/peer-posthog-survey',
    answerPath: '/api/surveys/',
    shown: `() => document.querySelector('.PostHogSurvey-${SURVEY_ID}')?.shadowRoot?.querySelector('.survey-form')`,
  },
};

/** Run before the page's scripts: notes the first frame in which `shown()` is laid out (as PROBE does for ours). */
function popupProbe(shown) {
  return `(() => {
  const shown = ${shown};
  const popup = { at: null };
  window.__popup = popup;
  const frame = () => {
    const element = shown();
    const box = element && element.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { popup.at = performance.now(); };
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

/** One fresh load of a peer's page: ms from its answer's end to its popup painted, or why not. */
export async function timePeerPopup(browser, url, { answerPath, shown }, timeoutMs = 15_000) {
  const tab = await openPage(browser, url, { setup: (page) => page.addInitScript({ content: popupProbe(shown) }) });
  try {
    // A plain evaluation that polls, as waitForOpened does for ours.
    const { at, answerEnd } = await tab.page.evaluate(
      ([path, timeout]) =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const check = () => {
            const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === path);
            if (window.__popup.at !== null) resolve({ at: window.__popup.at, answerEnd: entry ? entry.responseEnd : null });
            else if (performance.now() - started > timeout)
              reject(new Error(`no popup painted after ${timeout} ms (${entry ? `${path} answered` : `no complete answer from ${path}`})`));
            else setTimeout(check, 50);
          };
          check();
        }),
      [answerPath, timeoutMs],
    );
    if (answerEnd === null) return { ms: null, failure: `the popup showed without ${answerPath} being asked`, errors: await tab.errors() };
    return { ms: at - answerEnd, errors: await tab.errors() };
  } catch (error) {
    // The reason alone, without the error's name and the stack that the page's exception description carries.
    const failure = String(error?.message ?? error)
      .split('\n')[0]
      .replace(/^Error: /, '');
    return { ms: null, failure, errors: await tab.errors().catch(() => []) };
  } finally {
    await tab.close();
  }
}
