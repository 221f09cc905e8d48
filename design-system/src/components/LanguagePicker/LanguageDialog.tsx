import { useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import type { Language } from './language.ts';
import { languagePickerStrings } from './strings.ts';

/**
 * The picker's modal (its own chunk: loaded when the picker first opens, or when its trigger is hovered
 * or focused). The picker owns its open state.
 */
export default function LanguageDialog({
  isOpen,
  onOpenChange,
  languages,
  value,
  onChange,
  draft,
  setDraft,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  languages: readonly Language[];
  value: string;
  onChange: (id: string) => void;
  /** The language chosen in the dialog so far (applied on OK). */
  draft: string;
  setDraft: (id: string) => void;
}) {
  const t = useStrings(languagePickerStrings);
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t.language}>
        {({ close }) => (
          <>
            <RadioGroup label={t.choose} value={draft} onChange={setDraft}>
              {languages.map((l) => (
                <Radio key={l.id} value={l.id} {...(l.lang ? { lang: l.lang } : {})}>
                  {l.name}
                </Radio>
              ))}
            </RadioGroup>
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t.cancel}
              </Button>
              <Button
                onPress={() => {
                  if (draft !== value) onChange(draft);
                  close();
                }}
              >
                {t.ok}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
