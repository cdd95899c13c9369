import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/** Unknown routes answer the same envelope as every other error, never Express's HTML page. */
export const notFound: RequestHandler = (req) => {
  throw new AppError('NOT_FOUND', 404, `No route for ${req.method} ${req.path}`);
};
