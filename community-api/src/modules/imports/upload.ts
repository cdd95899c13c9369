import type { Request, RequestHandler } from 'express';
import busboy from 'busboy';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, type ImportRejection } from '@starshelf/contract';
import { AppError } from '../../http/app-error.js';

export type UploadedFile = { bytes: Buffer; fileName: string | null };

// The multipart envelope around the file (boundaries, part headers) is a few hundred bytes.
const ENVELOPE_BYTES = 64 * 1024;
export const UPLOAD_MAX_REQUEST_BYTES = IMPORT_MAX_BYTES + ENVELOPE_BYTES;

export const rejectFile = (reason: ImportRejection): AppError =>
  reason === 'too-large'
    ? new AppError('PAYLOAD_TOO_LARGE', 413, 'The file is larger than 10 MB', [{ path: 'file', message: reason }])
    : new AppError('VALIDATION_FAILED', 400, 'The file cannot be imported', [{ path: 'file', message: reason }]);

/**
 * Refuses a declared body over the limit before a byte of it is read. The connection is closed
 * after the answer, so the client's unread upload is not drained through this process.
 */
export const refuseLargeUpload: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_REQUEST_BYTES) {
    res.set('Connection', 'close');
    throw rejectFile('too-large');
  }
  next();
};

const isMultipart = (req: Request) => /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');

/**
 * The file part of a multipart upload, read as a stream and cut at IMPORT_MAX_BYTES, so a chunked
 * body without a length cannot grow the process's memory past the limit either.
 */
export function readUploadedFile(req: Request, res: { set: (name: string, value: string) => unknown }): Promise<UploadedFile> {
  if (!isMultipart(req)) return Promise.reject(rejectFile('no-file'));
  return new Promise((resolve, reject) => {
    let settled = false;
    let file: UploadedFile | undefined;
    const finish = (error: AppError | undefined) => {
      if (settled) return;
      settled = true;
      if (error) {
        // Stop reading: the rest of an oversized or broken body goes unread with the closed connection.
        req.unpipe(parser);
        res.set('Connection', 'close');
        reject(error);
      } else if (file) resolve(file);
      else reject(rejectFile('no-file'));
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(rejectFile('no-file'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      if (field !== IMPORT_FILE_FIELD || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish(rejectFile('too-large')));
      stream.on('end', () => {
        if (!settled) file = { bytes: Buffer.concat(chunks), fileName: info.filename ? info.filename.slice(0, 255) : null };
      });
    });
    parser.on('error', () => finish(rejectFile('no-file')));
    parser.on('close', () => finish(undefined));
    req.on('error', () => finish(rejectFile('no-file')));
    req.pipe(parser);
  });
}
