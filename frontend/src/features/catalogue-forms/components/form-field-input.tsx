import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextArea, TextInput } from '@/components/ui/form-field';
import type { FieldSpec } from '../form-config';

type Props = { field: FieldSpec; path: string; register: UseFormRegister<FieldValues>; error?: string; label: string };

/** One configured field as its control; numbers reach the schema as numbers (NaN when empty). */
export function FormFieldInput({ field, path, register, error, label }: Props) {
  const { t } = useTranslation();
  if (field.type === 'checkbox') {
    return <label className="flex items-center gap-2 text-sm text-fg"><input type="checkbox" {...register(path)} />{label}</label>;
  }
  return (
    <Field label={label} error={error} className={field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
      {field.type === 'textarea' && <TextArea rows={6} isInvalid={Boolean(error)} {...register(path)} />}
      {field.type === 'select' && (
        <select className="mt-1 block h-10 w-full rounded-lg border border-line bg-bg px-2 text-sm text-fg" {...register(path)}>
          <option value="">{t('common.any')}</option>
          {field.options.map((option) => <option key={option} value={option}>{t(`${field.optionLabelKey}.${option}`, { defaultValue: option })}</option>)}
        </select>
      )}
      {(field.type === 'text' || field.type === 'url') && <TextInput type={field.type} isInvalid={Boolean(error)} {...register(path)} />}
      {field.type === 'number' && <TextInput type="number" isInvalid={Boolean(error)} {...register(path, { valueAsNumber: true })} />}
    </Field>
  );
}
