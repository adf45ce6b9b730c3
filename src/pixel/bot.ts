/**
 * Bot traffic is flagged, not dropped (`b: 1` on every event, docs/pixel.md#bots), so the server decides
 * what to count. Only agents that run a page's scripts can ever send an event, so the list names
 * those: the generic words crawlers put in their user agents (bot, crawl, spider, slurp...), which
 * also catch new crawlers without an update, and the rendering crawlers, previewers and page-speed
 * robots that use none of them. Plain HTTP clients (curl, python-requests...) never run the pixel
 * and are left out. `cubot` is a phone brand, not a bot.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|archiv|scrap|headless|lighthouse|phantomjs|pingdom|gtmetrix|ptst\/|mediapartners-google|google-inspectiontool|googleother|bingpreview/i;

/** Automation (WebDriver, Puppeteer, Playwright) announces itself through `navigator.webdriver`. */
export function isBot(userAgent: string, webdriver: boolean | undefined): boolean {
  return webdriver === true || BOT_USER_AGENT.test(userAgent);
}
