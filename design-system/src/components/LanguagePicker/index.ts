export { type Language, LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';
