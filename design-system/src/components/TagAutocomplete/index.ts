export { TagAutocomplete, type TagAutocompleteProps, type TagOption } from './TagAutocomplete.tsx';
export { TagAutocompleteSkeleton, type TagAutocompleteSkeletonProps } from './TagAutocompleteSkeleton.tsx';
