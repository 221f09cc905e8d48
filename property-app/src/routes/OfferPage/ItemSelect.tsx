import { Select, SelectItem } from '@venue/design-system';
import { Header, ListBoxSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as css from './RelationsPage.css.ts';
import { type ItemRef, itemKey, parseItemKey } from './relationRules.ts';

/** An item a rule may name, with its name in the user's language. */
export interface NamedItem {
  readonly ref: ItemRef;
  readonly name: string;
}

/** One picker over the property's unit groups and services (a rule names exactly one of either). */
export function ItemSelect({
  label,
  items,
  value,
  onChange,
  error,
}: {
  label: string;
  items: readonly NamedItem[];
  value: ItemRef | null;
  onChange: (ref: ItemRef | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const group = (kind: ItemRef['kind'], title: string) => (
    <ListBoxSection aria-label={title}>
      <Header className={css.sectionHeader}>{title}</Header>
      {items
        .filter((i) => i.ref.kind === kind)
        .map((i) => (
          <SelectItem key={itemKey(i.ref)} id={itemKey(i.ref)} textValue={i.name}>
            {i.name}
          </SelectItem>
        ))}
    </ListBoxSection>
  );
  return (
    <Select
      label={label}
      selectedKey={value ? itemKey(value) : null}
      onSelectionChange={(key) => onChange(key === null ? null : parseItemKey(String(key)))}
      isInvalid={error !== undefined}
      {...(error !== undefined ? { errorMessage: error } : {})}
    >
      {group('unitgroup', t('relations.section.unitgroups'))}
      {group('service', t('relations.section.services'))}
    </Select>
  );
}
