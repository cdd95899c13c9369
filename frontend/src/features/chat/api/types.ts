export type ChatMode = 'agent' | 'offline';
export type ChatQuota = { used: number; limit: number };
export type ChatStatus = { mode: ChatMode; quota: ChatQuota };
export type ChatBook = {
  id: number;
  slug: string;
  title: string;
  link: string;
  authors: string[];
  coverImage: string | null;
  publicationYear: number | null;
};
export type ChatTurn = { role: 'user' | 'assistant'; content: string };
export type ChatDone = { mode: ChatMode; language: string; quota: ChatQuota };
