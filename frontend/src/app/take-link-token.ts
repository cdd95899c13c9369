// main.tsx imports this module first, so it runs before every other module and before the first
// request of the page: a mailed link's token leaves the address bar before it can be sent as a
// Referer (decision 107).
import { takeLinkToken } from '@/lib/link-token';

takeLinkToken();
