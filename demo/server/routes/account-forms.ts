// Posts of the account forms (register, login, edit account, lost and reset password), answered with the page
// and WooCommerce's notices, as its form handler does.
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { weakPassword } from '../account/password-check.ts';
import { accountPage, RESET_KEY } from '../pages/account.ts';
import type { Resolver } from './route.ts';

const WEAK = 'Weak password: Please enter a stronger password.';

function error(ctx: Ctx, html: string): void {
  ctx.session.notices.push({ type: 'error', html });
}

function register(ctx: Ctx): void {
  const email = ctx.body.get('email') ?? '';
  const password = ctx.body.get('password') ?? '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return error(ctx, 'Please provide a valid email address.');
  if (password === '') return error(ctx, 'Please enter an account password.');
  if (weakPassword(password, email.split(/\W+/))) return error(ctx, WEAK);
  ctx.session.notices.push({ type: 'success', html: `Your account was created. You are now logged in as ${escapeHtml(email)}.` });
}

function saveAccount(ctx: Ctx): void {
  const [password, confirmation] = [ctx.body.get('password_1') ?? '', ctx.body.get('password_2') ?? ''];
  if (password !== '' && password !== confirmation) return error(ctx, 'New passwords do not match.');
  if (password !== '' && weakPassword(password, [])) return error(ctx, WEAK);
  ctx.session.notices.push({ type: 'success', html: 'Account details changed successfully.' });
}

function lostPassword(ctx: Ctx): void {
  const login = ctx.body.get('user_login') ?? '';
  if (login === '') return error(ctx, 'Enter a username or email address.');
  // A real shop mails this link; the demo prints it.
  const link = `/my-account/lost-password/?key=${RESET_KEY}&amp;login=${encodeURIComponent(login)}`;
  ctx.session.notices.push({
    type: 'success',
    html: `Password reset email has been sent. (Demo: the email's link is <a href="${link}">reset your password</a>.)`,
  });
}

function resetPassword(ctx: Ctx): void {
  const [password, confirmation] = [ctx.body.get('password_1') ?? '', ctx.body.get('password_2') ?? ''];
  if (ctx.body.get('reset_key') !== RESET_KEY)
    return error(ctx, 'This key is invalid or has already been used. Please reset your password again if needed.');
  if (password === '') return error(ctx, 'Please enter your password.');
  if (password !== confirmation) return error(ctx, 'Passwords do not match.');
  if (weakPassword(password, [ctx.body.get('reset_login') ?? ''])) return error(ctx, WEAK);
  ctx.session.notices.push({ type: 'success', html: 'Your password has been reset successfully.' });
}

const HANDLERS: Record<string, (ctx: Ctx) => void> = {
  register,
  login: (ctx) => error(ctx, 'The demo has no accounts to log in to.'),
  save_account_details: saveAccount,
  wc_reset_password: (ctx) => (ctx.body.has('reset_key') ? resetPassword(ctx) : lostPassword(ctx)),
};

export const resolveAccountForms: Resolver = (ctx) => {
  const match = /^\/my-account\/(?:([a-z-]+)\/)?$/.exec(ctx.path);
  const action = Object.keys(HANDLERS).find((name) => ctx.body.has(name));
  if (ctx.method !== 'POST' || !match || !action) return undefined;
  return {
    endpoint: 'account_form',
    handle: (c): Reply => {
      HANDLERS[action]!(c);
      return accountPage({ ...c, method: 'GET' }, match[1] ?? '');
    },
  };
};
