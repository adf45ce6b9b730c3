/**
 * Opens the device's SMS composer. `location.href` rather than `window.open`: an `sms:` link
 * hands over to the messages app and leaves the page where it is. Tests replace `open`.
 */
import { safeUrl } from '../../runtime/url-safety';

export const smsComposer = {
  open(link: string): void {
    const url = safeUrl(link, ['sms:']);
    if (url) window.location.href = url;
  },
};
