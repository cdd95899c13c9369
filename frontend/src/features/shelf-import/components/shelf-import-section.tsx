import '../register-translations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, type SettingsSection } from '@/config/paths';
import { readActiveImport, rememberActiveImport } from '../active-import';
import { ImportFileForm } from './import-file-form';
import { ImportRun } from './import-run';

const SECTION_ID: SettingsSection = 'shelf-import';

/** /settings: "Bring your shelf", the Goodreads or StoryGraph import (upload, progress, report) and the export. */
export function ShelfImportSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [importId, setImportId] = useState<string | null>(readActiveImport);
  const watch = (id: string | null) => {
    rememberActiveImport(id);
    setImportId(id);
  };

  // The first-sign-in offer links here; the router does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <Card id={SECTION_ID} className="scroll-mt-24 p-6 sm:p-8">
      <section aria-labelledby="settings-shelf-import" className="space-y-6">
        <div>
          <h2 id="settings-shelf-import" className="mb-2 font-display text-xl font-semibold text-fg">{t('import.title')}</h2>
          <p className="text-sm text-muted">{t('import.intro')}</p>
        </div>
        {importId ? <ImportRun id={importId} onAgain={() => watch(null)} /> : <ImportFileForm onAccepted={watch} />}
        <div className="border-t border-line pt-6">
          <p className="mb-4 text-sm text-muted">{t('import.exportBody')}</p>
          {/* A full request: the server answers with a CSV attachment, which the browser saves. */}
          <a href={paths.readingListExport.href()} download className={buttonClasses('secondary')}>{t('import.exportLink')}</a>
        </div>
      </section>
    </Card>
  );
}
