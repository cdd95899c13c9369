// Throw-away: every import here crosses a boundary.
export { getBookDetail } from '@starshelf/cms/catalogue';
export { SearchBox } from '@/features/search/components/search-box';
export { useSearch } from '../../search/api/search';
export { AppLayout } from '@/app/layout/app-layout';
