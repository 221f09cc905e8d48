export { FieldHints, FieldLabel, type FieldTextProps, RequiredMark, RequiredNote } from './FieldParts.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
