export type { ChatBook, ChatDone, ChatMode, ChatQuota, ChatStatus } from '@starshelf/contract';
/** One turn of the history the browser sends back with each message. */
export type { ChatTurnBody as ChatTurn } from '@starshelf/contract';
