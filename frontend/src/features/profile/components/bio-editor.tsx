import '@/i18n/members/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Markdown } from '@/components/ui/markdown';
import { useToast } from '@/components/ui/toast';
import { BIO_MAX_LENGTH, useUpdateBio } from '../api/profile';

/** The bio is markdown: written in a textarea, checked in the preview the profile itself uses. */
export function BioEditor({ bio }: { bio: string | null }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const update = useUpdateBio();
  const [isEditing, setIsEditing] = useState(false);
  const [isPreview, setIsPreview] = useState(false);
  const [draft, setDraft] = useState(bio ?? '');

  if (!isEditing) {
    return (
      <div className="space-y-3">
        {bio ? <Markdown>{bio}</Markdown> : <p className="text-muted italic">{t('profile.noBio')}</p>}
        <Button variant="secondary" size="sm" onClick={() => { setDraft(bio ?? ''); setIsEditing(true); }}>{t('profile.editBio')}</Button>
      </div>
    );
  }

  const save = () =>
    update.mutate(draft, {
      onSuccess: () => { setIsEditing(false); toast({ title: t('profile.bioSaved'), variant: 'success' }); },
      onError: () => toast({ title: t('bookModal.error'), description: t('profile.bioError'), variant: 'destructive' }),
    });

  return (
    <div className="space-y-3">
      <div role="tablist" className="flex gap-2 text-sm">
        <Button size="sm" variant={isPreview ? 'ghost' : 'secondary'} role="tab" aria-selected={!isPreview} onClick={() => setIsPreview(false)}>{t('profile.write')}</Button>
        <Button size="sm" variant={isPreview ? 'secondary' : 'ghost'} role="tab" aria-selected={isPreview} onClick={() => setIsPreview(true)}>{t('profile.preview')}</Button>
      </div>
      {isPreview ? (
        <div className="min-h-32 rounded-lg border border-line p-3" data-testid="bio-preview">
          {draft.trim() ? <Markdown>{draft}</Markdown> : <p className="text-muted italic">{t('profile.noBio')}</p>}
        </div>
      ) : (
        <TextArea aria-label={t('profile.bio')} rows={6} maxLength={BIO_MAX_LENGTH} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('profile.bioPlaceholder')} />
      )}
      <p className="text-xs text-subtle">{t('profile.markdownHint')} · {draft.length}/{BIO_MAX_LENGTH}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={save} disabled={update.isPending}>{t('profile.save')}</Button>
        <Button size="sm" variant="ghost" onClick={() => setIsEditing(false)}>{t('profile.cancel')}</Button>
      </div>
    </div>
  );
}
