import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreForm } from './StoreForm';
import { TextField } from './TextField';
import { useStoreForm, type ValidateOn } from './useStoreForm';

const REQUIRED = 'Please enter your full name';
const EMAIL = 'Please enter a valid email';

interface Values {
  fullName: string;
  email: string;
}

const rules = (v: Values) => ({
  ...(v.fullName.trim() ? {} : { fullName: REQUIRED }),
  ...(/^\S+@\S+\.\S+$/.test(v.email) ? {} : { email: EMAIL }),
});

function NameForm({
  validateOn,
  onSubmit = () => undefined,
  validate = rules,
}: {
  validateOn: ValidateOn;
  onSubmit?: (v: Values) => void;
  validate?: (v: Values) => Partial<Record<keyof Values, string>>;
}) {
  const form = useStoreForm<Values>({
    validateOn,
    initialValues: { fullName: '', email: '' },
    validate,
    onSubmit,
  });
  return (
    <StoreForm form={form} aria-label="Name">
      <TextField name="fullName" label="Full name" id="full-name" hint="As on your ID" />
      <TextField name="email" label="Email" type="email" />
      <button type="submit">Send</button>
      <button type="reset">Start again</button>
    </StoreForm>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('form kit: label, hint and message are tied to the control', () => {
  it('names the control by its visible label, with the given or a generated id', () => {
    render(<NameForm validateOn="change" />);
    expect(field('Full name').id).toBe('full-name');
    expect(field('Email').id).not.toBe('');
    expect(field('Email').type).toBe('email');
    expect(screen.getByRole('form', { name: 'Name' })).toHaveAttribute('novalidate');
  });

  it('posts when sent natively (before or without script): typed text never goes into a URL', () => {
    render(<NameForm validateOn="change" />);
    expect(screen.getByRole('form', { name: 'Name' })).toHaveAttribute('method', 'post');
  });

  it('describes the control by its hint, and by hint and message once the message shows', async () => {
    const user = userEvent.setup();
    render(<NameForm validateOn="submit" />);
    expect(field('Full name')).toHaveAccessibleDescription('As on your ID');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full name')).toHaveAttribute(
      'aria-describedby',
      'full-name-hint full-name-error',
    );
    expect(field('Full name')).toHaveAccessibleDescription(`As on your ID ${REQUIRED}`);
    expect(field('Email')).toHaveAccessibleDescription(EMAIL);
  });

  it('shows the message under its own control', async () => {
    const user = userEvent.setup();
    render(<NameForm validateOn="submit" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const message = await screen.findByText(REQUIRED);
    expect(field('Full name').compareDocumentPosition(message)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(message.compareDocumentPosition(field('Email'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('form kit: validateOn', () => {
  it('change: a message shows as soon as the field is edited, before it is left', async () => {
    const user = userEvent.setup();
    render(<NameForm validateOn="change" />);
    await user.type(field('Email'), 'ada');
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    // Untouched fields stay quiet.
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await user.type(field('Email'), '@example.com');
    expect(screen.queryByText(EMAIL)).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('change: typing then clearing a field shows its required message', async () => {
    const user = userEvent.setup();
    render(<NameForm validateOn="change" />);
    await user.type(field('Full name'), 'A');
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await user.clear(field('Full name'));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('blur: nothing while typing; the message shows once the field is left', async () => {
    const user = userEvent.setup();
    render(<NameForm validateOn="blur" />);
    await user.type(field('Email'), 'ada');
    expect(screen.queryByText(EMAIL)).toBeNull();
    await user.tab();
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it('submit: nothing on change or blur; every message after a submit, following the value after', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<NameForm validateOn="submit" onSubmit={onSubmit} />);
    await user.type(field('Email'), 'ada');
    await user.tab();
    await user.clear(field('Full name'));
    await user.tab();
    expect(screen.queryByText(EMAIL)).toBeNull();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field('Full name'), 'Ada');
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
  });

  it('submits the values once they pass', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<NameForm validateOn="change" onSubmit={onSubmit} />);
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      expect.anything(),
    );
  });

  it('submit: validates nothing before the first submit', async () => {
    const user = userEvent.setup();
    const validate = jest.fn(rules);
    render(<NameForm validateOn="submit" validate={validate} />);
    await user.type(field('Email'), 'ada');
    await user.tab();
    expect(validate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    expect(validate).toHaveBeenCalled();
  });

  it('submit: a reset goes back to quiet, values, messages and all', async () => {
    const user = userEvent.setup();
    const validate = jest.fn(rules);
    render(<NameForm validateOn="submit" validate={validate} />);
    await user.type(field('Email'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(field('Email')).toHaveValue('');
    expect(screen.queryByText(EMAIL)).toBeNull();
    validate.mockClear();
    await user.type(field('Email'), 'bob');
    await user.tab();
    expect(screen.queryByText(EMAIL)).toBeNull();
    expect(validate).not.toHaveBeenCalled();
  });
});
