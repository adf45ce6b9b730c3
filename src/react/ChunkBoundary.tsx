/**
 * Catches a failure to load or render a view (a chunk offline or blocked, a view that throws), so
 * it never reaches the host page as an uncaught error; the view then shows nothing, and `onFail` is
 * told. Every element's view sits behind one (elements/shared-root.tsx), chunks' views too.
 */
import { Component, type ReactNode } from './react-once';
import { LOG_PREFIX } from '../runtime/constants';

interface Props {
  /** What the chunk shows, for the console line ("the SMS card"). */
  what: string;
  onFail?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`${LOG_PREFIX} ${this.props.what} could not be shown:`, error);
    this.props.onFail?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
