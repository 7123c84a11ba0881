// The mail to the address an account just left: whoever holds the old mailbox learns of the change
// at once (a stolen session cannot move the account away unseen). It carries no code.
import type { Language } from '../../../shared/app-info.ts';
import { translatorFor } from '../../i18n.ts';
import type { AccountServices } from './account-services.ts';
import { maskEmail } from './mask-email.ts';

export async function tellOldAddress(s: AccountServices, user: { email: string; userName: string }, newEmail: string, language: Language) {
  const t = translatorFor(language);
  try {
    await s.deps.mailer.send({
      to: user.email,
      subject: t('mail.subject.emailChanged'),
      text: t('mail.emailChangedBody', { account: user.userName, email: maskEmail(newEmail) }),
      purpose: 'email_changed',
    });
  } catch (error) {
    // The change is made and the sessions ended; a lost notice is logged, not undone.
    s.deps.log.warn({ err: error }, 'could not tell the old address of an e-mail change');
  }
}
