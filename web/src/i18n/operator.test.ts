import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { operatorMessage, withOperatorMessages } from './operator';
import { englishMessages } from './index';

describe('the operator wording of messages', () => {
  it.each([
    ['Play responsibly.', 'Play responsibly.'],
    ['Not in {countryName} today', 'Not in Chile today'],
    ['{countryName}', 'Chile'],
    ['{a} and {countryName}', 'A and Chile'],
  ])('%s formats as %s', (text, want) => {
    const intl = createIntl({ locale: 'en', messages: { m: operatorMessage(text) } });
    expect(intl.formatMessage({ id: 'm' }, { countryName: 'Chile', a: 'A' })).toBe(want);
  });

  it('replaces only the messages the operator words, and leaves them alone without any', () => {
    expect(withOperatorMessages(englishMessages, {})).toBe(englishMessages);
    const out = withOperatorMessages(englishMessages, { 'footer.warning': 'Bet with your head.' });
    const intl = createIntl({ locale: 'en', messages: out });
    expect(intl.formatMessage({ id: 'footer.warning' })).toBe('Bet with your head.');
    expect(intl.formatMessage({ id: 'nav.live' })).toBe('Live');
  });
});
