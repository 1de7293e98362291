// What the slip's stake field keeps of what is typed into it (features/betslip StakeInput).
/**
 * What an amount field keeps of what was typed into it: digits, and one decimal separator ('.' or
 * ',') followed by at most `subunits` digits when the currency has any; anything else (letters,
 * signs, a second separator, a digit past the currency's) is dropped as it is typed.
 */
export function typedAmount(text: string, subunits: number): string {
  let out = '';
  let fraction = -1; // digits after the separator; -1 before one
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (fraction >= subunits) continue;
      out += ch;
      if (fraction >= 0) fraction++;
    } else if ((ch === '.' || ch === ',') && fraction < 0 && subunits > 0) {
      out += ch;
      fraction = 0;
    }
  }
  return out;
}
