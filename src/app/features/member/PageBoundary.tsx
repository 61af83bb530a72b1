import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState } from '../../../ui/index.ts';
import { memberMessages as m } from './messages.ts';

interface State {
  failed: boolean;
}

/** A page whose chunk or render fails shows a retry instead of taking the whole overlay down. */
export class PageBoundary extends Component<{ children: ReactNode; pageId: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(prev: { pageId: string }): void {
    if (prev.pageId !== this.props.pageId && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" data-testid="member-page-failed">
        <EmptyState
          title={<FormattedMessage {...m.loadFailed} />}
          action={
            <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      </div>
    );
  }
}
