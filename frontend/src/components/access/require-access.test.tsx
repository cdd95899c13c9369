import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@starshelf/contract';
import { aMember, fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { RequireAccess } from './require-access';


describe('RequireAccess', () => {
  it('tells an anonymous visitor to log in on a members-only page', async () => {
    stubApi([{ match: /\/api\/auth\/user/, status: 401 }]);
    renderWithProviders(<RequireAccess need="signed-in"><p>secret</p></RequireAccess>);
    expect(await screen.findByText('You must be logged in to view this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('refuses an administrators-only page to a normal member with the permission messages', async () => {
    stubApi([{ match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, aMember()) }]);
    renderWithProviders(<RequireAccess need="super"><p>admin</p></RequireAccess>);
    expect(await screen.findByText('You do not have the required permissions.')).toBeTruthy();
    expect(screen.getByText('This page is for administrators only.')).toBeTruthy();
    expect(screen.queryByText('admin')).toBeNull();
  });

  it('opens the page to a super user', async () => {
    stubApi([{ match: /\/api\/auth\/user/, answer: fakeAnswer(currentUserSchema, aMember({ role: 'SUPER_USER' })) }]);
    renderWithProviders(<RequireAccess need="super"><p>admin</p></RequireAccess>);
    expect(await screen.findByText('admin')).toBeTruthy();
  });
});
