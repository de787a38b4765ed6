import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from '../../src/components/deferred-mount/DeferredMount';

const mounted: string[] = [];

function Section({ name }: { name: string }) {
  useEffect(() => {
    if (!mounted.includes(name)) mounted.push(name); // StrictMode runs the effect twice
  }, [name]);
  return <p>{name}</p>;
}

describe('deferred mounts', () => {
  it('show their fallback first, then mount, the one marked first ahead of those already waiting', async () => {
    mounted.length = 0;
    render(
      <StrictMode>
        <DeferredMount fallback={<p>Loading the filter…</p>}>
          <Section name="filter" />
        </DeferredMount>
        <DeferredMount first fallback={<p>Loading the page…</p>}>
          <Section name="page" />
        </DeferredMount>
      </StrictMode>,
    );
    expect(screen.getByText('Loading the filter…')).toBeInTheDocument();
    expect(screen.getByText('Loading the page…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('filter')).toBeInTheDocument());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(mounted).toEqual(['page', 'filter']);
  });

  it('a subtree removed before its turn never mounts', async () => {
    const { rerender } = render(
      <DeferredMount fallback={<p>waiting</p>}>
        <p>never</p>
      </DeferredMount>,
    );
    rerender(<p>gone</p>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });
});
