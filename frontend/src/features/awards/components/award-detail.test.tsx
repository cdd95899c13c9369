import { awardDetailSchema } from '@starshelf/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeUiLanguage } from '@/lib/i18n';
import { fakeAnswer } from '@/testing/answers';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { AwardDetailView } from './award-detail';

const entry = { id: 7, isWinner: true, book: null, workTitle: 'The Left Hand of Darkness', workAuthor: 'Ursula K. Le Guin' };
const award = {
  id: 3, slug: 'hugo', name: 'Hugo Award', year: 1953, description: null, country: 'US', categories: ['Best Novel'],
  years: [{ year: 1970, categories: [
    { category: 'Best Novel', winners: [entry], nominees: [] },
    { category: 'Best Space Opera', winners: [{ ...entry, id: 8 }], nominees: [] },
  ] }],
};

afterEach(async () => {
  await changeUiLanguage('en');
});

describe('the award page\'s categories', () => {
  it('shows each known category in Italian and an unknown one as stored', async () => {
    await changeUiLanguage('it');
    stubApi([{ match: /\/api\/awards\/3/, answer: fakeAnswer(awardDetailSchema, award) }]);
    renderWithProviders(<AwardDetailView id="3" />);
    expect(await screen.findByText('Miglior romanzo')).toBeTruthy();
    expect(screen.getByText('Best Space Opera')).toBeTruthy();
    expect(screen.queryByText('Best Novel')).toBeNull();
  });
});
