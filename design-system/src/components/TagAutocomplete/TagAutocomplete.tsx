import { useId, useRef, useState } from 'react';
import {
  ComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RACButton,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  useLocale,
} from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { Icon } from '../IconButton/icons.tsx';
import { tagAutocompleteStrings as strings } from './strings.ts';
import * as css from './TagAutocomplete.css.ts';

/** A tag that exists (the design system never creates tags). */
export interface TagOption {
  readonly id: string;
  readonly name: string;
}

export interface TagAutocompleteProps {
  label: string;
  /** Every tag that may be chosen. */
  tags: readonly TagOption[];
  /** Ids of the chosen tags (controlled). */
  value?: readonly string[] | undefined;
  /** Ids of the initially chosen tags (uncontrolled). */
  defaultValue?: readonly string[] | undefined;
  onChange?: ((ids: string[]) => void) | undefined;
  /** Help text; defaults to how to add and remove. */
  description?: string | undefined;
  /** An error to show, already translated. */
  errorMessage?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
  placeholder?: string | undefined;
}

/**
 * Tag chips with an autocomplete (react-aria ComboBox + TagGroup, docs/rules.md#cart): only an existing tag's exact
 * name is added, never twice; chips are removed with their button or Backspace/Delete, and every change
 * is announced.
 */
export function TagAutocomplete({
  label,
  tags,
  value,
  defaultValue = [],
  onChange,
  description,
  errorMessage,
  isDisabled = false,
  placeholder,
}: TagAutocompleteProps) {
  const t = useStrings(strings);
  const { locale } = useLocale();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const chosen = value ?? own;
  const [input, setInput] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const available = tags.filter((tag) => !chosen.includes(tag.id) && contains(tag.name, input));
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const say = (template: string, name: string) => setAnnouncement(template.replace('{name}', name));

  const commit = (ids: readonly string[]) => {
    setOwn(ids);
    onChange?.([...ids]);
  };
  const add = (tag: TagOption) => {
    if (chosen.includes(tag.id)) {
      say(t.duplicate, tag.name);
      return;
    }
    commit([...chosen, tag.id]);
    setInput('');
    say(t.added, tag.name);
  };
  const addTyped = () => {
    const typed = input.trim();
    if (!typed) return;
    const match = tags.find((tag) => collator.compare(tag.name, typed) === 0);
    if (match) add(match);
    else say(t.unknown, typed);
  };
  const remove = (keys: Set<unknown>) => {
    const names = [...keys].map((key) => byId.get(String(key))?.name ?? String(key));
    const rest = chosen.filter((tagId) => !keys.has(tagId));
    commit(rest);
    say(t.removed, names.join(', '));
    // With no chip left to take focus, go back to the input.
    if (rest.length === 0) requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className={css.root}>
      {chosen.length > 0 ? (
        <TagGroup aria-label={`${label}: ${t.chosen}`} onRemove={remove} className={css.chips}>
          <TagList className={css.tagList}>
            {chosen.map((tagId) => {
              const name = byId.get(tagId)?.name ?? tagId;
              return (
                <Tag
                  key={tagId}
                  id={tagId}
                  textValue={name}
                  className={(s) => css.tag({ focusVisible: s.isFocusVisible, disabled: s.isDisabled })}
                  isDisabled={isDisabled}
                >
                  {name}
                  <RACButton
                    slot="remove"
                    className={(s) =>
                      css.removeButton({ hovered: s.isHovered, focusVisible: s.isFocusVisible })
                    }
                  >
                    <Icon name="close" size={14} />
                  </RACButton>
                </Tag>
              );
            })}
          </TagList>
        </TagGroup>
      ) : null}
      <ComboBox
        className={css.comboBox}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        onSelectionChange={(key) => {
          const tag = key === null ? undefined : byId.get(String(key));
          if (tag) add(tag);
        }}
        items={available}
        isDisabled={isDisabled}
        isInvalid={errorMessage !== undefined}
        menuTrigger="input"
        // Typed text is only ever matched against existing tags (addTyped); allowing it keeps Escape from
        // clearing the input, which would reopen the list with every tag.
        allowsCustomValue
        aria-describedby={[hintId, errorMessage !== undefined ? errorId : ''].join(' ').trim()}
      >
        <Label className={css.label}>{label}</Label>
        <Group className={(s) => css.inputRow({ focusWithin: s.isFocusWithin, invalid: s.isInvalid })}>
          <Input
            ref={inputRef}
            className={css.input}
            {...(placeholder ? { placeholder } : {})}
            onKeyDown={(event) => {
              // Enter on a typed name adds it when it is exactly an existing tag (docs/rules.md#cart); with an option
              // highlighted in the list, react-aria picks that option instead.
              if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant'))
                addTyped();
            }}
          />
        </Group>
        <Popover className={css.popover}>
          <ListBox<TagOption> className={css.listBox}>
            {(tag) => (
              <ListBoxItem
                id={tag.id}
                textValue={tag.name}
                className={(s) => css.option({ focused: s.isFocused })}
              >
                {tag.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p id={hintId} className={[css.hint, css.after].join(' ')}>
        {description ?? t.hint}
      </p>
      {errorMessage !== undefined ? (
        <p id={errorId} className={[css.error, css.after].join(' ')}>
          {errorMessage}
        </p>
      ) : null}
      {/* data-live-announcer keeps react-aria from hiding this region while the suggestions are open. */}
      <p role="status" className={[css.status, css.after].join(' ')} data-live-announcer="true">
        {announcement}
      </p>
    </div>
  );
}
