import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBookModal } from './book-modal-context';

function UsesModal() {
  useBookModal();
  return null;
}

describe('useBookModal', () => {
  it('throws when used outside its provider', () => {
    // React logs the thrown render error; that log is the expected outcome here, not a failure.
    vi.mocked(console.error).mockImplementation(() => undefined);
    expect(() => render(<UsesModal />)).toThrow('useBookModal must be used within a BookModalProvider');
  });
});
