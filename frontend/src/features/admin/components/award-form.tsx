import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, TextArea, TextInput } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/language-name';
import { useLocale } from '@/lib/use-locale';
import { useAdminAwards, useSaveAward, type AdminAward } from '../api/awards';

type Props = { award: AdminAward | null; onDone: () => void };

/**
 * Create or edit an award. Names and descriptions are localised: the form edits one language at a
 * time and loads that language's texts when the language changes; year, country and categories are
 * shared by all languages.
 */
export function AwardForm({ award, onDone }: Props) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const [language, setLanguage] = useState<UiLanguage>(uiLocale);
  const localised = useAdminAwards(language).data?.find((item) => item.id === award?.id);
  return (
    <Card className="p-5">
      <Field label={t('admin.awards.language')} className="mb-4 w-48">
        <select value={language} onChange={(event) => isUiLanguage(event.target.value) && setLanguage(event.target.value)} className="mt-1 block w-full rounded-lg border border-line bg-bg px-3 py-2 text-sm">
          {UI_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code, uiLocale)}
            </option>
          ))}
        </select>
      </Field>
      {/* Remounted per language so its inputs start from that language's texts. */}
      <AwardFields key={`${language}-${localised ? 'loaded' : 'base'}`} award={localised ?? award} language={language} onDone={onDone} />
    </Card>
  );
}

function AwardFields({ award, language, onDone }: { award: AdminAward | null; language: UiLanguage; onDone: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const save = useSaveAward();
  const [name, setName] = useState(award?.name ?? '');
  const [description, setDescription] = useState(award?.description ?? '');
  const [year, setYear] = useState(award?.year ? String(award.year) : '');
  const [country, setCountry] = useState(award?.country ?? '');
  const [categories, setCategories] = useState((award?.categories ?? []).join('\n'));
  const [isNameMissing, setNameMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    save.mutate(
      {
        id: award?.id,
        locale: language,
        name: name.trim(),
        description: description.trim() || null,
        year: year ? Number(year) : null,
        country: country.trim() || null,
        categories: categories.split('\n').map((line) => line.trim()).filter(Boolean),
      },
      {
        onSuccess: () => {
          toast({ title: t('admin.awards.saved'), variant: 'success' });
          onDone();
        },
        onError: (error) => toast({ title: t('admin.error'), description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      <Field label={t('admin.awards.name')} error={isNameMissing ? t('admin.awards.nameRequired') : undefined}>
        <TextInput value={name} onChange={(event) => setName(event.target.value)} isInvalid={isNameMissing} maxLength={300} />
      </Field>
      <Field label={t('admin.awards.country')}>
        <TextInput value={country} onChange={(event) => setCountry(event.target.value)} maxLength={100} />
      </Field>
      <Field label={t('admin.awards.year')}>
        <TextInput type="number" min={1800} max={9999} value={year} onChange={(event) => setYear(event.target.value)} />
      </Field>
      <Field label={t('admin.awards.categories')}>
        <TextArea rows={3} value={categories} onChange={(event) => setCategories(event.target.value)} />
      </Field>
      <Field label={t('admin.awards.description')} className="md:col-span-2">
        <TextArea rows={4} value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <div className="flex gap-3 md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.awards.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('admin.awards.cancel')}
        </Button>
      </div>
    </form>
  );
}
