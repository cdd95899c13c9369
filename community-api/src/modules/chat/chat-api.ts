import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import { createChatModel } from '../../lib/llm/chat-model.js';
import type { Logger } from '../../lib/logger.js';
import type { Redis } from '../../lib/redis.js';
import type { Route } from '../../http/route.js';
import { chatService } from './chat-service.js';
import { chatQuota, type ChatQuota } from './quota.js';
import { chatRoutes } from './routes.js';

/**
 * The chat routes with their service and quota. `model` overrides the configured one (tests pass LangChain's fake models);
 * `null` forces the offline recommender whatever the environment says.
 */
export function chatApi(deps: {
  config: Config;
  pool: Pool;
  logger: Logger;
  redis?: Redis | undefined;
  model?: BaseChatModel | null | undefined;
  /** The app's one quota, shared with the account's export and erasure (in memory it is per instance). */
  quota?: ChatQuota | undefined;
}): Route[] {
  const { llm, modelTimeouts } = deps.config.chat;
  const model = deps.model === null ? undefined : (deps.model ?? createChatModel(llm, modelTimeouts));
  const chat = chatService({ pool: deps.pool, logger: deps.logger, model, timeouts: modelTimeouts, secrets: llm ? [llm.apiKey] : [] });
  const quota = deps.quota ?? chatQuotaFor(deps.config, deps.redis);
  return chatRoutes({ chat, quota, logger: deps.logger });
}

export function chatQuotaFor(config: Config, redis: Redis | undefined): ChatQuota {
  return chatQuota({ limits: config.chat.dailyQuota, redis, redisPrefix: config.redisPrefix });
}
