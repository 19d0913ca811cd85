import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface Props {
  /** The page's address: the boundary clears itself when the visitor goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * Keeps a page that fails to render (a bug, or its code could not be downloaded after a new release) from
 * blanking the whole site: the header and footer stay, and the visitor gets a message in their language and a
 * way to load the page again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <PageError />;
  }
}

function PageError() {
  const { t } = useTranslation();
  return (
    <section className="max-w-3xl" role="alert" data-testid="page-error">
      <h1 className="mt-2 mb-3 text-4xl font-extrabold">{t('pageError.title')}</h1>
      <p className="mb-6 text-muted">{t('pageError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('pageError.reload')}</Button>
    </section>
  );
}
