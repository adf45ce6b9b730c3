/**
 * Quiets the console and collects the errors that reach the page (`window` error events) while a
 * test makes something fail on purpose; `stop()` puts everything back.
 */
import sinon from 'sinon';

export function watchPageErrors() {
  const warn = sinon.stub(console, 'warn');
  const error = sinon.stub(console, 'error');
  const pageErrors: unknown[] = [];
  const onError = (event: ErrorEvent) => pageErrors.push(event.error);
  window.addEventListener('error', onError);
  return {
    warn,
    error,
    pageErrors,
    stop() {
      window.removeEventListener('error', onError);
      error.restore();
      warn.restore();
    },
  };
}
