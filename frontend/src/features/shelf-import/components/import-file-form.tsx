import { IMPORT_MAX_ROWS, type ImportRejection, type ImportSource } from '@starshelf/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { rejectionOf, useUploadExport } from '../api/imports';
import { checkImportFile, IMPORT_MAX_MEGABYTES } from '../check-file';
import { ImportSourceChoice } from './import-source-choice';

function useFailureText(clientRefusal: ImportRejection | null, uploadError: unknown): string | null {
  const { t } = useTranslation();
  const refusal = clientRefusal ?? rejectionOf(uploadError);
  if (refusal) return t(`import.rejected.${refusal}`, { maxMb: IMPORT_MAX_MEGABYTES, maxRows: IMPORT_MAX_ROWS });
  if (!uploadError) return null;
  const reason = t(`errors.${isApiError(uploadError) ? uploadError.code : 'UNKNOWN'}`);
  return t('import.uploadFailed', { reason });
}

/**
 * Asks which service the export comes from, picks the file, checks what the browser can, and
 * uploads it to that service's import; `onAccepted` gets the import's id.
 */
export function ImportFileForm({ onAccepted }: { onAccepted: (id: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const upload = useUploadExport();
  const [source, setSource] = useState<ImportSource>('goodreads');
  const [file, setFile] = useState<File | undefined>();
  const [clientRefusal, setClientRefusal] = useState<ImportRejection | null>(null);
  const failure = useFailureText(clientRefusal, upload.error);

  function choose(chosen: File | undefined) {
    setFile(chosen);
    upload.reset();
    // Said at once rather than after a click on "import": the member is still looking at the picker.
    setClientRefusal(chosen ? checkImportFile(chosen) : null);
  }

  function chooseSource(chosen: ImportSource) {
    setSource(chosen);
    // A refusal of the file as the other service's export no longer holds.
    upload.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = checkImportFile(file);
    setClientRefusal(refusal);
    if (refusal || !file) return;
    upload.mutate({ source, file }, { onSuccess: ({ id }) => onAccepted(id) });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ImportSourceChoice source={source} onChange={chooseSource} />
      <div className="space-y-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-fg">
          {t(`import.sources.${source}.fileLabel`, { maxMb: IMPORT_MAX_MEGABYTES })}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? messageId : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-muted file:mr-4 file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:py-2 file:font-semibold file:text-fg hover:file:bg-raised"
        />
        {failure && <p id={messageId} role="alert" className="text-sm text-danger">{failure}</p>}
      </div>
      <Button type="submit" disabled={upload.isPending}>{upload.isPending ? t('import.uploading') : t('import.submit')}</Button>
    </form>
  );
}
