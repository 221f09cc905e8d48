import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblems } from './password.ts';

describe('password strength', () => {
  it('accepts a long password with a lower and an upper case letter, a digit and a special character', () => {
    expect(passwordProblems('Linden-Hof-2026')).toEqual([]);
    expect(passwordProblems('Grüße aus Köln 7!')).toEqual([]);
  });

  it('names every missing class of character', () => {
    expect(passwordProblems('lowercaseonly')).toEqual([
      'FORM.ERROR.PASSWORDUPPERCASE',
      'FORM.ERROR.PASSWORDDIGIT',
      'FORM.ERROR.PASSWORDSPECIAL',
    ]);
    expect(passwordProblems('ALLUPPER-2026')).toEqual(['FORM.ERROR.PASSWORDLOWERCASE']);
    expect(passwordProblems('1234567890!?')).toEqual([
      'FORM.ERROR.PASSWORDLETTER',
      'FORM.ERROR.PASSWORDLOWERCASE',
      'FORM.ERROR.PASSWORDUPPERCASE',
    ]);
    expect(passwordProblems('NoDigitsHere!')).toEqual(['FORM.ERROR.PASSWORDDIGIT']);
    expect(passwordProblems('NoSpecial2026')).toEqual(['FORM.ERROR.PASSWORDSPECIAL']);
  });

  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters, counting an emoji as one`, () => {
    expect(passwordProblems('Ab1-defgh')).toEqual(['FORM.ERROR.MINLENGTH']);
    expect(passwordProblems('Ab1-defghi')).toEqual([]);
    expect(passwordProblems('Ab1-defgh😀')).toEqual([]);
    expect(passwordProblems('Ab1-defg😀')).toEqual(['FORM.ERROR.MINLENGTH']);
  });

  it('does not count a space as the special character', () => {
    expect(passwordProblems('Spaces only 2026')).toEqual(['FORM.ERROR.PASSWORDSPECIAL']);
  });

  it('an empty password is only "required"', () => {
    expect(passwordProblems('')).toEqual(['FORM.ERROR.REQUIRED']);
  });

  it('answers only the documented keys', () => {
    const keys = new Set(['', 'a', 'A', '1', '!', ' '].flatMap((p) => passwordProblems(p)));
    expect([...keys].sort()).toEqual([
      'FORM.ERROR.MINLENGTH',
      'FORM.ERROR.PASSWORDDIGIT',
      'FORM.ERROR.PASSWORDLETTER',
      'FORM.ERROR.PASSWORDLOWERCASE',
      'FORM.ERROR.PASSWORDSPECIAL',
      'FORM.ERROR.PASSWORDUPPERCASE',
      'FORM.ERROR.REQUIRED',
    ]);
  });
});
