/**
 * Catches a failure to load or render the SMS card's chunk (offline, a blocked CDN path), so it
 * never reaches the host page as an uncaught error; the card then shows nothing.
 */
import { Component, type ReactNode } from 'react';
import { LOG_PREFIX } from '../../runtime/constants';

interface State {
  failed: boolean;
}

export class ChunkBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${LOG_PREFIX} the SMS card could not be shown:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
