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
  id: 3, slug: 'hugo', name: 'Hugo Award', year: 1953, description: null, country: 'US', categories: ['Best Novel'], categoryNames: { 'Best Novel': 'Miglior romanzo' },
  years: [{ year: 1970, categories: [
    { category: 'Best Novel', categoryName: 'Miglior romanzo', winners: [entry], nominees: [] },
    { category: 'Best Space Opera', categoryName: 'Best Space Opera', winners: [{ ...entry, id: 8 }], nominees: [] },
  ] }],
};

afterEach(async () => {
  await changeUiLanguage('en');
});

describe('the award page\'s categories', () => {
  it('shows each category by the name the API gives it in the reader\'s language, not by its key', async () => {
    await changeUiLanguage('it');
    stubApi([{ match: /\/api\/awards\/3/, answer: fakeAnswer(awardDetailSchema, award) }]);
    renderWithProviders(<AwardDetailView id="3" />);
    expect(await screen.findByText('Miglior romanzo')).toBeTruthy();
    expect(screen.getByText('Best Space Opera')).toBeTruthy();
    expect(screen.queryByText('Best Novel')).toBeNull();
  });
});
