import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { aMember, fakeAnswer } from '@/testing/answers';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { currentUserSchema } from '@starshelf/contract';
import { authKeys, useCurrentUser, useSignedInUser } from './get-current-user';


/** A component that shows who is signed in and counts its renders. */
function Probe({ renders }: { renders: string[] }) {
  const user = useSignedInUser();
  renders.push(user ? user.displayName : 'anonymous');
  return <p>{user ? user.displayName : 'anonymous'}</p>;
}

/** What the query says once it has its answer, so the test can wait for the session's answer. */
function SessionAnswered() {
  const session = useCurrentUser();
  return session.isPending ? null : <p>answered</p>;
}

function renderProbe() {
  const renders: string[] = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe renders={renders} />
      <SessionAnswered />
    </QueryClientProvider>,
  );
  return renders;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSignedInUser', () => {
  it('renders an anonymous reader once: the 401 that confirms them changes nothing', async () => {
    const fetchMock = stubApi([{ match: /\/api\/auth\/user$/, status: 401, code: 'UNAUTHENTICATED' }]);
    const renders = renderProbe();
    await screen.findByText('answered');
    expect(callsTo(fetchMock, /\/api\/auth\/user$/)).toHaveLength(1);
    expect(screen.getByText('anonymous')).toBeTruthy();
    expect(renders).toEqual(['anonymous']);
  });

  it('shows a member once their session arrives', async () => {
    stubApi([{ match: /\/api\/auth\/user$/, answer: fakeAnswer(currentUserSchema, aMember()) }]);
    const renders = renderProbe();
    await waitFor(() => expect(screen.getByText('Ada')).toBeTruthy());
    expect(renders[0]).toBe('anonymous');
    expect(new Set(renders.slice(1))).toEqual(new Set(['Ada']));
  });

  // The server renders every page anonymously. A member's session may already be known when React
  // takes the page over; the hydrating render must still match, and show the member right after.
  it('takes a server-rendered page over as anonymous, then shows the member, without a mismatch', async () => {
    stubApi([{ match: /\/api\/auth\/user$/, answer: fakeAnswer(currentUserSchema, aMember()) }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QueryClientProvider client={createQueryClient()}><Probe renders={[]} /></QueryClientProvider>);
    document.body.append(container);
    expect(container.textContent).toBe('anonymous');
    const client = createQueryClient();
    client.setQueryData(authKeys.user(), aMember());
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <QueryClientProvider client={client}><Probe renders={[]} /></QueryClientProvider>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(container.textContent).toBe('Ada'));
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
