import { zodResolver } from '@hookform/resolvers/zod';
import { BINDING_TYPES, EDITION_LANGUAGES, EDITION_TYPES, FORMAT_TYPES, type EditionFormValues, type EditionInput } from '@starshelf/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextArea, TextInput } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { editionFormSchema, languageNameFor, toEditionPayload } from '../edition-form-rules';
import { EDITION_UI } from '../edition-messages';

type Props = {
  defaultValues: EditionFormValues;
  /** Another edition is already the original: the option stays visible, disabled and labelled. */
  isOriginalTaken: boolean;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (input: EditionInput) => void;
  onCancel: () => void;
};

const SELECT = 'mt-1 block h-10 w-full rounded-lg border border-line bg-bg px-2 text-sm text-fg';

export function EditionForm({ defaultValues, isOriginalTaken, isSaving, submitLabel, onSubmit, onCancel }: Props) {
  const schema = useMemo(() => editionFormSchema(new Date()), []);
  const { register, handleSubmit, setValue, formState: { errors } } = useForm<EditionFormValues, unknown, EditionInput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const F = EDITION_UI.fields;
  const languageCode = register('languageCode');

  return (
    <form lang="de" noValidate onSubmit={handleSubmit((input) => onSubmit(toEditionPayload(input)))} className="space-y-4">
      <Field label={F.title} error={errors.title?.message}><TextInput isInvalid={Boolean(errors.title)} {...register('title')} /></Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={F.editionType}>
          <select className={SELECT} {...register('editionType')}>
            {EDITION_TYPES.map((type) => {
              const isDisabled = type === 'original' && isOriginalTaken;
              return (
                <option key={type} value={type} disabled={isDisabled}>
                  {EDITION_UI.editionTypes[type]}{isDisabled ? ` (${EDITION_UI.originalExists})` : ''}
                </option>
              );
            })}
          </select>
        </Field>
        <Field label={F.formatType}>
          <select className={SELECT} {...register('formatType')}>
            {FORMAT_TYPES.map((type) => <option key={type} value={type}>{EDITION_UI.formatTypes[type]}</option>)}
          </select>
        </Field>
        <Field label={F.bindingType}>
          <select className={SELECT} {...register('bindingType')}>
            {BINDING_TYPES.map((type) => <option key={type} value={type}>{EDITION_UI.bindingTypes[type]}</option>)}
          </select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={F.languageCode} error={errors.languageCode?.message}>
          <select
            className={cn(SELECT)}
            {...languageCode}
            onChange={(event) => {
              void languageCode.onChange(event);
              const name = languageNameFor(event.target.value);
              if (name) setValue('languageName', name, { shouldValidate: true });
            }}
          >
            {Object.keys(EDITION_LANGUAGES).map((code) => <option key={code} value={code}>{code}</option>)}
          </select>
        </Field>
        <Field label={F.languageName} error={errors.languageName?.message}><TextInput {...register('languageName')} /></Field>
        <Field label={F.translator}><TextInput {...register('translator')} /></Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={F.publicationYear} error={errors.publicationYear?.message}>
          <TextInput type="number" isInvalid={Boolean(errors.publicationYear)} {...register('publicationYear', { valueAsNumber: true })} />
        </Field>
        <Field label={F.pages} error={errors.pages?.message}>
          <TextInput type="number" isInvalid={Boolean(errors.pages)} {...register('pages', { valueAsNumber: true })} />
        </Field>
        <Field label={F.isbn}><TextInput {...register('isbn')} /></Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={F.publisher}><TextInput {...register('publisher')} /></Field>
        <Field label={F.coverImage} error={errors.coverImage?.message}><TextInput type="url" {...register('coverImage')} /></Field>
      </div>
      <Field label={F.description}><TextArea rows={3} {...register('description')} /></Field>
      <div className="flex flex-wrap gap-6 text-sm text-fg">
        <label className="flex items-center gap-2"><input type="checkbox" {...register('isOriginalLanguage')} />{F.isOriginalLanguage}</label>
        <label className="flex items-center gap-2"><input type="checkbox" {...register('isPrimaryEdition')} />{F.isPrimaryEdition}</label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSaving}>{submitLabel}</Button>
        <Button variant="ghost" onClick={onCancel}>{EDITION_UI.cancel}</Button>
      </div>
    </form>
  );
}
