import type { Access } from 'payload';

/** The catalogue is public: readers browse without signing in. */
export const anyone: Access = () => true;
