import { Button, Dialog, DialogActions, Modal, Spinner } from '@venue/design-system';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** The property's terms as loaded: null while loading, '' when it has none (or loading failed). */
export function usePropertyTerms(): string | null {
  const api = useApi();
  const { i18n } = useTranslation();
  const propertyId = useAppStore((s) => s.property?.id ?? null);
  const [terms, setTerms] = useState<{ key: string; text: string } | null>(null);
  // The API answers in the call's language: a language change reads them again.
  const key = `${propertyId}-${i18n.language}`;
  useEffect(() => {
    if (propertyId === null) return;
    let live = true;
    api.terms(propertyId).then(
      (answer) => {
        if (live) setTerms({ key, text: answer.text });
      },
      (error: unknown) => {
        console.error('Loading the terms failed', error);
        if (live) setTerms({ key, text: '' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, propertyId, key]);
  return terms?.key === key ? terms.text : null;
}

/** docs/pages.md#terms: the property's own terms, accepted or closed; returns to the cart page. */
export function TermsModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppStore((s) => s.dispatch);
  const slot = useAppStore((s) => s.cart?.slots[0]?.index ?? 1);
  const back = () => navigate(`/cart/${slot}`);
  const terms = usePropertyTerms();
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Dialog title={t('terms.title')}>
        {terms === null ? (
          <Spinner aria-label={t('common.loading')} />
        ) : terms === '' ? (
          <p>{t('terms.none')}</p>
        ) : (
          <div data-testid="property-terms">
            {terms.split('\n').map((paragraph, i) =>
              // The first line is the terms' own title.
              i === 0 ? <h3 key={paragraph}>{paragraph}</h3> : <p key={paragraph}>{paragraph}</p>,
            )}
          </div>
        )}
        <DialogActions>
          <Button variant="secondary" onPress={back}>
            {t('common.close')}
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              dispatch({ type: 'setTermsAccepted', accepted: true });
              back();
            }}
          >
            {t('terms.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
