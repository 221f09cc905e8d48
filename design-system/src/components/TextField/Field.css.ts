import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@venue/themes';
import { focusRing } from '../Button/Button.css.ts';

/** Label, description and error layout shared by every form field. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxWidth: '100%',
});

export const label = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** A required field's label and its asterisk on one line. */
export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

/** The asterisk after a required field's label: the label's own type and colour, in bold. */
export const requiredMark = style([label, { fontWeight: vars.fontWeight.bold }]);

export const description = style({
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The line that explains the asterisk, at the start of a form: a field description's type, as a paragraph. */
export const requiredNote = style([description, { margin: 0, fontFamily: vars.font.body }]);

export const error = style({
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

/** A field's description or error element while it has none (FieldHints): there, empty, not shown. */
export const hintAbsent = style({ display: 'none' });

/** The bordered box of an input; focus and invalid states come from RAC render props. */
export const inputBox = recipe({
  base: {
    boxSizing: 'border-box',
    minHeight: '2.75rem',
    width: '100%',
    padding: `${vars.space.s} ${vars.space.m}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    outline: 'none',
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
  variants: {
    focusVisible: { true: focusRing },
    invalid: { true: { borderColor: vars.color.danger, borderWidth: '2px' } },
    disabled: { true: { opacity: 0.55, cursor: 'not-allowed', background: vars.color.surfaceMuted } },
  },
});
