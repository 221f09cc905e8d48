export { TagAutocomplete, type TagAutocompleteProps, type TagOption } from './TagAutocomplete.tsx';
