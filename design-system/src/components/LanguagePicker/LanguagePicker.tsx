import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';

const strings: LocalizedStrings<'language' | 'choose' | 'ok' | 'cancel'> = {
  en: { language: 'Language', choose: 'Choose your language', ok: 'OK', cancel: 'Cancel' },
  de: { language: 'Sprache', choose: 'Wählen Sie Ihre Sprache', ok: 'OK', cancel: 'Abbrechen' },
};

/** A language the guest can pick, named in its own language ("Deutsch", "English"). */
export interface Language {
  readonly id: string;
  readonly name: string;
  /** BCP 47 tag of the name, so screen readers pronounce it right (e.g. "de"). */
  readonly lang?: string;
}

export interface LanguagePickerProps {
  languages: readonly Language[];
  /** The id of the current language. */
  value: string;
  /** Called with the chosen id when the guest presses OK (not on Cancel). */
  onChange: (id: string) => void;
  /**
   * Look of the trigger button.
   * @default 'quiet'
   */
  variant?: 'quiet' | 'secondary';
}

/**
 * Spec (hero area): a language picker dialog with radio options and OK/Cancel. The choice applies only on
 * OK; Cancel and Escape keep the current language; focus returns to the trigger.
 */
export function LanguagePicker({ languages, value, onChange, variant = 'quiet' }: LanguagePickerProps) {
  const t = useStrings(strings);
  const [draft, setDraft] = useState(value);
  const current = languages.find((l) => l.id === value);
  return (
    <DialogTrigger onOpenChange={(open) => open && setDraft(value)}>
      <Button variant={variant} aria-label={current ? `${t.language}: ${current.name}` : t.language}>
        <Icon name="globe" />
        <span {...(current?.lang ? { lang: current.lang } : {})}>{current?.name ?? t.language}</span>
      </Button>
      <Modal isDismissable>
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
    </DialogTrigger>
  );
}
