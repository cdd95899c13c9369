import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, TextInput } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useAnalyticsCleanup } from '../api/analytics';

/** Manual retention next to the scheduled one (DELETE /api/admin/analytics). */
export function AnalyticsCleanup() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const cleanup = useAnalyticsCleanup();
  const [days, setDays] = useState('365');
  const value = Number(days);
  const isValid = Number.isInteger(value) && value >= 1 && value <= 3650;

  const run = () => {
    if (!isValid || !window.confirm(t('admin.analytics.cleanup.confirm', { days: value }))) return;
    cleanup.mutate(value, {
      onSuccess: ({ deleted }) => toast({ title: t('admin.analytics.cleanup.done', { count: deleted }), variant: 'success' }),
      onError: () => toast({ title: t('admin.analytics.cleanup.error'), variant: 'destructive' }),
    });
  };

  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-semibold text-fg">{t('admin.analytics.cleanup.title')}</h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label={t('admin.analytics.cleanup.label')} className="w-64">
          <TextInput type="number" min={1} max={3650} value={days} onChange={(event) => setDays(event.target.value)} isInvalid={!isValid} />
        </Field>
        <Button variant="danger" size="sm" onClick={run} disabled={!isValid || cleanup.isPending}>
          {t('admin.analytics.cleanup.action')}
        </Button>
      </div>
    </Card>
  );
}
