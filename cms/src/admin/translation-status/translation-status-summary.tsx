import { Link } from '@payloadcms/ui';
import type { ServerProps } from 'payload';

import { isEditorRequest } from '../../access/is-editor.js';
import { payloadPool } from '../../database/payload-adapter.js';
import { countFallbacks } from '../../translation-status/read-translation-status.js';
import { TRANSLATABLE_COLLECTIONS } from '../../translation-status/translatable-collections.js';
import { statusCopy } from './copy.js';
import { REPORTED_LOCALES, translationStatusViewHref } from './links.js';

/** On the admin's dashboard: per collection and locale, how many documents fall back to another language. */
export async function TranslationStatusSummary({ payload, user, i18n }: ServerProps) {
  const pool = payloadPool(payload);
  if (!pool || !isEditorRequest({ user: user ?? null })) return null;
  const counts = await countFallbacks(pool);
  const adminRoute = payload.config.routes.admin;
  const copy = statusCopy(i18n?.language);
  return (
    <section className="translation-status-summary" aria-labelledby="translation-status-summary-heading">
      <h2 id="translation-status-summary-heading">{copy.title}</h2>
      <p>{copy.summaryIntro}</p>
      <table className="translation-status__table">
        <thead>
          <tr>
            <th scope="col">{copy.collectionHeading}</th>
            {REPORTED_LOCALES.map((locale) => (
              <th key={locale} scope="col">{copy.locales[locale]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TRANSLATABLE_COLLECTIONS.map((collection) => (
            <tr key={collection}>
              <th scope="row">{copy.collections[collection]}</th>
              {REPORTED_LOCALES.map((locale) => (
                <td key={locale}>
                  <Link href={translationStatusViewHref(adminRoute, { collection, locale })}>{counts[collection][locale]}</Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
