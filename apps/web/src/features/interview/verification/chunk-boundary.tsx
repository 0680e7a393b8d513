import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Catches a lazily loaded part that failed to arrive (a dropped 2G connection) and offers to fetch
 * it again, instead of the app-wide 'Something went wrong'.
 */
export class ChunkBoundary extends Component<
  { children: ReactNode; message: string; retryLabel: string; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p className="text-destructive">{this.props.message}</p>
        <Button size="lg" variant="outline" onClick={this.props.onRetry}>
          {this.props.retryLabel}
        </Button>
      </div>
    );
  }
}
