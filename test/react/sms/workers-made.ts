/** Counts the workers a page makes from here on, each still a real worker; `restore()` puts the page's Worker back. */
export function countWorkers(): { made: () => number; restore: () => void } {
  const Real = window.Worker;
  let made = 0;
  window.Worker = class extends Real {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      made += 1;
    }
  };
  return { made: () => made, restore: () => void (window.Worker = Real) };
}
