/**
 * Around the lazily loaded drawing: when its chunk fails to load (offline, a new deployment) or
 * the library throws, the chart says so in one line and the summary and table beside it still
 * give every figure.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
}

export class DrawingBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
