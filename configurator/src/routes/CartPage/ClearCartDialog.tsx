import { Button, Sheet } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** Clear with a confirmation sheet (docs/pages.md#cart-page: ask to clear, clear, cancel). */
export function ClearCartDialog({ onCleared }: { onCleared?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppStore((s) => s.dispatch);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('cart.clear')}
      </Button>
      <Sheet
        isOpen={open}
        onOpenChange={setOpen}
        ask={t('cart.clearAsk')}
        message={t('cart.clearText')}
        confirmLabel={t('cart.clearConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          dispatch({ type: 'clear' });
          onCleared?.();
        }}
      />
    </>
  );
}
