import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/states';
import { isApiError } from '@/lib/api/api-error';
import { useLocale } from '@/lib/use-locale';
import { useModalData } from '../api/get-modal-data';
import { BookModalBody } from './book-modal-body';

type BookModalProps = { bookId: number; isOpen: boolean; onClose: () => void };

export function BookModal({ bookId, isOpen, onClose }: BookModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const modal = useModalData(bookId, locale);
  const [editionId, setEditionId] = useState<number | null>(null);

  return (
    <Dialog open={isOpen} onClose={onClose} className="relative z-50">
      <div aria-hidden="true" className="fixed inset-0 bg-black/70 backdrop-blur-sm" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <div className="flex min-h-full items-start justify-center sm:items-center">
          <DialogPanel className="relative w-full max-w-4xl rounded-2xl border border-line bg-bg p-5 shadow-2xl sm:p-8">
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full bg-raised text-muted hover:text-fg"
            >
              ✕
            </button>
            {modal.isPending && (
              <>
                <DialogTitle className="sr-only">{t('common.loading')}</DialogTitle>
                <LoadingState />
              </>
            )}
            {modal.isError && (
              <div role="alert" className="py-16 text-center">
                <DialogTitle className="font-display text-xl font-semibold text-fg">
                  {isApiError(modal.error) && modal.error.status === 404 ? t('missingSubject.book.title') : t('bookModal.errorLoading')}
                </DialogTitle>
              </div>
            )}
            {modal.isSuccess && (
              <BookModalBody data={modal.data} editionId={editionId} onEditionChange={setEditionId} onNavigate={onClose} />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
