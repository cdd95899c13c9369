import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, IMPORT_REJECTIONS, type ImportAccepted, type ImportRejection, type ImportReport, type ImportSource } from '@starshelf/contract';
import { isApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';

/** The calls of docs/api.md "Data portability" (and "More files people bring") that the import screens make. */

// Often enough that the bar moves visibly, rarely enough that a long import costs little.
export const POLL_INTERVAL_MS = 700;

export const importKeys = {
  all: ['imports'] as const,
  detail: (id: string) => [...importKeys.all, id] as const,
};

export function isFinished(report: ImportReport | undefined): boolean {
  return report?.status === 'done' || report?.status === 'failed';
}

export function importReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => api.get<ImportReport>(`/api/imports/${encodeURIComponent(id)}`, { signal }),
    // Polled while the job runs; a failed poll stops polling until the member asks again.
    refetchInterval: (query) => (query.state.status === 'error' || isFinished(query.state.data) ? false : POLL_INTERVAL_MS),
  });
}

export function useImportReport(id: string) {
  return useQuery(importReportQueryOptions(id));
}

/** POST /api/imports/{source}: the file as multipart in the field `file`. */
export function uploadExport({ source, file }: { source: ImportSource; file: File }): Promise<ImportAccepted> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return api.post<ImportAccepted>(`/api/imports/${source}`, form);
}

export function useUploadExport() {
  return useMutation({ mutationFn: uploadExport });
}

function isRejection(value: unknown): value is ImportRejection {
  return typeof value === 'string' && (IMPORT_REJECTIONS as readonly string[]).includes(value);
}

/** Why the server refused the whole file, when it said so; other failures are not refusals. */
export function rejectionOf(error: unknown): ImportRejection | null {
  if (!isApiError(error)) return null;
  if (error.code === 'PAYLOAD_TOO_LARGE') return 'too-large';
  if (error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return null;
  const issue: unknown = error.details.find((detail: { path?: unknown }) => detail?.path === IMPORT_FILE_FIELD);
  const message = typeof issue === 'object' && issue !== null ? (issue as { message?: unknown }).message : undefined;
  return isRejection(message) ? message : null;
}
