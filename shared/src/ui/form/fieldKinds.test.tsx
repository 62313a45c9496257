import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DEFAULT_STORE_THEME } from '../theme';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { StoreForm } from './StoreForm';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { useStoreForm, type ValidateOn } from './useStoreForm';

interface Values {
  reason: string;
  message: string;
  terms: boolean;
  code: string;
}

const INITIAL: Values = { reason: '', message: '', terms: false, code: '' };
const REASONS = [
  { value: 'billing', label: 'Billing or payment' },
  { value: 'other', label: 'Something else' },
];

const MESSAGES = {
  reason: 'Please select the reason for your contact',
  message: 'Please tell us why you are contacting us',
  terms: 'Please accept the terms',
};
const missing = (v: Values) => ({
  reason: !v.reason,
  message: !v.message.trim(),
  terms: !v.terms,
});

/** A form whose only rules are the rendered fields' (`checked`). */
function KitForm({
  validateOn = 'change',
  checked = ['reason', 'message', 'terms'],
  onSubmit = () => undefined,
  children,
}: {
  validateOn?: ValidateOn;
  checked?: (keyof typeof MESSAGES)[];
  onSubmit?: (v: Values) => void;
  children: ReactNode;
}) {
  const form = useStoreForm<Values>({
    validateOn,
    initialValues: INITIAL,
    validate: (v) =>
      Object.fromEntries(checked.filter((k) => missing(v)[k]).map((k) => [k, MESSAGES[k]])),
    onSubmit,
  });
  return (
    <StoreForm form={form}>
      {children}
      <button type="submit">Send</button>
    </StoreForm>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('SelectField', () => {
  it('is a labelled select with the placeholder first, holding the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <KitForm onSubmit={onSubmit}>
        <SelectField name="reason" label="Reason" placeholder="Select a reason" options={REASONS} />
      </KitForm>,
    );
    const select = screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select a reason'],
      ['billing', 'Billing or payment'],
      ['other', 'Something else'],
    ]);
    await user.selectOptions(select, 'Something else');
    expect(select.value).toBe('other');
  });

  it('has no empty choice without a placeholder', () => {
    render(
      <KitForm>
        <SelectField name="reason" label="Reason" options={REASONS} />
      </KitForm>,
    );
    expect((screen.getByLabelText('Reason') as HTMLSelectElement).options).toHaveLength(2);
  });

  it('validates on change: going back to the placeholder shows the message', async () => {
    const user = userEvent.setup();
    render(
      <KitForm>
        <SelectField name="reason" label="Reason" placeholder="Select a reason" options={REASONS} />
      </KitForm>,
    );
    await user.selectOptions(screen.getByLabelText('Reason'), 'billing');
    expect(screen.queryByText('Please select the reason for your contact')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Reason'), '');
    const message = await screen.findByText('Please select the reason for your contact');
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByLabelText('Reason')).toBeInvalid();
  });
});

describe('TextAreaField', () => {
  it('is a labelled textarea, 5 rows unless told, with its message after submit', async () => {
    const user = userEvent.setup();
    render(
      <KitForm validateOn="submit">
        <TextAreaField name="message" label="Message" />
      </KitForm>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    await user.type(area, 'line one{Enter}line two');
    expect(area).toHaveValue('line one\nline two');
    await user.clear(area);
    expect(screen.queryByText('Please tell us why you are contacting us')).toBeNull();
    await submit();
    expect(await screen.findByText('Please tell us why you are contacting us')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('Please tell us why you are contacting us');
  });
});

describe('CheckboxField', () => {
  it('edits a boolean, its label after the box, and submits true once ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <KitForm validateOn="submit" checked={['terms']} onSubmit={onSubmit}>
        <CheckboxField name="terms" label="I accept the terms" />
      </KitForm>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    expect(box.compareDocumentPosition(screen.getByText('I accept the terms'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await submit();
    expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(screen.queryByText('Please accept the terms')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ terms: true }),
      expect.anything(),
    );
  });
});

describe('TextField options', () => {
  it('takes the text-like types and native attributes', () => {
    render(
      <KitForm>
        <TextField name="code" label="Search" type="search" autoComplete="off" maxLength={40} />
      </KitForm>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('maxlength', '40');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('runs the caller’s onChange and onBlur after the form has taken the event', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <KitForm>
        <TextField
          name="code"
          label="Code"
          onChange={(e) => seen.push(`change:${e.target.value}`)}
          onBlur={(e) => seen.push(`blur:${e.target.value}`)}
        />
      </KitForm>,
    );
    await user.type(screen.getByLabelText('Code'), 'ab');
    await user.tab();
    expect(seen).toEqual(['change:a', 'change:ab', 'blur:ab']);
    expect(screen.getByLabelText('Code')).toHaveValue('ab');
  });

  it('shows an outside error whatever the mode, as an alert with announce, beside an addon', () => {
    render(
      <KitForm validateOn="submit">
        <TextField
          name="code"
          label="Promo code"
          error="Sorry, this promo code cannot be applied to your order."
          announce
          addon={<button type="button">Apply</button>}
        />
      </KitForm>,
    );
    const input = screen.getByLabelText('Promo code');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, this promo code cannot be applied to your order.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Sorry, this promo code cannot be applied to your order.',
    );
    expect(input.nextElementSibling).toBe(screen.getByRole('button', { name: 'Apply' }));
  });

  it('takes its message colour from the theme, and emotion css on the field styles its frame', async () => {
    const theme = {
      ...DEFAULT_STORE_THEME,
      tokens: { ...DEFAULT_STORE_THEME.tokens, danger: '#123456' },
    };
    render(
      <ThemeProvider theme={theme}>
        <KitForm validateOn="submit">
          <TextAreaField name="message" label="Message" css={{ marginBottom: 0 }} />
        </KitForm>
      </ThemeProvider>,
    );
    await submit();
    const message = await screen.findByText('Please tell us why you are contacting us');
    expect(message).toHaveStyle({ color: '#123456' });
    expect(screen.getByLabelText('Message')).toHaveStyle({ borderColor: '#123456' });
    expect(message.parentElement).toHaveStyle({ marginBottom: '0px' });
  });
});
