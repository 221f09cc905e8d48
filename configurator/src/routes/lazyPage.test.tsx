import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOADING_ERROR_EVENT } from '../app/chunkLoadingError.ts';
import { lazyPage } from './lazyPage.tsx';

describe('lazyPage', () => {
  it('renders nothing and raises the chunk-loading-error event when its chunk fails, and loads it on the next mount', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raised = vi.fn();
    window.addEventListener(CHUNK_LOADING_ERROR_EVENT, raised);
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <h1>Cart</h1>;
    });
    const view = render(
      <main>
        <p>Header</p>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(raised).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();

    view.unmount();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    window.removeEventListener(CHUNK_LOADING_ERROR_EVENT, raised);
  });
});
