export { FieldHints, FieldLabel, type FieldTextProps } from './FieldParts.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
