/**
 * What the SMS card reads about the visitor's device, behind one object so tests can stub it
 * (a test page cannot change `navigator.userAgent`).
 */
export const device = {
  userAgent: (): string => navigator.userAgent ?? '',
  languages: (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]),
  maxTouchPoints: (): number => navigator.maxTouchPoints ?? 0,
};

/**
 * iPhone, iPad and iPod name themselves; iPadOS in desktop mode reports a Mac user agent, and is
 * told apart from a real Mac by its touch screen.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function isIos(): boolean {
  return isIosDevice(device.userAgent(), device.maxTouchPoints());
}
