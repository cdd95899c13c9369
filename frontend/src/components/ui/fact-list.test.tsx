import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('pairs each label with its value in a definition list', () => {
    const { container } = render(<FactList facts={[['Born', '1920'], ['Books', 12]]} className="sm:grid-cols-5" />);
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Born', 'Books']);
    expect([...container.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['1920', '12']);
    expect(screen.getByText('Born').closest('dl')?.className).toContain('sm:grid-cols-5');
  });
});
